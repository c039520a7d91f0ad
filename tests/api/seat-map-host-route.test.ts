import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { SEAT_MAP_HEADERS } from '../../lib/seat-map/contract.ts';
import type { SeatMapAccess } from '../../lib/operations/seat-map.ts';

/**
 * A configured seat-map host (SEATMAP_HOST) is the one the browser is sent to, also with the
 * sandbox; its script is another party's, so no integrity is pinned. The header set still comes
 * from the ticketing side's seat-map sessions.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/headers', () => import('../support/next-server.ts'));

const SHOP = 'riverside-live';
routeSandbox('seat-map-host-', { SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters', SEATMAP_HOST: 'https://seatmap.example/v2/' });
let open: RouteHandler;

beforeAll(async () => {
  open = ((await import('../../app/api/shops/[seller]/seat-map/session/route.ts')) as { POST: RouteHandler }).POST;
});
beforeEach(() => clearCookies());
// The next file must not find this file's SEATMAP_HOST in a cached environment.
afterAll(() => {
  vi.resetModules();
});

describe('POST /api/shops/[seller]/seat-map/session with SEATMAP_HOST', () => {
  it('answers the configured host without an integrity, and a header set', async () => {
    const answer = await readAnswer<SeatMapAccess>(
      await open(postJson(`http://localhost/api/shops/${SHOP}/seat-map/session`, {}, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }), segment({ seller: SHOP })),
    );
    expect(answer.status).toBe(200);
    expect(answer.body?.host).toBe('https://seatmap.example/v2');
    expect(answer.body).not.toHaveProperty('integrity');
    expect(answer.body?.headers[SEAT_MAP_HEADERS.sellerId]).toBe('sel_riverside');
  });

  it('lets pages offer the map', async () => {
    const { hasSeatMapHost, seatMapHost } = await import('../../lib/seat-map/server.ts');
    expect(hasSeatMapHost()).toBe(true);
    expect(seatMapHost()).toEqual({ host: 'https://seatmap.example/v2' });
  });
});
