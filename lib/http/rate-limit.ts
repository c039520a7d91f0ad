/**
 * Counts failures per key in a fixed window, in memory. Enough to slow down password guessing
 * against one storefront instance; behind several instances the ticketing API's own limits are
 * the backstop. Only failures count, so customers who log in often are never blocked.
 */
export interface FailureLimiter {
  /** Seconds to wait when the key has used up its failures in the current window. */
  blockedFor(key: string, now?: number): number | undefined;
  recordFailure(key: string, now?: number): void;
  reset(key: string): void;
}

export function createFailureLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): FailureLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 10_000;
  const live = (key: string, now: number) => {
    const current = windows.get(key);
    if (current && now - current.start < options.windowMs) return current;
    if (current) windows.delete(key);
    return undefined;
  };
  return {
    blockedFor(key, now = Date.now()) {
      const current = live(key, now);
      if (!current || current.count < options.limit) return undefined;
      return Math.max(1, Math.ceil((current.start + options.windowMs - now) / 1000));
    },
    recordFailure(key, now = Date.now()) {
      const current = live(key, now);
      if (current) {
        current.count += 1;
        return;
      }
      // The oldest key makes way, so a flood of addresses cannot grow memory without bound.
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value ?? '');
      windows.set(key, { start: now, count: 1 });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** What clientAddressOf answers when no address came with the request (in-process callers, `next dev`). */
export const NO_ADDRESS = 'local';

/** The address a rate limit counts a client by: the first forwarded address, else the real IP header. */
export function clientAddressOf(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || NO_ADDRESS;
}

/** Loopback clients: this machine. */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\./.test(address);
}

/**
 * Counts events (not only failures) per key in a fixed window: for actions that cost something
 * even when they succeed, such as opening a checkout, which holds tickets for its lifetime.
 */
export function createWindowLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): { take(key: string, now?: number): number | undefined } {
  const counter = createFailureLimiter(options);
  return {
    /** Counts one; the seconds to wait when the key had already used up its window, else undefined. */
    take(key, now = Date.now()) {
      const wait = counter.blockedFor(key, now);
      if (wait !== undefined) return wait;
      counter.recordFailure(key, now);
      return undefined;
    },
  };
}

/**
 * Growing delays instead of a hard lock: after each failure the key waits `delayOf(failures)`
 * seconds before it may try again, so guessing slows down ever more while the rightful user waits
 * at most the longest delay. A key's failures are forgotten `forgetAfterMs` after its last one.
 */
export interface DelayLimiter {
  /** Seconds until the key may try again, or undefined when it may try now. */
  waitFor(key: string, now?: number): number | undefined;
  recordFailure(key: string, now?: number): void;
  reset(key: string): void;
}

export function createDelayLimiter(options: { delayOf: (failures: number) => number; forgetAfterMs: number; maxKeys?: number }): DelayLimiter {
  const failures = new Map<string, { count: number; last: number }>();
  const maxKeys = options.maxKeys ?? 10_000;
  const live = (key: string, now: number) => {
    const current = failures.get(key);
    if (current && now - current.last < options.forgetAfterMs) return current;
    if (current) failures.delete(key);
    return undefined;
  };
  return {
    waitFor(key, now = Date.now()) {
      const current = live(key, now);
      if (!current) return undefined;
      const delayMs = options.delayOf(current.count) * 1000;
      // Never more than the delay itself, even if the clock stepped back since the failure.
      const remainingMs = Math.min(delayMs, current.last + delayMs - now);
      return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : undefined;
    },
    recordFailure(key, now = Date.now()) {
      const current = live(key, now);
      // Re-inserted so the map's order is by last failure: the stalest key makes way first.
      failures.delete(key);
      if (!current && failures.size >= maxKeys) failures.delete(failures.keys().next().value ?? '');
      failures.set(key, { count: (current?.count ?? 0) + 1, last: now });
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
