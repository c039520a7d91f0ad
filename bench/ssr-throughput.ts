import { pause, runLoad } from './load.ts';
import type { LoadResult } from './load.ts';
import { ALEX, SAM, sessionCookie, sessionWithCartCookie } from './session.ts';

export const SHOP_PATH = '/riverside-live';
export const STEP_ONE_PATH = '/riverside-live/checkout/evt_riverside_jazz';
export const STATIC_PATH = '/icon.svg';
/** The largest account page: Sam's 298 tickets, rendered per request for the logged-in customer. */
export const ACCOUNT_PATH = '/riverside-live/account/tickets';

/** What Next said of one response just before the run: HIT, STALE, MISS, or `none` (not a cached route). */
export type CacheState = string;

/** One page under load, with its ratios to the static file of the same run. */
export interface PageThroughput {
  load: LoadResult;
  /** `x-nextjs-cache` of one response read before the run. */
  cache: CacheState;
  /** page req/s ÷ static req/s (1 = as fast as a static file; lower is slower). */
  reqPerSecRatio: number;
  /** page p50 ÷ static p50 (how many times longer a page takes). */
  p50Ratio: number;
}

/** (b) The shop page and step 1 from the cache, anonymous and logged in with a cart, and Sam's tickets page, against a static file. */
export interface SsrThroughput {
  pages: PageThroughput[];
  static: LoadResult;
}

type CookieMaker = (baseUrl: string) => Promise<string>;

interface Target {
  label: string;
  path: string;
  /** The Cookie header, made before the target's first run. */
  cookie?: CookieMaker;
}

const memberWithCart: CookieMaker = (baseUrl) => sessionWithCartCookie(baseUrl, ALEX);
const sam: CookieMaker = (baseUrl) => sessionCookie(baseUrl, SAM);

const TARGETS: readonly Target[] = [
  { label: 'shop page, anonymous', path: SHOP_PATH },
  { label: 'shop page, logged in with a cart', path: SHOP_PATH, cookie: memberWithCart },
  { label: 'step 1, anonymous', path: STEP_ONE_PATH },
  { label: 'step 1, logged in with a cart', path: STEP_ONE_PATH, cookie: memberWithCart },
  { label: 'account tickets (Sam, SSR)', path: ACCOUNT_PATH, cookie: sam },
];

/**
 * Next's `x-nextjs-cache` of the page as this visitor gets it, with the server's page copy
 * (`x-page-cache`, ADR 0042) when it answered: one request first, so a copy the warm-up did not
 * make (a visitor's edition) is in the cache, then the one whose headers are read.
 */
export async function cacheState(url: string, headers: Record<string, string> = {}): Promise<CacheState> {
  let state = 'none';
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    state = response.headers.get('x-nextjs-cache') ?? 'none';
    const copy = response.headers.get('x-page-cache');
    if (copy) state += `, copy ${copy}`;
    if (!response.ok) state += ` (HTTP ${response.status})`;
  }
  return state;
}

export async function measureSsrThroughput(baseUrl: string): Promise<SsrThroughput> {
  // One login and one cart for both of its pages, as one visitor would browse them.
  const cookies = new Map<CookieMaker, Promise<string>>();
  const cookieFor = (make: CookieMaker) => {
    let cookie = cookies.get(make);
    if (!cookie) {
      cookie = make(baseUrl);
      cookies.set(make, cookie);
    }
    return cookie;
  };
  const measured: { load: LoadResult; cache: CacheState }[] = [];
  for (const target of TARGETS) {
    const headers: Record<string, string> = target.cookie ? { cookie: await cookieFor(target.cookie) } : {};
    const cache = await cacheState(baseUrl + target.path, headers);
    measured.push({ load: await runLoad(baseUrl, target.label, target.path, headers), cache });
    await pause();
  }
  const staticRoute = await runLoad(baseUrl, 'static route', STATIC_PATH);
  return {
    pages: measured.map(({ load, cache }) => ({ load, cache, reqPerSecRatio: ratio(load.reqPerSec, staticRoute.reqPerSec), p50Ratio: ratio(load.p50, staticRoute.p50) })),
    static: staticRoute,
  };
}

export function ratio(a: number, b: number): number {
  return b > 0 ? a / b : Number.NaN;
}
