import { pause, runLoad } from './load.ts';
import type { LoadResult } from './load.ts';
import { SAM, sessionCookie } from './session.ts';

export const SHOP_PATH = '/riverside-live';
export const STATIC_PATH = '/icon.svg';
/** The largest account page: Sam's 298 tickets, rendered per request for the logged-in customer. */
export const ACCOUNT_PATH = '/riverside-live/account/tickets';

/** (b) The server-rendered shop page against a static file of the same server. */
export interface SsrThroughput {
  shop: LoadResult;
  account: LoadResult;
  static: LoadResult;
  /** shop req/s ÷ static req/s (1 = as fast as a static file; lower is slower). */
  reqPerSecRatio: number;
  /** shop p50 ÷ static p50 (how many times longer a shop page takes). */
  p50Ratio: number;
  /** The same two ratios for the account page. */
  accountReqPerSecRatio: number;
  accountP50Ratio: number;
}

export async function measureSsrThroughput(baseUrl: string): Promise<SsrThroughput> {
  const shop = await runLoad(baseUrl, 'shop page (SSR)', SHOP_PATH);
  await pause();
  const account = await runLoad(baseUrl, 'account tickets (Sam, SSR)', ACCOUNT_PATH, { cookie: await sessionCookie(baseUrl, SAM) });
  await pause();
  const staticRoute = await runLoad(baseUrl, 'static route', STATIC_PATH);
  return {
    shop,
    account,
    static: staticRoute,
    reqPerSecRatio: ratio(shop.reqPerSec, staticRoute.reqPerSec),
    p50Ratio: ratio(shop.p50, staticRoute.p50),
    accountReqPerSecRatio: ratio(account.reqPerSec, staticRoute.reqPerSec),
    accountP50Ratio: ratio(account.p50, staticRoute.p50),
  };
}

export function ratio(a: number, b: number): number {
  return b > 0 ? a / b : Number.NaN;
}
