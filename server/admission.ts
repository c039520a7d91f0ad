/**
 * Admission for rendered pages and route handlers: at most `maxActive` at once, the rest wait in
 * arrival order, and beyond `maxQueued` waiting a request is turned away at once (503 with
 * Retry-After) instead of joining a queue it could not leave in time.
 *
 * Why: one Node process renders on one core. Fifty account pages rendered at once interleave at
 * every await, so each takes fifty times as long, all of them hold their data in memory at the
 * same time, and the unluckiest pass the client's timeout. Served in order, a few at a time, the
 * same throughput gives each request its own short render after a wait that grows with the
 * queue, and memory holds only the pages in work (bench/RESULTS.md, part d).
 */
export interface AdmissionLimits {
  maxActive: number;
  maxQueued: number;
}

/** Enough to overlap one page's waits on the ticketing API with another's rendering, on 2 cores. */
export const ADMISSION_LIMITS: AdmissionLimits = { maxActive: 8, maxQueued: 400 };

export interface Admission {
  /** Resolves with the function that frees the place, or with undefined when the queue is full. */
  admit(): Promise<(() => void) | undefined>;
  readonly active: number;
  readonly queued: number;
}

export function createAdmission(limits: AdmissionLimits = ADMISSION_LIMITS): Admission {
  let active = 0;
  const waiting: ((release: () => void) => void)[] = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next(releaser());
      else active -= 1;
    };
  };

  return {
    admit() {
      if (active < limits.maxActive) {
        active += 1;
        return Promise.resolve(releaser());
      }
      if (waiting.length >= limits.maxQueued) return Promise.resolve(undefined);
      return new Promise((resolve) => waiting.push(resolve));
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}

/**
 * What waits its turn: pages and route handlers. Next's built files, images and the sandbox's own
 * mount (which a page's calls may reach over HTTP, and must never wait behind that page) pass.
 */
export function needsAdmission(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !(path.startsWith('/_next/static/') || path.startsWith('/sandbox/api/') || /\.(?:svg|png|ico|jpg|jpeg|webp|txt|xml|webmanifest|js|css|woff2?)$/.test(path));
}
