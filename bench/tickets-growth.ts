import { gzipBytes, measureRoutesJs, samsTicketsRoute } from './js-per-route.ts';
import type { RouteJs } from './js-per-route.ts';
import { pause, runLoad } from './load.ts';
import type { LoadResult, LoadShape } from './load.ts';
import { SAM, sessionCookie } from './session.ts';
import { ACCOUNT_PATH, ratio } from './ssr-throughput.ts';

/**
 * (g) Sam's tickets page as seeded (~300 tickets) and at 3,000 (issue 9, "the heavy account
 * page"): one connection for 10 s, so the latency is the server's time for one page with nothing
 * queued beside it, plus the HTML of one response. It changes Sam's data, so it runs last on its
 * server.
 */
export const GROWN_TICKETS = 3_000;
const ONE_AT_A_TIME: LoadShape = { connections: 1, seconds: 10 };
const SELLER_ID = 'sel_riverside';
const SAM_CUSTOMER_ID = 'cus_sam_collector';
/** What the seed gives Sam, for when the sandbox cannot be asked. */
const SEEDED_TICKETS = 298;

export interface TicketsPageAt {
  /** Sam's tickets as the sandbox counts them; null when it could not be asked. */
  tickets: number | null;
  status: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  load: LoadResult;
}

export interface TicketsGrowth {
  seeded: TicketsPageAt;
  grown: TicketsPageAt;
  /** The sandbox control that raised Sam's tickets: its status and how long it took. */
  bulk: { path: string; count: number; status: number; ms: number };
  /** grown ÷ seeded. */
  p50Ratio: number;
  p99Ratio: number;
  htmlRatio: number;
  /** The tickets page's JS measured again at the grown count (same method as (a)). */
  grownJs: RouteJs | null;
}

/** Sam's tickets, through the sandbox's own spec call (spec 01 §7 "get my tickets"). */
async function countSamsTickets(baseUrl: string): Promise<number | null> {
  try {
    const login = await fetch(`${baseUrl}/sandbox/api/public/customers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sellerId: SELLER_ID, email: SAM.email, password: SAM.password }),
    });
    if (!login.ok) return null;
    const { token } = (await login.json()) as { token: string };
    const answer = await fetch(`${baseUrl}/sandbox/api/customers/me/tickets`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(60_000) });
    if (!answer.ok) return null;
    const body = (await answer.json()) as { total?: unknown; tickets?: unknown };
    if (typeof body.total === 'number') return body.total;
    return Array.isArray(body.tickets) ? body.tickets.length : null;
  } catch {
    return null;
  }
}

async function measureAt(baseUrl: string, cookie: string, label: string): Promise<TicketsPageAt> {
  const tickets = await countSamsTickets(baseUrl);
  // One response read whole: its size, and a warm-up for the run.
  const response = await fetch(baseUrl + ACCOUNT_PATH, { headers: { cookie }, signal: AbortSignal.timeout(60_000) });
  const html = new Uint8Array(await response.arrayBuffer());
  await pause();
  const load = await runLoad(baseUrl, label, ACCOUNT_PATH, { cookie }, ONE_AT_A_TIME);
  return { tickets, status: response.status, htmlBytes: html.byteLength, htmlGzipBytes: gzipBytes(html), load };
}

export async function measureTicketsGrowth(baseUrl: string, distDir: string): Promise<TicketsGrowth> {
  const cookie = await sessionCookie(baseUrl, SAM);
  const seeded = await measureAt(baseUrl, cookie, 'account tickets (Sam, as seeded)');

  // The paging work's sandbox-only control: `count` more real tickets (with their orders) for Sam.
  const path = `/sandbox/api/sandbox/customers/${SAM_CUSTOMER_ID}/bulk-tickets`;
  const count = Math.max(0, GROWN_TICKETS - (seeded.tickets ?? SEEDED_TICKETS));
  const started = performance.now();
  const bulkAnswer = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
    signal: AbortSignal.timeout(300_000),
  });
  await bulkAnswer.arrayBuffer();
  const bulk = { path, count, status: bulkAnswer.status, ms: performance.now() - started };
  if (!bulkAnswer.ok) console.warn(`  ${path} answered ${bulkAnswer.status}: the "grown" row measures Sam as seeded`);
  await pause();

  const grown = await measureAt(baseUrl, cookie, `account tickets (Sam, ${GROWN_TICKETS.toLocaleString('en')})`);
  const { routes } = await measureRoutesJs(baseUrl, distDir, [samsTicketsRoute(`/riverside-live/account/tickets (Sam, ${grown.tickets?.toLocaleString('en') ?? '?'} tickets)`)]);
  return {
    seeded,
    grown,
    bulk,
    p50Ratio: ratio(grown.load.p50, seeded.load.p50),
    p99Ratio: ratio(grown.load.p99, seeded.load.p99),
    htmlRatio: ratio(grown.htmlBytes, seeded.htmlBytes),
    grownJs: routes[0] ?? null,
  };
}
