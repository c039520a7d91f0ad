import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import type { SandboxContext } from '../../lib/sandbox/context.ts';
import { SandboxHttpError } from '../../lib/sandbox/http/errors.ts';
import { addToCart } from '../../lib/sandbox/services/cart-add.ts';
import { loadCheckout } from '../../lib/sandbox/services/checkouts.ts';
import { takenSeats } from '../../lib/sandbox/services/capacity.ts';
import { chartOf, layoutIndexOf } from '../../lib/sandbox/seatmap/charts.ts';
import { CONCERT_HALL_EVENT_ID, concertHallLayout } from '../../lib/sandbox/seed/venues.ts';
import { seatKey, seatsOf } from '../../lib/domain/best-available-seats.ts';
import { SEAT_MAP_HEADERS, type SeatHoldAnswer, type SeatMapSession, type SeatMapStatus, type VenueChart } from '../../lib/seat-map/contract.ts';
import { widgetScript } from '../../lib/sandbox/seatmap/widget-script.ts';
import { checkoutSchema, type CartLine, type Checkout } from '../../lib/ticketing/schemas/index.ts';
import { caller, type Answer } from './support/account-client.ts';

/**
 * The sandbox's seat-map service (issue 14, docs/adr/0031-seat-map-service.md): venue charts, the security
 * header set, live seat status, holds with the orphan-seat rule, and a cart filled with a
 * seatingReservationToken. A seeded in-memory database per test and a clock the tests move.
 */

const RIVERSIDE = 'sel_riverside';
const LINDENAU = 'sel_lindenau';
const HALL = CONCERT_HALL_EVENT_ID;
const JAZZ = 'evt_riverside_jazz';

interface ErrorBody {
  statusCode: number;
  message: string;
  code?: string;
  seats?: string[];
  orphans?: { id: string; rowName: string; seatName: string }[];
  limit?: number;
}

let clock: Date;
let sandbox: Sandbox;

