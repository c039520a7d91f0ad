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
  /** Resident memory of the server process (MiB): before, after the shop run, after the account run. */
  rssMiB: { before: number; afterShop: number; afterAccount: number };
}

export async function measureSoak(baseUrl: string, serverPid: number): Promise<Soak> {
  const before = residentMiB(serverPid);
  const shop = await runLoad(baseUrl, `shop page, ${SOAK.connections} connections`, SHOP_PATH, {}, SOAK);
  await pause(SETTLE_MS);
  const afterShop = residentMiB(serverPid);
  const account = await runLoad(baseUrl, `account tickets (Sam), ${SOAK.connections} connections`, ACCOUNT_PATH, { cookie: await sessionCookie(baseUrl, SAM) }, SOAK);
  await pause(SETTLE_MS);
  return { shop, account, rssMiB: { before, afterShop, afterAccount: residentMiB(serverPid) } };
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
