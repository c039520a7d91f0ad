import { beforeAll, describe, it, expect, vi } from 'vitest';
import { segment } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import type { GET as RouteGet } from '../../app/api/shops/[seller]/events/route.ts';

/**
 * GET /api/shops/{seller}/events against the embedded sandbox in a fresh data directory. The route
 * module reads its environment when first used, so the directory is set before it is imported.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));

interface EventBody {
  _id: string;
  rootId?: string;
  sellerId?: string;
  start: string;
  end?: string;
}

interface Answer {
  status: number;
  headers: Headers;
  body: { docs?: EventBody[]; total?: number; message?: string; errors?: Record<string, string[]> };
}

routeSandbox('shop-events-');
let GET: typeof RouteGet;

beforeAll(async () => {
  ({ GET } = await import('../../app/api/shops/[seller]/events/route.ts'));
});

async function call(seller: string, query = ''): Promise<Answer> {
  const response = await GET(new Request(`http://localhost/api/shops/${seller}/events${query}`), segment({ seller }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

describe('GET /api/shops/{seller}/events', () => {
  it('answers a page of the shop events with docs and total', async () => {
    const answer = await call('riverside-live', '?top=2');
    expect(answer.status).toBe(200);
    expect(answer.body.docs?.length).toBe(2);
    expect(answer.body.total).toBeGreaterThan(2);
    expect(answer.body.docs?.every((event) => event.sellerId === 'sel_riverside')).toBe(true);
    // Public data: a shared cache may keep it briefly (the operation's cache setting).
    expect(answer.headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('pages with skip and keeps the total', async () => {
    const all = await call('riverside-live', '?top=1000');
    const second = await call('riverside-live', '?top=2&skip=2');
    expect(second.body.total).toBe(all.body.total);
    expect(second.body.docs?.map((event) => event._id)).toEqual(all.body.docs?.slice(2, 4).map((event) => event._id));
  });

  it('lists only events that have not ended before today', async () => {
    const answer = await call('riverside-live', '?top=1000');
    const ids = answer.body.docs?.map((event) => event._id) ?? [];
    expect(ids).not.toContain('evt_riverside_opening_party');
    expect(ids).toContain('evt_riverside_jazz');
    const dayAgo = Date.now() - 36 * 60 * 60 * 1000;
    expect(answer.body.docs?.every((event) => Date.parse(event.end ?? event.start) > dayAgo)).toBe(true);
  });

  it.each(['?top=0', '?top=1001', '?skip=-1', '?top=many'])('refuses %s with 400 and field errors', async (query) => {
    const answer = await call('riverside-live', query);
    expect(answer.status).toBe(400);
    const field = query.slice(1).split('=')[0] ?? '';
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  it('answers 404 for an unknown seller', async () => {
    const answer = await call('no-such-shop');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('lists only the children of a season for groupEventId', async () => {
    const answer = await call('riverside-live', '?groupEventId=evt_riverside_season&top=1000');
    expect(answer.status).toBe(200);
    expect(answer.body.docs?.length).toBeGreaterThan(0);
    expect(answer.body.docs?.every((event) => event.rootId === 'evt_riverside_season')).toBe(true);
    expect(answer.body.total).toBe(answer.body.docs?.length);
  });

  it("does not list another seller's events", async () => {
    const answer = await call('kulturhaus-lindenau', '?top=1000');
    expect(answer.status).toBe(200);
    expect(answer.body.docs?.length).toBeGreaterThan(0);
    expect(answer.body.docs?.every((event) => event.sellerId === 'sel_lindenau')).toBe(true);
  });
});