beforeEach(() => {
  clock = new Date('2025-03-14T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const ctx = (): SandboxContext => ({ store: sandbox.store, db: sandbox.store.db, now: () => clock });
const hallEvent = () => {
  const event = sandbox.store.get('events', HALL);
  if (!event) throw new Error('the concert hall is not seeded');
  return event;
};

const { call } = caller(() => sandbox);

async function openSession(sellerId = RIVERSIDE, sessionId?: string): Promise<SeatMapSession> {
  const answer = await call<SeatMapSession>('POST', '/api/seatmap/sessions', { json: { sellerId, ...(sessionId ? { sessionId } : {}) } });
  expect(answer.status).toBe(201);
  return answer.body;
}

function seatMap<T>(method: string, path: string, session: SeatMapSession | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T & ErrorBody>> {
  return call<T & ErrorBody>(method, `/api/seatmap${path}`, { headers: { ...session?.headers, ...headers }, ...(body === undefined ? {} : { json: body }) });
}
const chart = (session: SeatMapSession, eventId = HALL) => seatMap<VenueChart>('GET', `/events/${eventId}/chart`, session);
const status = (session: SeatMapSession, eventId = HALL) => seatMap<SeatMapStatus>('GET', `/events/${eventId}/status`, session);
const hold = (session: SeatMapSession, seats: readonly string[], options: { eventId?: string; areas?: { id: string; amount: number }[]; ticketTypeId?: string } = {}) =>
  seatMap<SeatHoldAnswer>('POST', `/events/${options.eventId ?? HALL}/holds`, session, {
    seats: seats.map((id) => ({ id, ...(options.ticketTypeId ? { ticketTypeId: options.ticketTypeId } : {}) })),
    ...(options.areas ? { areas: options.areas } : {}),
  });

type Ref = { _id: string; secret: string };

async function newCheckout(sellerId = RIVERSIDE): Promise<Ref> {
  const answer = await call<Checkout>('POST', '/api/public/checkouts', { json: { sellerId } });
  expect(answer.status).toBe(201);
  return { _id: answer.body._id, secret: answer.body.secret ?? '' };
}

/**
 * The cart's add call with only a seatingReservationToken. Called on the service: the checkout
 * route's body schema still asks for tickets, products, coupons or a bundle (the change it needs is
 * in the seat-map ADR); the route itself passes the token through (tested below with a ticket).
 */
function addHeld(checkout: Ref, token: string, eventId = HALL): { status: number; cart?: Checkout; error?: ErrorBody } {
  try {
    const cart = sandbox.store.transaction(() => addToCart(ctx(), loadCheckout(ctx(), checkout._id, checkout.secret), { eventId, items: [], products: [], coupons: [], seatingReservationToken: token }));
    return { status: 200, cart: checkoutSchema.parse(cart) };
  } catch (error) {
    if (!(error instanceof SandboxHttpError)) throw error;
    return { status: error.status, error: { statusCode: error.status, message: error.message, ...(error.code ? { code: error.code } : {}), ...error.details } };
  }
}
const ticketLines = (cart: Checkout | undefined): CartLine[] => (cart?.items ?? []).flatMap((item) => item.tickets ?? []);

describe('venue charts', () => {
  it('gives the concert hall over 5,000 seats, each with a unique id and a category with a price', async () => {
    const session = await openSession();
    const answer = await chart(session);
    expect(answer.status).toBe(200);
    const hall = answer.body;
    const seats = hall.sections.flatMap((section) => section.blocks.flatMap((block) => block.rows.flatMap((row) => row.seats.map((seat) => ({ ...seat, category: seat.category ?? row.category })))));
    expect(seats.length).toBeGreaterThanOrEqual(5000);
    expect(hall.seatCount).toBe(seats.length);
    expect(new Set(seats.map((seat) => seat.id)).size).toBe(seats.length);
    const priced = new Map(hall.categories.map((category) => [category.ref, category.ticketTypes]));
    const unpriced = seats.filter((seat) => !(priced.get(seat.category) ?? []).some((type) => type.price > 0));
    expect(unpriced).toEqual([]);
    expect(hall.areas).toEqual([expect.objectContaining({ id: 'arena', name: 'Arena', capacity: 400, category: 'cat_arena' })]);
    expect(new Set(seats.flatMap((seat) => (seat.type ? [seat.type] : [])))).toEqual(new Set(['foldable', 'limitedView', 'wheelchair']));
    expect(hall.sections.every((section) => section.id === 'access' || section.view?.width === 816)).toBe(true);
    expect(hall.orphanRule).toEqual({ minimumSeatDistance: 2, edgeOrphaning: false });
    expect(hall.categories.find((category) => category.ref === 'cat_c')?.ticketTypes.map((type) => [type.ticketTypeId, type.price])).toEqual([
      ['tt_hall_c', 28],
      ['tt_hall_c_young', 15],
    ]);
  });

  it('is the same layout every time, and best available sells exactly the chart seats of each category', () => {
    expect(JSON.stringify(concertHallLayout())).toBe(JSON.stringify(concertHallLayout()));
    const event = hallEvent();
    const index = layoutIndexOf(event);
    for (const category of event.categories ?? []) {
      const onChart = [...(index?.seats.values() ?? [])].filter((seat) => seat.category === category.ref).map((seat) => seat.key);
      const planned = category.seatingPlan ? seatsOf(category.seatingPlan).flat().map(seatKey) : [];
      expect(new Set(planned), category.ref).toEqual(new Set(onChart));
      // Volumes are what can be sold: the sound desk's seats are not.
      const blocked = onChart.filter((key) => index?.blocked.has(index.byKey.get(key) ?? ''));
      if (category.seatingPlan) expect(category.volume, category.ref).toBe(onChart.length - blocked.length);
    }
  });

  it('draws a chart from the best-available plan of a seated event without a layout of its own', async () => {
    const answer = await chart(await openSession(), JAZZ);
    expect(answer.status).toBe(200);
    const rows = answer.body.sections.flatMap((section) => section.blocks.flatMap((block) => block.rows.map((row) => `${section.name}/${block.name}/${row.name}:${row.seats.length}`)));
    expect(rows).toEqual([...['1', '2', '3', '4', '5', '6'].map((row) => `Stalls/Block A/${row}:15`), ...['K', 'L', 'M'].map((row) => `Stalls/Block B/${row}:10`)]);
    // Students and standing have no seats: they are areas; the table for four is never sold online.
    expect(answer.body.areas.map((area) => [area.name, area.capacity])).toEqual([
      ['Standing', 200],
      ['Students', 30],
    ]);
    expect(answer.body.categories.find((category) => category.ref === 'cat_seated')?.ticketTypes.map((type) => type.ticketTypeId)).toEqual(['tt_jazz_seated']);
  });

  it('answers 404 noSeatMap for an event without seats, and 304 for a chart the browser has', async () => {
    const session = await openSession();
    expect((await chart(session, 'evt_riverside_blues')).body.code).toBe('noSeatMap');
    const first = await chart(session);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('private, max-age=300');
    const again = await seatMap('GET', `/events/${HALL}/chart`, session, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});

describe('the security header set', () => {
  it('serves the widget script to anyone: a script tag sends no headers', async () => {
    const response = await sandbox.handle(new Request('http://sandbox.test/api/seatmap/js/init.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(widgetScript().script);
    expect(widgetScript().script).toContain('window.SeatMap');
  });

  it('issues a set for a seller, keeping a session id it was given', async () => {
    const first = await openSession();
    expect(first.headers).toEqual({ [SEAT_MAP_HEADERS.queueToken]: first.queueToken, [SEAT_MAP_HEADERS.sellerId]: RIVERSIDE, [SEAT_MAP_HEADERS.sessionId]: first.sessionId });
    expect(Date.parse(first.expiresAt) - clock.getTime()).toBe(60 * 60 * 1000);
    const renewed = await openSession(RIVERSIDE, first.sessionId);
    expect(renewed.sessionId).toBe(first.sessionId);
    expect((await openSession(RIVERSIDE, 'not-a-session-id')).sessionId).not.toBe('not-a-session-id');
    const unknown = await call<ErrorBody>('POST', '/api/seatmap/sessions', { json: { sellerId: 'sel_nobody' } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'sellerNotFound']);
  });

  it('refuses calls without a valid set and accepts a valid one', async () => {
    const session = await openSession();
    const other = await openSession();
    const lindenau = await openSession(LINDENAU);
    const tampered = `${session.queueToken.slice(0, -2)}${session.queueToken.endsWith('AA') ? 'BB' : 'AA'}`;
    const path = `/events/${HALL}/status`;
    const cases: [string, Record<string, string>, number, string | undefined][] = [
      ['no headers', {}, 401, 'seatMapHeadersMissing'],
      ['no session id', { [SEAT_MAP_HEADERS.queueToken]: session.queueToken, [SEAT_MAP_HEADERS.sellerId]: RIVERSIDE }, 401, 'seatMapHeadersMissing'],
      ['a token the service did not sign', { ...session.headers, [SEAT_MAP_HEADERS.queueToken]: tampered }, 401, 'seatMapTokenInvalid'],
      ['garbage', { ...session.headers, [SEAT_MAP_HEADERS.queueToken]: 'v1.e30.AAAA' }, 401, 'seatMapTokenInvalid'],
      ["another session's id", { ...session.headers, [SEAT_MAP_HEADERS.sessionId]: other.sessionId }, 403, 'seatMapHeadersMismatch'],
      ['another seller id', { ...session.headers, [SEAT_MAP_HEADERS.sellerId]: LINDENAU }, 403, 'seatMapHeadersMismatch'],
      ["another seller's event", lindenau.headers, 403, 'sellerMismatch'],
      ['a valid set', session.headers, 200, undefined],
    ];
    for (const [why, headers, statusCode, code] of cases) {
      const answer = await seatMap<SeatMapStatus>('GET', path, undefined, undefined, headers);
      expect({ why, status: answer.status, code: answer.body?.code }).toEqual({ why, status: statusCode, code });
    }
    // Holds are refused the same way, and nothing is held.
    const refused = await seatMap('POST', `/events/${HALL}/holds`, undefined, { seats: [{ id: 'C-1-1' }] });
    expect([refused.status, refused.body.code]).toEqual([401, 'seatMapHeadersMissing']);
    expect((await status(session)).body.held).toEqual([]);
  });

  it('refuses a set past its expiry', async () => {
    const session = await openSession();
    advance(60 * 60 * 1000);
    const answer = await status(session);
    expect([answer.status, answer.body.code]).toEqual([401, 'seatMapTokenExpired']);
  });
});

describe('seat status', () => {
  it('stays compact for the fresh big hall: only the blocked seats and the arena', async () => {
    const answer = await sandbox.handle(new Request(`http://sandbox.test/api/seatmap/events/${HALL}/status`, { headers: (await openSession()).headers }));
    const body = await answer.text();
    expect(body.length).toBeLessThan(20 * 1024);
    const parsed = JSON.parse(body) as SeatMapStatus;
    expect(parsed).toMatchObject({ sold: [], held: [], mine: [], areas: [{ id: 'arena', remaining: 400 }] });
    expect(parsed.blocked).toHaveLength(16);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('shows the seeded sales of a seated event as sold, and answers 304 while nothing changes', async () => {
    const session = await openSession();
    const answer = await status(session, JAZZ);
    // Alex's seats in row 4 of block A (demo orders).
    expect(answer.body.sold).toEqual(expect.arrayContaining(['B1-4-13', 'B1-4-14', 'B1-4-15']));
    const etag = answer.headers.get('etag') ?? '';
    expect((await seatMap('GET', `/events/${JAZZ}/status`, session, undefined, { 'if-none-match': etag })).status).toBe(304);
    await hold(session, ['B1-1-1'], { eventId: JAZZ });
    expect((await seatMap('GET', `/events/${JAZZ}/status`, session, undefined, { 'if-none-match': etag })).status).toBe(200);
  });
});

describe('holding seats', () => {
  it('answers a seatingReservationToken with the seats, their seating info and price, expiring with a checkout lifetime', async () => {
    const session = await openSession();
    const answer = await hold(session, ['C-1-11', 'C-1-12']);
    expect(answer.status).toBe(201);
    expect(answer.body.seatingReservationToken).toMatch(/^srt_/);
    expect(Date.parse(answer.body.expiresAt) - clock.getTime()).toBe(15 * 60 * 1000);
    expect(answer.body.items).toEqual([
      {
        id: 'C-1-11',
        kind: 'seat',
        amount: 1,
        ticketTypeId: 'tt_hall_premium',
        categoryRef: 'cat_premium',
        price: 95,
        seatingInfo: { sectionName: 'Stalls', groupName: 'Block C', rowName: '1', seatName: '11', gate: 'Gate 2' },
      },
      expect.objectContaining({ id: 'C-1-12', price: 95 }),
    ]);
    const mine = (await status(session)).body;
    expect(mine.held).toEqual(['C-1-11', 'C-1-12']);
    // The items as the hold answered them, so the widget shows a reloaded choice with its ticket types and prices.
    expect(mine.mine).toEqual([{ seatingReservationToken: answer.body.seatingReservationToken, expiresAt: answer.body.expiresAt, seats: ['C-1-11', 'C-1-12'], areas: [], items: answer.body.items }]);
  });

  it('holds a seat for one session only: a second session cannot hold it, and sees it held', async () => {
    const first = await openSession();
    const second = await openSession();
    expect((await hold(first, ['H-A-5', 'H-A-6'])).status).toBe(201);
    const refused = await hold(second, ['H-A-6', 'H-A-7']);
    expect([refused.status, refused.body.code, refused.body.seats]).toEqual([409, 'seatUnavailable', ['H-A-6']]);
    const seen = (await status(second)).body;
    expect(seen.held).toEqual(['H-A-5', 'H-A-6']);
    expect(seen.mine).toEqual([]);
  });

  it('refuses a choice that would strand a single seat, naming it', async () => {
    const first = await openSession();
    const second = await openSession();
    expect((await hold(first, ['C-5-5', 'C-5-6'])).status).toBe(201);
    const refused = await hold(second, ['C-5-8', 'C-5-9']);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('orphanSeat');
    expect(refused.body.orphans).toEqual([expect.objectContaining({ id: 'C-5-7', rowName: '5', seatName: '7' })]);
    expect(refused.body.message).toBe('This choice would leave seat 7 in row 5 empty on its own');
    // Edge orphaning is off: one seat left against the end of the row is fine.
    expect((await hold(second, ['C-6-2', 'C-6-3'])).status).toBe(201);
    // Filling the gap is welcome.
    expect((await hold(second, ['C-5-7'])).status).toBe(201);
  });

  it('refuses unknown, blocked and too many seats, a ticket type of another category, and an event not on sale', async () => {
    const session = await openSession();
    const unknown = await hold(session, ['Z-1-1']);
    expect([unknown.status, unknown.body.code, unknown.body.seats]).toEqual([400, 'unknownSeat', ['Z-1-1']]);
    const blocked = await hold(session, ['C-27-9']);
    expect([blocked.status, blocked.body.code]).toEqual([409, 'seatUnavailable']);
    const eleven = await hold(session, Array.from({ length: 11 }, (_, index) => `B-3-${index + 1}`));
    expect([eleven.status, eleven.body.code, eleven.body.limit]).toEqual([409, 'tooManySeats', 10]);
    const wrongType = await hold(session, ['C-1-1'], { ticketTypeId: 'tt_hall_c' });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 'ticketTypeMismatch']);
    const young = await hold(session, ['K-AA-1'], { ticketTypeId: 'tt_hall_c_young' });
    expect(young.body.items?.[0]).toMatchObject({ ticketTypeId: 'tt_hall_c_young', price: 15, seatingInfo: { sectionName: 'Balcony', groupName: 'Block K', rowName: 'AA', seatName: '1' } });
    const duplicate = await hold(session, ['C-2-1', 'C-2-1']);
    expect(duplicate.status).toBe(400);
    advance(50 * 24 * 60 * 60 * 1000);
    const past = await hold(await openSession(), ['C-1-1']);
    expect([past.status, past.body.code]).toEqual([409, 'notOnSale']);
  });

  it('counts every seat a session holds against its limit, and replaces or releases a hold of its own only', async () => {
    const session = await openSession();
    const stranger = await openSession();
    const first = await hold(session, ['D-2-1', 'D-2-2', 'D-2-3', 'D-2-4', 'D-2-5', 'D-2-6']);
    const second = await hold(session, ['D-3-1', 'D-3-2', 'D-3-3', 'D-3-4', 'D-3-5']);
    expect([second.status, second.body.code]).toEqual([409, 'tooManySeats']);
    const token = first.body.seatingReservationToken;
    const path = `/events/${HALL}/holds/${token}`;
    expect((await seatMap('PUT', path, stranger, { seats: [{ id: 'D-2-1' }] })).body.code).toBe('holdNotFound');
    expect((await seatMap('DELETE', path, stranger)).status).toBe(404);
    const replaced = await seatMap<SeatHoldAnswer>('PUT', path, session, { seats: [{ id: 'D-2-1' }, { id: 'D-2-2' }] });
    expect(replaced.status).toBe(200);
    expect([replaced.body.seatingReservationToken, replaced.body.expiresAt]).toEqual([token, first.body.expiresAt]);
    expect((await status(session)).body.held).toEqual(['D-2-1', 'D-2-2']);
    // Giving back the middle of a choice would strand a seat too.
    const holey = await seatMap('PUT', path, session, { seats: [{ id: 'D-2-1' }, { id: 'D-2-3' }] });
    expect(holey.body.code).toBe('orphanSeat');
    expect((await seatMap('DELETE', path, session)).status).toBe(204);
    expect((await status(stranger)).body.held).toEqual([]);
    expect((await seatMap('PUT', path, session, { seats: [{ id: 'D-2-1' }] })).body.code).toBe('holdExpired');
  });

  it('lets the seats go when the hold runs out unclaimed', async () => {
    const session = await openSession();
    await hold(session, ['E-4-1', 'E-4-2']);
    advance(15 * 60 * 1000);
    const later = await openSession();
    expect((await status(later)).body.held).toEqual([]);
    expect((await hold(later, ['E-4-1', 'E-4-2'])).status).toBe(201);
  });

  it('keeps the availabilities consistent with the holds', async () => {
    const session = await openSession();
    const availability = async () =>
      (await call<{ remaining: number; ticketTypes: { ticketTypeId: string; remaining: number }[]; categories: { ref: string; remaining: number }[] }>('GET', `/api/public/events/${HALL}/availabilities`)).body;
    const before = await availability();
    await hold(session, ['C-3-1', 'C-3-2', 'C-3-3'], { areas: [{ id: 'arena', amount: 2 }] });
    const after = await availability();
    expect(after.remaining).toBe(before.remaining - 5);
    const category = (body: typeof before, ref: string) => body.categories.find((entry) => entry.ref === ref)?.remaining;
    expect(category(after, 'cat_premium')).toBe((category(before, 'cat_premium') ?? 0) - 3);
    expect(category(after, 'cat_arena')).toBe((category(before, 'cat_arena') ?? 0) - 2);
    expect(after.ticketTypes.find((type) => type.ticketTypeId === 'tt_hall_premium')?.remaining).toBe(717);
    expect((await status(session)).body.areas).toEqual([{ id: 'arena', remaining: 398 }]);
  });
});

describe('filling the cart with a seatingReservationToken', () => {
  it('adds one ticket line per held seat with its seating info at its price, and the reserved tickets carry the seats', async () => {
    const session = await openSession();
    const held = await hold(session, ['A-22-1', 'A-22-2'], { areas: [{ id: 'arena', amount: 2 }] });
    const checkout = await newCheckout();
    const added = addHeld(checkout, held.body.seatingReservationToken);
    expect(added.status).toBe(200);
    expect(ticketLines(added.cart).map((line) => [line.ticketTypeId, line.amount, line.price, line.seatingInfo])).toEqual([
      ['tt_hall_b', 1, 48, { sectionName: 'Stalls', groupName: 'Block A', rowName: '22', seatName: '1', gate: 'Gate 1', seatType: 'foldable' }],
      ['tt_hall_b', 1, 48, { sectionName: 'Stalls', groupName: 'Block A', rowName: '22', seatName: '2', gate: 'Gate 1' }],
      ['tt_hall_arena', 2, 12, { name: 'Arena', gate: 'Gate 2' }],
    ]);
    const tickets = sandbox.store.list('tickets', { eventId: HALL }).docs.filter((ticket) => ticket.checkoutId === checkout._id);
    expect(tickets.map((ticket) => [ticket.status, ticket.seatingInfo?.seatName ?? ticket.seatingInfo?.name])).toEqual([
      ['reserved', '1'],
      ['reserved', '2'],
      ['reserved', 'Arena'],
      ['reserved', 'Arena'],
    ]);
    // In a cart now: still held for everyone, no longer a hold of the session, the token used up.
    const seen = (await status(session)).body;
    expect([seen.held, seen.mine, seen.areas]).toEqual([['A-22-1', 'A-22-2'], [], [{ id: 'arena', remaining: 398 }]]);
    expect(addHeld(checkout, held.body.seatingReservationToken).error?.code).toBe('seatingReservationClaimed');
    const path = `/events/${HALL}/holds/${held.body.seatingReservationToken}`;
    expect((await seatMap('DELETE', path, session)).body.code).toBe('holdClaimed');
  });

  it('passes the token through the checkout route together with other tickets', async () => {
    const session = await openSession();
    const held = await hold(session, ['J-A-23', 'J-A-24']);
    const checkout = await newCheckout();
    const answer = await call<Checkout & ErrorBody>('POST', `/api/public/checkouts/${checkout._id}/items`, {
      json: { secret: checkout.secret, eventId: HALL, seatingReservationToken: held.body.seatingReservationToken, items: [{ ticketTypeId: 'tt_hall_arena', amount: 1 }] },
    });
    expect(answer.status).toBe(200);
    expect(ticketLines(checkoutSchema.parse(answer.body)).map((line) => [line.ticketTypeId, line.seatingInfo?.seatName ?? null, line.seatingInfo?.seatType ?? null])).toEqual([
      ['tt_hall_a', '23', 'limitedView'],
      ['tt_hall_a', '24', 'limitedView'],
      ['tt_hall_arena', null, null],
    ]);
  });

  it('refuses a token of another event, an expired one, and one another cart took', async () => {
    const session = await openSession();
    const held = await hold(session, ['G-B-10', 'G-B-11']);
    const token = held.body.seatingReservationToken;
    expect(addHeld(await newCheckout(), token, JAZZ).error?.code).toBe('seatingReservationInvalid');
    expect(addHeld(await newCheckout(), 'srt_made_up').error?.code).toBe('seatingReservationInvalid');
    expect(addHeld(await newCheckout(LINDENAU), token).status).toBe(404);
    advance(15 * 60 * 1000);
    const late = addHeld(await newCheckout(), token);
    expect([late.status, late.error?.code]).toEqual([409, 'seatingReservationExpired']);
  });

  it('checks the orphan rule again: a seat best available took meanwhile can strand one', async () => {
    const session = await openSession();
    // Seats 3 and 4 leave seats 1 and 2 against the edge: allowed.
    const held = await hold(session, ['C-1-3', 'C-1-4']);
    expect(held.status).toBe(201);
    // Best available starts a new row at its first free seat: C-1-1.
    const other = await newCheckout();
    const best = await call<Checkout>('POST', `/api/public/checkouts/${other._id}/items`, { json: { secret: other.secret, eventId: HALL, items: [{ ticketTypeId: 'tt_hall_premium', amount: 1 }] } });
    expect(ticketLines(best.body)[0]?.seatingInfo).toMatchObject({ groupName: 'Block C', rowName: '1', seatName: '1' });
    const refused = addHeld(await newCheckout(), held.body.seatingReservationToken);
    expect([refused.status, refused.error?.code, refused.error?.orphans?.map((orphan) => orphan.id)]).toEqual([409, 'orphanSeat', ['C-1-2']]);
    // The refused add left the hold as it was.
    expect((await status(session)).body.mine.map((own) => own.seats)).toEqual([['C-1-3', 'C-1-4']]);
  });

  it('releases the seats when their line is removed, the cart is aborted or it expires', async () => {
    const session = await openSession();
    const checkout = await newCheckout();
    const added = addHeld(checkout, (await hold(session, ['I-C-1', 'I-C-2'])).body.seatingReservationToken);
    const [first] = ticketLines(added.cart);
    const removed = await call<Checkout>('POST', `/api/public/checkouts/${checkout._id}/remove`, { json: { secret: checkout.secret, lineId: first?._id } });
    expect(removed.status).toBe(200);
    expect((await status(session)).body.held).toEqual(['I-C-2']);
    await call('POST', `/api/public/checkouts/${checkout._id}/abort`, { json: { secret: checkout.secret } });
    expect((await status(session)).body.held).toEqual([]);

    const again = await newCheckout();
    addHeld(again, (await hold(session, ['I-D-1', 'I-D-2'])).body.seatingReservationToken);
    expect((await status(session)).body.held).toEqual(['I-D-1', 'I-D-2']);
    advance(15 * 60 * 1000);
    expect((await status(await openSession())).body.held).toEqual([]);
  });

  it('shows bought seats as sold', async () => {
    const session = await openSession();
    const checkout = await newCheckout();
    addHeld(checkout, (await hold(session, ['F-L-5', 'F-L-6'])).body.seatingReservationToken);
    // Paying turns reserved tickets valid; here the tickets are marked so directly.
    for (const ticket of sandbox.store.list('tickets', { eventId: HALL }).docs) sandbox.store.put('tickets', { ...ticket, status: 'valid', expiresAt: null });
    const seen = (await status(session)).body;
    expect([seen.sold, seen.held]).toEqual([['F-L-5', 'F-L-6'], []]);
  });
});

describe('best available with the seat map', () => {
  it('skips seats held on the map and blocked seats', async () => {
    const session = await openSession();
    await hold(session, ['C-1-1', 'C-1-2', 'C-1-3', 'C-1-4']);
    const checkout = await newCheckout();
    const answer = await call<Checkout>('POST', `/api/public/checkouts/${checkout._id}/items`, { json: { secret: checkout.secret, eventId: HALL, items: [{ ticketTypeId: 'tt_hall_premium', amount: 2 }] } });
    expect(ticketLines(answer.body).map((line) => `${line.seatingInfo?.groupName} ${line.seatingInfo?.rowName}-${line.seatingInfo?.seatName}`)).toEqual(['Block C 1-5', 'Block C 1-6']);
    const index = layoutIndexOf(hallEvent());
    const taken = takenSeats(ctx(), hallEvent());
    for (const id of index?.blocked ?? []) expect(taken.has(index?.seats.get(id)?.key ?? '')).toBe(true);
  });

  it("gives a best-available ticket the chart's seat type", async () => {
    const checkout = await newCheckout();
    const answer = await call<Checkout>('POST', `/api/public/checkouts/${checkout._id}/items`, { json: { secret: checkout.secret, eventId: HALL, items: [{ ticketTypeId: 'tt_hall_access', amount: 1 }] } });
    expect(ticketLines(answer.body)[0]?.seatingInfo).toEqual({ sectionName: 'Stalls', groupName: 'Access platform', rowName: 'W', seatName: '1', gate: 'Gate 2', seatType: 'wheelchair' });
    expect((await status(await openSession())).body.held).toEqual(['W-W-1']);
  });

  it('keeps the chart, prices included, while the event stays the same', () => {
    expect(chartOf(hallEvent())).toBe(chartOf(hallEvent()));
  });
});
