import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';
import { postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { addToCartInput } from '../../lib/operations/cart.inputs.ts';
import type { SeatHoldAnswer, SeatMapSession } from '../../lib/seat-map/contract.ts';
import type { CartLine, Checkout } from '../../lib/ticketing/schemas/index.ts';

/**
 * The storefront's cart add with a seatingReservationToken (issue 14; docs/adr/0031-seat-map-service.md):
 * seats held on the sandbox's seat map become the cart's lines, one per seat, and a refused claim
 * answers the sandbox's code with the seats at fault and changes nothing.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/headers', () => import('../support/next-server.ts'));

const SHOP = 'riverside-live';
const SELLER = 'sel_riverside';
const HALL = 'evt_riverside_philharmonic';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };
const { sandbox } = routeSandbox('cart-seats-', { SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters' });

interface Refused {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
  seats?: string[];
  orphans?: { id: string; rowName?: string; seatName?: string }[];
}

let items: RouteHandler;
let getCart: RouteHandler;
beforeAll(async () => {
  items = ((await import('../../app/api/shops/[seller]/cart/items/route.ts')) as { POST: RouteHandler }).POST;
  getCart = ((await import('../../app/api/shops/[seller]/cart/route.ts')) as { GET: RouteHandler }).GET;
});
beforeEach(() => clearCookies());

const addToCart = async (body: unknown) =>
  readAnswer<{ cart: Checkout } & Refused>(await items(postJson(`http://localhost/api/shops/${SHOP}/cart/items`, body, SAME_ORIGIN), segment({ seller: SHOP })));
const cart = async () => (await readAnswer<{ cart: Checkout | null }>(await getCart(new Request(`http://localhost/api/shops/${SHOP}/cart`), segment({ seller: SHOP })))).body?.cart ?? null;
const ticketLines = (checkout: Checkout | null | undefined): CartLine[] => (checkout?.items ?? []).flatMap((item) => item.tickets ?? []);

/** The seat-map service as the widget calls it: a header set, then holds with it. */
async function seatMap<T>(method: string, path: string, headers: Record<string, string>, json?: unknown): Promise<{ status: number; body: T }> {
  const response = await (
    await sandbox()
  ).handle(new Request(`http://sandbox.test/api/seatmap${path}`, { method, headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) }, ...(json === undefined ? {} : { body: JSON.stringify(json) }) }));
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
async function holdSeats(seats: readonly string[]): Promise<string> {
  const session = await seatMap<SeatMapSession>('POST', '/sessions', {}, { sellerId: SELLER });
  expect(session.status).toBe(201);
  const held = await seatMap<SeatHoldAnswer>('POST', `/events/${HALL}/holds`, session.body.headers, { seats: seats.map((id) => ({ id })) });
  expect(held.status).toBe(201);
  return held.body.seatingReservationToken;
}

describe('POST /api/shops/[seller]/cart/items with a seatingReservationToken', () => {
  it('opens the cart with one line per held seat, each with its seating info, from the token alone', async () => {
    const token = await holdSeats(['A-22-1', 'A-22-2']);
    const added = await addToCart({ eventId: HALL, seatingReservationToken: token });
    expect(added.status).toBe(200);
    expect(ticketLines(added.body?.cart).map((line) => [line.ticketTypeId, line.amount, line.seatingInfo])).toEqual([
      ['tt_hall_b', 1, { sectionName: 'Stalls', groupName: 'Block A', rowName: '22', seatName: '1', gate: 'Gate 1', seatType: 'foldable' }],
      ['tt_hall_b', 1, { sectionName: 'Stalls', groupName: 'Block A', rowName: '22', seatName: '2', gate: 'Gate 1' }],
    ]);
    expect(cookieJar.values.has('shop_cart')).toBe(true);
    expect(ticketLines(await cart()).map((line) => line.seatingInfo?.seatName)).toEqual(['1', '2']);

    // The token is used up: a second add answers the claim's code and the cart stays as it was.
    const again = await addToCart({ eventId: HALL, seatingReservationToken: token });
    expect([again.status, again.body?.code]).toEqual([409, 'seatingReservationClaimed']);
    expect(ticketLines(await cart())).toHaveLength(2);
  });

  it('refuses a claim that would strand a seat with orphanSeat naming it, and leaves the cart unchanged', async () => {
    // Seats 3 and 4 leave seats 1 and 2 against the row's end: a gap of two is allowed.
    const token = await holdSeats(['C-1-3', 'C-1-4']);
    // Another buyer's best available takes C-1-1 meanwhile, which would leave C-1-2 on its own.
    const other = await (await sandbox()).handle(postJson('http://sandbox.test/api/public/checkouts', { sellerId: SELLER, add: { eventId: HALL, items: [{ ticketTypeId: 'tt_hall_premium', amount: 1 }] } }));
    expect(ticketLines((await other.json()) as Checkout)[0]?.seatingInfo).toMatchObject({ groupName: 'Block C', rowName: '1', seatName: '1' });

    const opened = await addToCart({ eventId: HALL, tickets: [{ ticketTypeId: 'tt_hall_arena', amount: 1 }] });
    expect(opened.status).toBe(200);
    const before = await cart();
    const refused = await addToCart({ eventId: HALL, seatingReservationToken: token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'orphanSeat',
      message: 'This choice would leave seat 2 in row 1 empty on its own',
      orphans: [{ id: 'C-1-2', sectionName: 'Stalls', groupName: 'Block C', rowName: '1', seatName: '2' }],
    });
    expect(await cart()).toEqual(before);
  });

  it('refuses an unknown token without opening a cart', async () => {
    const refused = await addToCart({ eventId: HALL, seatingReservationToken: 'srt_made_up' });
    expect([refused.status, refused.body?.code]).toEqual([409, 'seatingReservationInvalid']);
    expect(cookieJar.values.has('shop_cart')).toBe(false);
  });

  it('refuses an over-long or empty token in its input schema', async () => {
    const long = await addToCart({ eventId: HALL, seatingReservationToken: `srt_${'x'.repeat(300)}` });
    expect([long.status, long.body?.code, long.body?.errors]).toEqual([400, 'invalidInput', { seatingReservationToken: ['tooLong'] }]);
    expect(addToCartInput.safeParse({ eventId: HALL, seatingReservationToken: 'srt_ok' }).success).toBe(true);
    expect(addToCartInput.safeParse({ eventId: HALL, seatingReservationToken: ' ' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['seatingReservationToken', 'required']]);
  });
});
