import { readFileSync } from 'node:fs';
import { pause, runLoad } from './load.ts';
import type { LoadResult, LoadShape } from './load.ts';
import { SAM, sessionCookie } from './session.ts';
import { ACCOUNT_PATH, cacheState, SHOP_PATH } from './ssr-throughput.ts';
import type { CacheState } from './ssr-throughput.ts';

/**
 * (d) The on-sale rush through the production shape (nginx in front of two instances sharing
 * Redis and one sandbox): many connections for a minute on the shop page and on the largest
 * account page. What the budget looks at is not speed but staying up: 0 errors, 0 client timeouts
 * (a request unanswered after 10 s), no non-2xx, and each instance's memory back near where it
 * started.
 */
export const SOAK: LoadShape = { connections: 50, seconds: 60 };
/** Time for the instances to finish in-flight work and collect garbage before memory is read. */
const SETTLE_MS = 5_000;

/** Resident memory of one instance (MiB): before the rush, after the shop run, after the account run. */
export interface InstanceMemory {
  before: number;
  afterShop: number;
  afterAccount: number;
}

export interface Soak {
  /** nginx's address the load went through. */
  via: string;
  /** `x-nextjs-cache` of one shop page through nginx before the run. */
  shopCache: CacheState;
  shop: LoadResult;
  account: LoadResult;
  /** One entry per instance, in the shape's order (A, B). */
  rssMiB: InstanceMemory[];
}

export async function measureSoak(baseUrl: string, instancePids: readonly number[]): Promise<Soak> {
  const memory = () => instancePids.map(residentMiB);
  const shopCache = await cacheState(baseUrl + SHOP_PATH);
  const before = memory();
  const shop = await runLoad(baseUrl, `shop page, ${SOAK.connections} connections`, SHOP_PATH, {}, SOAK);
  await pause(SETTLE_MS);
  const afterShop = memory();
  // Logged in through nginx, as a visitor of the shape would be.
  const cookie = await sessionCookie(baseUrl, SAM);
  const account = await runLoad(baseUrl, `account tickets (Sam), ${SOAK.connections} connections`, ACCOUNT_PATH, { cookie }, SOAK);
  await pause(SETTLE_MS);
  const afterAccount = memory();
  return {
    via: baseUrl,
    shopCache,
    shop,
    account,
    rssMiB: instancePids.map((_, index) => ({ before: before[index] ?? Number.NaN, afterShop: afterShop[index] ?? Number.NaN, afterAccount: afterAccount[index] ?? Number.NaN })),
  };
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
