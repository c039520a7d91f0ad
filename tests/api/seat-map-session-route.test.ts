import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';
import { CROSS_SITE, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { SEAT_MAP_HEADERS } from '../../lib/seat-map/contract.ts';
import type { SeatMapAccess } from '../../lib/operations/seat-map.ts';

/**
 * The storefront route that hands the browser the seat-map service's header set (spec 02 §2;
 * docs/adr/0031-seat-map-service.md), against the embedded sandbox in a fresh data directory.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/headers', () => import('../support/next-server.ts'));

const SHOP = 'riverside-live';
const URL_OF = `http://localhost/api/shops/${SHOP}/seat-map/session`;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };
const { sandbox } = routeSandbox('seat-map-routes-', { SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters' });
let open: RouteHandler;

beforeAll(async () => {
  open = ((await import('../../app/api/shops/[seller]/seat-map/session/route.ts')) as { POST: RouteHandler }).POST;
});
beforeEach(() => clearCookies());

const ask = async (shop = SHOP, body: unknown = {}, headers: Record<string, string> = SAME_ORIGIN) =>
  readAnswer<SeatMapAccess & { code?: string }>(await open(postJson(URL_OF, body, headers), segment({ seller: shop })));

describe('POST /api/shops/[seller]/seat-map/session', () => {
  it('hands out a header set the seat-map service accepts, for the sandbox host, with the script integrity', async () => {
    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(answer.body?.host).toBe('/sandbox/api/seatmap');
    expect(answer.body?.integrity).toMatch(/^sha384-/);
    const headers = answer.body?.headers ?? ({} as SeatMapAccess['headers']);
    expect(headers[SEAT_MAP_HEADERS.sellerId]).toBe('sel_riverside');
    const status = await (await sandbox()).handle(new Request('http://sandbox.test/api/seatmap/events/evt_riverside_philharmonic/status', { headers }));
    expect(status.status).toBe(200);
  });

  it('keeps the browser in one seat-map session across calls, in an httpOnly cookie', async () => {
    const first = await ask();
    const session = first.body?.headers[SEAT_MAP_HEADERS.sessionId];
    expect(cookieJar.values.get('shop_seatmap')).toBe(session);
    expect(cookieJar.options.get('shop_seatmap')).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    const second = await ask();
    expect(second.body?.headers[SEAT_MAP_HEADERS.sessionId]).toBe(session);
    clearCookies();
    expect((await ask()).body?.headers[SEAT_MAP_HEADERS.sessionId]).not.toBe(session);
  });

  it('refuses another site, an unknown shop and a body with anything in it', async () => {
    expect((await ask(SHOP, {}, CROSS_SITE)).status).toBe(403);
    expect((await ask('no-such-shop')).status).toBe(404);
    expect((await ask(SHOP, { sessionId: 'sms_someone_elses_session_id' })).status).toBe(400);
    expect(cookieJar.values.has('shop_seatmap')).toBe(false);
  });
});
