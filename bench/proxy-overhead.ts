import { pause, runLoad } from './load.ts';
import type { LoadResult } from './load.ts';
import { ratio } from './ssr-throughput.ts';

const SELLER_SLUG = 'riverside-live';
const SELLER_ID = 'sel_riverside';

/** The start of today in UTC, the listing window the direct sandbox call asks for. */
export function startOfTodayUtc(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
}

export function proxyPaths(now = new Date()): { handler: string; direct: string } {
  const direct = new URLSearchParams({ sellerId: SELLER_ID, locale: 'en', top: '25', endMin: startOfTodayUtc(now) });
  return {
    handler: `/api/shops/${SELLER_SLUG}/events?locale=en&top=25`,
    direct: `/sandbox/api/events/public/listings?${direct.toString()}`,
  };
}

/** (c) What the route handler adds over calling the sandbox directly, both served by the same Next server. */
export interface ProxyOverhead {
  handler: LoadResult;
  direct: LoadResult;
  /** handler − direct, in ms. */
  p50DiffMs: number;
  p99DiffMs: number;
  /** handler ÷ direct. */
  p50Ratio: number;
  p99Ratio: number;
  reqPerSecRatio: number;
  /** Events each side returned once before the load, to show both answer the same question. */
  handlerItems: number | null;
  directItems: number | null;
}

export async function countItems(url: string): Promise<number | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const body: unknown = await response.json();
    // Both answer a page of the ticketing API: { docs: Event[], total }.
    const docs = typeof body === 'object' && body !== null ? (body as { docs?: unknown }).docs : undefined;
    return Array.isArray(docs) ? docs.length : null;
  } catch {
    return null;
  }
}

export async function measureProxyOverhead(baseUrl: string, now = new Date()): Promise<ProxyOverhead> {
  const paths = proxyPaths(now);
  const handlerItems = await countItems(baseUrl + paths.handler);
  const directItems = await countItems(baseUrl + paths.direct);
  const handler = await runLoad(baseUrl, 'route handler', paths.handler);
  await pause();
  const direct = await runLoad(baseUrl, 'sandbox direct', paths.direct);
  return {
    handler,
    direct,
    p50DiffMs: handler.p50 - direct.p50,
    p99DiffMs: handler.p99 - direct.p99,
    p50Ratio: ratio(handler.p50, direct.p50),
    p99Ratio: ratio(handler.p99, direct.p99),
    reqPerSecRatio: ratio(handler.reqPerSec, direct.reqPerSec),
    handlerItems,
    directItems,
  };
}
