import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { fail, type TicketingError } from '../../lib/ticketing/errors.ts';
import type { EventAvailabilities } from '../../lib/ticketing/availabilities.ts';

/**
 * GET /api/shops/{seller}/events/{eventId}/availabilities against the embedded sandbox: the live
 * counts of the shop's own event (a cart's hold shows at once), public for two seconds; another
 * seller's or an unknown event is 404; a failed upstream call is the route kit's fetchError.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

type Body = Partial<EventAvailabilities> & { code?: string; message?: string };

const { sandbox } = routeSandbox('event-availabilities-');
const SHOP = 'riverside-live';
const JAZZ = 'evt_riverside_jazz';
let GET: RouteHandler;

beforeAll(async () => {
  GET = (await import('../../app/api/shops/[seller]/events/[eventId]/availabilities/route.ts')).GET;
});

afterAll(() => {
  vi.doUnmock('../../lib/ticketing/availabilities.ts');
  vi.doUnmock('next/headers');
  vi.doUnmock('next/cache');
  vi.resetModules();
});

async function ask(handler: RouteHandler, seller: string, eventId: string) {
  const response = await handler(new Request(`http://localhost/api/shops/${seller}/events/${eventId}/availabilities`), segment({ seller, eventId }));
  return { ...(await readAnswer<Body>(response)), cacheControl: response.headers.get('cache-control') };
}

async function sandboxCall(path: string, init?: RequestInit): Promise<Response> {
  return (await sandbox()).handle(new Request(`http://sandbox.internal${path}`, init));
}

const standingLeft = (body: Body | undefined) => body?.ticketTypes?.find((entry) => entry.ticketTypeId === 'tt_jazz_standing')?.remaining;

describe('GET /api/shops/{seller}/events/{eventId}/availabilities', () => {
  it("answers the event's live counts as the ticketing API does, public for two seconds", async () => {
    const answer = await ask(GET, SHOP, JAZZ);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('public, max-age=2');
    const upstream = (await (await sandboxCall(`/api/public/events/${JAZZ}/availabilities`)).json()) as EventAvailabilities;
    expect(answer.body).toEqual(upstream);
    expect(answer.body?.eventId).toBe(JAZZ);
    expect(answer.body?.ticketTypes?.map((entry) => entry.ticketTypeId)).toEqual(['tt_jazz_standing', 'tt_jazz_seated', 'tt_jazz_student', 'tt_jazz_table']);
    expect(standingLeft(answer.body)).toBeLessThanOrEqual(200);
  });

  it("counts a cart's hold at once: the page's cached event would not", async () => {
    const before = standingLeft((await ask(GET, SHOP, JAZZ)).body) ?? Number.NaN;
    const opened = await sandboxCall('/api/public/checkouts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sellerId: 'sel_riverside', add: { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 3 }] } }),
    });
    expect(opened.status).toBeLessThan(300);
    const after = await ask(GET, SHOP, JAZZ);
    expect(standingLeft(after.body)).toBe(before - 3);
  });

  it.each([
    ["another seller's event", SHOP, 'evt_lindenau_faust'],
    ['an unknown event', SHOP, 'evt_nowhere'],
  ])('answers 404 eventNotFound for %s', async (_, seller, eventId) => {
    const answer = await ask(GET, seller, eventId);
    expect(answer.status).toBe(404);
    expect(answer.body?.code).toBe('eventNotFound');
    expect(answer.cacheControl).toBe('private, no-store');
  });

  it('answers 404 for an unknown shop', async () => {
    const answer = await ask(GET, 'no-such-shop', JAZZ);
    expect(answer.status).toBe(404);
    expect(answer.body?.code).toBe('notFound');
  });

  it.each<[string, TicketingError, number]>([
    ['a 5xx', { kind: 'http', status: 500, message: 'upstream broke', retryable: true }, 502],
    ['network trouble', { kind: 'network', message: 'connection refused', timeout: false, retryable: true }, 503],
    ['a timeout', { kind: 'network', message: 'timed out', timeout: true, retryable: true }, 504],
  ])('answers the route kit fetchError when the availabilities call fails with %s', async (_, error, status) => {
    vi.doMock('../../lib/ticketing/availabilities.ts', () => ({ getEventAvailabilities: async () => fail(error) }));
    vi.resetModules();
    const failing = (await import('../../app/api/shops/[seller]/events/[eventId]/availabilities/route.ts')).GET as RouteHandler;
    const answer = await ask(failing, SHOP, JAZZ);
    vi.doUnmock('../../lib/ticketing/availabilities.ts');
    vi.resetModules();
    expect(answer.status).toBe(status);
    expect(answer.body?.code).toBe('fetchError');
    expect(answer.body?.ticketTypes).toBeUndefined();
    expect(answer.cacheControl).toBe('private, no-store');
  });
});
