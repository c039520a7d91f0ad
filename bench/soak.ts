import { readFileSync } from 'node:fs';
import { pause, runLoad } from './load.ts';
import type { LoadResult, LoadShape } from './load.ts';
import { SAM, sessionCookie } from './session.ts';
import { ACCOUNT_PATH, SHOP_PATH } from './ssr-throughput.ts';

/**
 * (d) The on-sale rush: many connections for a minute on the shop page and on the largest account
 * page. What the budget looks at is not speed but staying up: 0 errors, 0 client timeouts (a
 * request unanswered after 10 s), no non-2xx, and the server's memory back near where it started.
 */
export const SOAK: LoadShape = { connections: 50, seconds: 60 };
/** Time for the server to finish in-flight work and collect garbage before memory is read. */
const SETTLE_MS = 5_000;

export interface Soak {
  shop: LoadResult;
  account: LoadResult;
  /** The account page once more: memory that kept growing between the two runs would be a leak. */
  accountAgain: LoadResult;
  /**
   * Resident memory of the server process (MiB): before, after the shop run, after each account
   * run. V8 keeps the heap it grew to, so the first runs raise it; the second account run shows
   * whether it keeps growing.
   */
  rssMiB: { before: number; afterShop: number; afterAccount: number; afterAccountAgain: number };
}

export async function measureSoak(baseUrl: string, serverPid: number): Promise<Soak> {
  const before = residentMiB(serverPid);
  const shop = await runLoad(baseUrl, `shop page, ${SOAK.connections} connections`, SHOP_PATH, {}, SOAK);
  await pause(SETTLE_MS);
  const afterShop = residentMiB(serverPid);
  const cookie = await sessionCookie(baseUrl, SAM);
  const account = await runLoad(baseUrl, `account tickets (Sam), ${SOAK.connections} connections`, ACCOUNT_PATH, { cookie }, SOAK);
  await pause(SETTLE_MS);
  const afterAccount = residentMiB(serverPid);
  const accountAgain = await runLoad(baseUrl, `account tickets again, ${SOAK.connections} connections`, ACCOUNT_PATH, { cookie }, SOAK);
  await pause(SETTLE_MS);
  return { shop, account, accountAgain, rssMiB: { before, afterShop, afterAccount, afterAccountAgain: residentMiB(serverPid) } };
}

/** VmRSS of a process from /proc (Linux); NaN elsewhere. */
export function residentMiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
