import { SETUP_POLL_ATTEMPTS, SETUP_POLL_BASE_MS, setupPollDelay } from '@/lib/domain/payment-setup';

/**
 * Polling delays (spec 01 §9: up to 20 attempts, 500 ms × 2^attempt, lib/domain/payment-setup.ts),
 * used while a provider's payment settles after a return from its page (spec 02 §4).
 */
export const POLL_ATTEMPTS = SETUP_POLL_ATTEMPTS;
export const POLL_BASE_MS = SETUP_POLL_BASE_MS;
/** A single wait never exceeds this, so late attempts stay useful (2^20 × 500 ms would be days). */
export const POLL_MAX_DELAY_MS = 30_000;

export function pollDelay(attempt: number): number {
  return Math.min(setupPollDelay(attempt), POLL_MAX_DELAY_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `check` until it answers something other than undefined, or the attempts run out (undefined). */
export async function pollWithBackoff<T>(check: () => Promise<T | undefined>, options: { attempts?: number; sleep?: (ms: number) => Promise<void> } = {}): Promise<T | undefined> {
  const attempts = options.attempts ?? POLL_ATTEMPTS;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const result = await check();
    if (result !== undefined) return result;
    await sleep(pollDelay(attempt));
  }
  return undefined;
}
