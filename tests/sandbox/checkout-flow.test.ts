import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { DEMO_PASSWORD, GATEWAYS } from '../../lib/sandbox/seed/ids.ts';
import { COUPON_CODES, LINDENAU_FEES, RIVERSIDE_FEES } from '../../lib/sandbox/seed/pricing.ts';
import { CHECKOUT_LIFETIME_MS } from '../../lib/sandbox/services/checkouts.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/domain/uploads.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';
import { ORIGIN, caller, type Answer } from './support/account-client.ts';
import { checkoutSchema, ticketSchema, type CartLine, type Checkout, type Ticket } from '../../lib/ticketing/schemas/index.ts';
import { BUYER_DETAILS } from '../support/buyer-details.ts';

/**
 * Buying tickets end to end through the sandbox's handler (ADR 0009): cart, prices, fees and
 * discounts, seats, slots, bundles, removal, abort and expiry, step 2 details, data fields,
 * personalization, uploads and payment with the test gateway. A seeded in-memory database per
 * test and a clock the tests move. Prices are derived from the seeded fee scheme constants.
 */

const RIVERSIDE = 'sel_riverside';
const JAZZ = 'evt_riverside_jazz';
const BLUES = 'evt_riverside_blues';
const EXHIBITION = 'evt_riverside_exhibition';
const FAUST = 'evt_lindenau_faust';
const EMPFANG = 'evt_lindenau_empfang';
const GATEWAY = GATEWAYS.riversideSandbox;
const RETURN_URL = '/riverside-live/checkout/evt_riverside_jazz?step=3';
const { bookingFeeBelow30, bookingFeeFrom30, serviceFee } = RIVERSIDE_FEES;

interface ErrorBody {
  statusCode: number;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
  lines?: CartLine[];
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
const cents = (value: number) => Math.round(value * 100);

const { call: request } = caller(() => sandbox);
const call = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> =>
  request<T>(method, path, { ...(body === undefined ? {} : { json: body }), headers });
const post = <T>(path: string, body: unknown, headers?: Record<string, string>) => call<T>('POST', path, body, headers);
const get = <T>(path: string) => call<T>('GET', path);

type Ref = Pick<Checkout, '_id'> & { secret: string };

async function newCheckout(sellerId = RIVERSIDE): Promise<Ref> {
  const answer = await post<Checkout>('/api/public/checkouts', { sellerId });
  expect(answer.status).toBe(201);
  return { _id: answer.body._id, secret: answer.body.secret ?? '' };
}

interface AddBody {
  eventId: string;
  items?: { ticketTypeId: string; amount: number; slotId?: string; asHardTicket?: boolean }[];
  products?: { productId: string; amount: number }[];
  coupons?: string[];
  bundle?: { bundleId: string; triggeredBy: string; components: { componentId: string; amount: number }[] };
}
const add = (checkout: Ref, body: AddBody) => post<Checkout & ErrorBody>(`/api/public/checkouts/${checkout._id}/items`, { secret: checkout.secret, ...body });
const remove = (checkout: Ref, lineId: string, confirm?: boolean) =>
  post<Checkout & ErrorBody>(`/api/public/checkouts/${checkout._id}/remove`, { secret: checkout.secret, lineId, ...(confirm === undefined ? {} : { confirm }) });
const read = async (checkout: Ref) => checkoutSchema.parse((await get<Checkout>(`/api/public/checkouts/${checkout._id}?secret=${encodeURIComponent(checkout.secret)}`)).body);
const cartTickets = async (checkout: Ref) =>
  (await get<{ docs: Ticket[]; total: number }>(`/api/public/checkouts/${checkout._id}/tickets?secret=${encodeURIComponent(checkout.secret)}`)).body.docs;
const ticketsOf = (eventId: string) => sandbox.store.list('tickets', { eventId }).docs;
const lines = (checkout: Checkout): CartLine[] => (checkout.items ?? []).flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])]);
const fees = (checkout: Checkout) => (checkout.items ?? []).flatMap((item) => [...(item.outerFeeComponents?.fix ?? []), ...(item.outerFeeComponents?.var ?? [])]);

const ADULT_DETAILS = BUYER_DETAILS;
const putDetails = (checkout: Ref, details: Record<string, unknown>) => call<Checkout & ErrorBody>('PUT', `/api/public/checkouts/${checkout._id}/details`, { secret: checkout.secret, ...details });

/** A birthdate making the holder `years` old on the day of the ticket's relevancy date (in London, the event's zone). */
function birthdateAged(ticket: Ticket, years: number): string {
  const day = new Date(ticket.relevancyDate ?? '').toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  return `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
}
const jazzAnswers = (ticket: Ticket) => ({
  holderEmail: 'holder@example.com',
  phone: '+447911123456',
  houseRules: true,
  birthdate: birthdateAged(ticket, 30),
});
const personalize = (ticket: Ticket, body: unknown) => post<Ticket & ErrorBody>(`/api/tickets/personalize/${ticket._id}/${encodeURIComponent(ticket.secret ?? '')}`, body);

describe('adding to the cart: prices, fees and discounts', () => {
  it('prices tickets, a product and a chosen bundle with the seeded fees, then coupons in the domain order', async () => {
    const checkout = await newCheckout();
    const added = await add(checkout, {
      eventId: JAZZ,
      items: [
        { ticketTypeId: 'tt_jazz_standing', amount: 2 },
        { ticketTypeId: 'tt_jazz_seated', amount: 1 },
      ],
      products: [{ productId: 'prd_programme', amount: 1 }],
    });
    expect(added.status).toBe(200);
    // The seat's Dinner & Show is offered (ADR 0026); the buyer takes one dinner and one drink.
    const seat = checkoutSchema.parse(added.body).items?.[0]?.tickets?.[1];
    const chosen = await add(checkout, {
      eventId: JAZZ,
      bundle: {
        bundleId: 'bnd_dinner_and_show',
        triggeredBy: seat?._id ?? '',
        components: [
          { componentId: 'bnc_dinner', amount: 1 },
          { componentId: 'bnc_drink', amount: 1 },
        ],
      },
    });
    expect(chosen.status).toBe(200);
    const cart = checkoutSchema.parse(chosen.body);
    const item = cart.items?.[0];
    // Standing £25 ×2, Seated £39, the Dinner & Show bundle (dinner £29 + drink £7) for the seat, the programme £5.
    expect(item?.tickets?.map((line) => [line.ticketTypeId, line.amount, line.price])).toEqual([
      ['tt_jazz_standing', 2, 25],
      ['tt_jazz_seated', 1, 39],
    ]);
    const bundle = item?.products?.find((line) => line.type === 'bundle');
    expect(bundle).toMatchObject({ productId: 'bnd_dinner_and_show', amount: 1, price: 36, triggeredBy: item?.tickets?.[1]?._id });
    expect(bundle?.subItems?.map((sub) => [sub.productId, sub.amount, sub.price, sub.showPrice])).toEqual([
      ['prd_dinner', 1, 29, false],
      ['prd_drinks', 1, 7, false],
    ]);
    expect(item?.products?.find((line) => line.type === 'product')).toMatchObject({ productId: 'prd_programme', amount: 1, price: 5 });

    // Booking fee: 2 × 1.50 (under £30) + 2.50 (from £30); service fee once; nothing posted.
    const bookingFee = 2 * bookingFeeBelow30 + bookingFeeFrom30;
    expect(item?.outerFeeComponents?.fix).toEqual([
      { total: bookingFee, name: 'Booking fee', exposed: true },
      { total: serviceFee, name: 'Service fee', exposed: false },
    ]);
    expect(bookingFee).toBe(5.5);
    const items = 2 * 25 + 39 + 36 + 5;
    expect(item?.appliedDiscountInfo ?? null).toBeNull();
    expect(cents(cart.realPrice ?? NaN)).toBe(cents(items + bookingFee + serviceFee));
    expect(cart.realPrice).toBe(136.49);
    expect(item?.realPrice).toBe(cart.realPrice);

    // WELCOME10: 10 % of £130 = £13.
    const welcome = checkoutSchema.parse((await add(checkout, { eventId: JAZZ, coupons: ['welcome10'] })).body);
    expect(welcome.items?.[0]?.appliedCoupons).toEqual([{ code: COUPON_CODES.welcome10 }]);
    expect(welcome.items?.[0]?.appliedDiscountInfo?.discounts).toEqual([{ type: 'var_discount', absoluteDiscountValue: 13 }]);
    expect(welcome.realPrice).toBe(123.49);

    // FIVEOFF joins (both combinable) and goes first: £5 off, then 10 % of £125 = £12.50.
    const five = checkoutSchema.parse((await add(checkout, { eventId: JAZZ, coupons: [COUPON_CODES.fiveOff] })).body);
    expect(five.items?.[0]?.appliedDiscountInfo?.discounts).toEqual([
      { type: 'fix_discount', absoluteDiscountValue: 5 },
      { type: 'var_discount', absoluteDiscountValue: 12.5 },
    ]);
    // Most expensive first: the £39 seat carries the £5.
    const seatLine = five.items?.[0]?.appliedDiscountInfo?.items?.find((entry) => entry._id === five.items?.[0]?.tickets?.[1]?._id);
    expect(seatLine).toMatchObject({ regularTotal: 39 });
    expect(five.realPrice).toBe(cents(112.5 + bookingFee + serviceFee) / 100);

    // NOFEES waives every fee.
    const waived = checkoutSchema.parse((await add(checkout, { eventId: JAZZ, coupons: [COUPON_CODES.noFees] })).body);
    expect(fees(waived)).toEqual([]);
    expect(waived.items?.[0]?.appliedDiscountInfo?.discounts?.map((discount) => discount.type)).toEqual(['fix_discount', 'var_discount', 'waive_fees']);
    expect(waived.realPrice).toBe(112.5);
  });

  it('refuses coupons with codes: unknown, expired, duplicate, not combinable, more tickets than allowed', async () => {
    const checkout = await newCheckout();
    const refused = async (codes: string[]) => {
      const answer = await add(checkout, { eventId: JAZZ, coupons: codes });
      expect(answer.status).toBe(400);
      return answer.body.code;
    };
    expect(await refused(['NOPE'])).toBe('couponNotFound');
    expect(await refused([COUPON_CODES.expired])).toBe('couponExpired');
    expect((await add(checkout, { eventId: JAZZ, coupons: [COUPON_CODES.welcome10] })).status).toBe(200);
    expect(await refused(['Welcome10'])).toBe('couponDuplicate');
    expect(await refused([COUPON_CODES.freeShow])).toBe('couponNotCombinable');

    const other = await newCheckout();
    expect((await add(other, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 3 }] })).status).toBe(200);
    const tooMany = await add(other, { eventId: JAZZ, coupons: [COUPON_CODES.freeShow] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('couponMaxTickets');

    // With FREESHOW first, its max tickets (2) limits the cart: a third ticket cannot be added.
    const free = await newCheckout();
    expect((await add(free, { eventId: JAZZ, coupons: ['freeshow'], items: [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }] })).status).toBe(200);
    const third = await add(free, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ message: 'Could not add to cart!', code: 'couldNotAddToCart' });
  });

  it('keeps net prices with their tax rate for an Exclusive seller and charges the gross total', async () => {
    const checkout = await newCheckout('sel_lindenau');
    const cart = checkoutSchema.parse((await add(checkout, { eventId: FAUST, items: [{ ticketTypeId: 'tt_faust_parkett', amount: 2 }] })).body);
    expect(cart.items?.[0]?.tickets?.[0]).toMatchObject({ price: 24.3, taxRate: 0.07, amount: 2 });
    // 10 % presale fee on each net price: 2 × 2.43.
    expect(cart.items?.[0]?.outerFeeComponents?.var).toEqual([{ total: 2 * 2.43, name: 'Vorverkaufsgebühr', exposed: true }]);
    expect(LINDENAU_FEES.presaleShare).toBe(0.1);
    // Net £48.60 plus 7 % VAT = 52.00 (rounded to cents), plus the fees.
    expect(cart.realPrice).toBe(cents(52 + 4.86) / 100);
  });

  it('creates one reserved ticket per unit, with the checkout expiry, relevancy date and personalization flags', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }] })).body);
    const tickets = await cartTickets(checkout);
    expect(tickets).toHaveLength(2);
    const jazzStart = sandbox.store.get('events', JAZZ)?.start;
    for (const ticket of tickets) {
      expect(ticketSchema.parse(ticket)).toMatchObject({
        status: 'reserved',
        sellerId: RIVERSIDE,
        eventId: JAZZ,
        checkoutId: checkout._id,
        checkoutItemId: cart.items?.[0]?._id,
        cartItemId: cart.items?.[0]?.tickets?.[0]?._id,
        ticketTypeId: 'tt_jazz_standing',
        ticketName: 'Standing',
        categoryName: 'Standing',
        expiresAt: cart.expiresAt,
        relevancyDate: jazzStart,
        requiresPersonalization: true,
        requiresExtraFields: true,
        personalized: false,
      });
      expect(ticket.secret?.length).toBeGreaterThanOrEqual(16);
    }
    // The car park has no data fields: nothing to personalize.
    await add(checkout, { eventId: 'evt_riverside_parking', items: [{ ticketTypeId: 'tt_parking_car', amount: 1 }] });
    const parking = (await cartTickets(checkout)).find((ticket) => ticket.eventId === 'evt_riverside_parking');
    expect(parking).toMatchObject({ requiresPersonalization: false, requiresExtraFields: false });
  });

  it('assigns best-available seats side by side, one line per seat, never a taken one', async () => {
    const first = await newCheckout();
    const cart = checkoutSchema.parse((await add(first, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_seated', amount: 3 }] })).body);
    const seats = (cart.items?.[0]?.tickets ?? []).map((line) => line.seatingInfo);
    expect(cart.items?.[0]?.tickets?.every((line) => line.amount === 1)).toBe(true);
    expect(new Set(seats.map((seat) => `${seat?.sectionName}/${seat?.groupName}/${seat?.rowName}`)).size).toBe(1);
    const numbers = seats.map((seat) => Number(seat?.seatName));
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
    // Every bought seat keeps its place: each seat line is offered its own bundle (ADR 0026).
    expect(cart.items?.[0]?.bundleOffers?.map((offer) => offer.triggeredBy)).toEqual(cart.items?.[0]?.tickets?.map((line) => line._id));
    const tickets = await cartTickets(first);
    expect(tickets.map((ticket) => ticket.seatingInfo?.seatName)).toEqual(seats.map((seat) => seat?.seatName));

    const second = await newCheckout();
    const next = checkoutSchema.parse((await add(second, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_seated', amount: 2 }] })).body);
    const taken = new Set(
      ticketsOf(JAZZ)
        .filter((ticket) => ticket.checkoutId !== second._id && ticket.status !== 'invalid' && ticket.seatingInfo?.seatName)
        .map((ticket) => JSON.stringify([ticket.seatingInfo?.groupName, ticket.seatingInfo?.rowName, ticket.seatingInfo?.seatName])),
    );
    for (const line of next.items?.[0]?.tickets ?? []) {
      expect(taken.has(JSON.stringify([line.seatingInfo?.groupName, line.seatingInfo?.rowName, line.seatingInfo?.seatName]))).toBe(false);
    }
  });

  it('needs a time slot for the exhibition entry, and checks it belongs to the category', async () => {
    const checkout = await newCheckout();
    const exhibition = sandbox.store.get('events', EXHIBITION);
    const slot = exhibition?.slots?.[0];
    const missing = await add(checkout, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_adult', amount: 2 }] });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'No time slot cart item found', code: 'noTimeSlot' });
    const unknown = await add(checkout, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_adult', amount: 2, slotId: 'slot_nope' }] });
    expect(unknown.body.code).toBe('noTimeSlot');

    const withSlot = checkoutSchema.parse((await add(checkout, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_adult', amount: 2, slotId: slot?._id ?? '' }] })).body);
    expect(withSlot.items?.[0]?.tickets?.[0]?.slotInfo).toEqual({ slotId: slot?._id, slotStartTime: slot?.startTime });
    const tickets = await cartTickets(checkout);
    expect(tickets.every((ticket) => ticket.slotId === slot?._id && ticket.relevancyDate === slot?.startTime)).toBe(true);
    // The guided tour's category is linked to no slots.
    expect((await add(checkout, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_guided', amount: 1 }] })).status).toBe(200);
    // A slot holds 20: more than its volume cannot be added.
    const full = await add(checkout, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_concession', amount: (slot?.volume ?? 20) - 1, slotId: slot?._id ?? '' }] });
    expect(full.status).toBe(409);
  });

  it('answers the spec messages with codes for an unknown ticket type and an event of another seller', async () => {
    const checkout = await newCheckout();
    const unknown = await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_nope', amount: 1 }] });
    expect(unknown.body).toMatchObject({ statusCode: 400, message: 'No active ticket type', code: 'noActiveTicketType' });
    const other = await add(checkout, { eventId: FAUST, items: [{ ticketTypeId: 'tt_faust_parkett', amount: 1 }] });
    expect(other.body).toMatchObject({ statusCode: 404, code: 'eventNotFound' });
    const product = await add(checkout, { eventId: JAZZ, products: [{ productId: 'prd_donation', amount: 1 }] });
    expect(product.body).toMatchObject({ statusCode: 409, code: 'couldNotAddToCart' });
  });
});

describe('removing from the cart', () => {
  it('decrements a line, removes it at 1, and releases its tickets', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }] })).body);
    const lineId = cart.items?.[0]?.tickets?.[0]?._id ?? '';
    const once = checkoutSchema.parse((await remove(checkout, lineId)).body);
    expect(once.items?.[0]?.tickets?.[0]?.amount).toBe(1);
    expect(once.realPrice).toBe(cents(25 + bookingFeeBelow30 + serviceFee) / 100);
    expect(await cartTickets(checkout)).toHaveLength(1);
    const twice = checkoutSchema.parse((await remove(checkout, lineId)).body);
    expect(twice.items).toEqual([]);
    expect(twice.realPrice).toBe(0);
    expect(await cartTickets(checkout)).toEqual([]);
    expect((await remove(checkout, lineId)).body.code).toBe('lineNotFound');
  });

  it('takes the triggered bundle along with its seat', async () => {
    const checkout = await newCheckout();
    const added = checkoutSchema.parse((await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_seated', amount: 1 }] })).body);
    const seatLine = added.items?.[0]?.tickets?.[0];
    const bundle = { bundleId: 'bnd_dinner_and_show', triggeredBy: seatLine?._id ?? '', components: [{ componentId: 'bnc_dinner', amount: 1 }] };
    const cart = checkoutSchema.parse((await add(checkout, { eventId: JAZZ, bundle })).body);
    expect(cart.items?.[0]?.products?.[0]).toMatchObject({ type: 'bundle', triggeredBy: seatLine?._id });
    const after = await remove(checkout, seatLine?._id ?? '');
    expect(after.status).toBe(200);
    expect(lines(checkoutSchema.parse(after.body))).toEqual([]);
  });

  it('asks for confirmation before a minimum per order removes more, then removes on confirm', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await add(checkout, { eventId: BLUES, items: [{ ticketTypeId: 'tt_blues_group', amount: 2 }, { ticketTypeId: 'tt_blues_floor', amount: 1 }] })).body);
    const group = cart.items?.[0]?.tickets?.find((line) => line.ticketTypeId === 'tt_blues_group');
    const asked = await remove(checkout, group?._id ?? '');
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'confirmationRequired' });
    expect(asked.body.lines?.map((line) => line._id)).toEqual([group?._id]);
    // Nothing changed yet.
    expect((await read(checkout)).items?.[0]?.tickets?.find((line) => line._id === group?._id)?.amount).toBe(2);
    const confirmed = checkoutSchema.parse((await remove(checkout, group?._id ?? '', true)).body);
    expect(confirmed.items?.[0]?.tickets?.map((line) => line.ticketTypeId)).toEqual(['tt_blues_floor']);
    expect((await cartTickets(checkout)).map((ticket) => ticket.ticketTypeId)).toEqual(['tt_blues_floor']);
  });
});

describe('releasing tickets', () => {
  const guidedLeft = () => {
    const taken = ticketsOf(EXHIBITION).filter((ticket) => ticket.ticketTypeId === 'tt_exhibition_guided' && ticket.status !== 'invalid').length;
    return 40 - taken;
  };

  it('abort frees the capacity and answers the returned state', async () => {
    const holder = await newCheckout();
    const left = guidedLeft();
    const availabilities = async () => (await get<{ ticketTypes: { ticketTypeId: string; remaining: number | null }[]; categories: { ref: string; remaining: number | null }[] }>(`/api/public/events/${EXHIBITION}/availabilities`)).body;
    const guided = async () => (await availabilities()).ticketTypes.find((type) => type.ticketTypeId === 'tt_exhibition_guided')?.remaining;
    expect(await guided()).toBe(left);
    expect((await add(holder, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_guided', amount: left }] })).status).toBe(200);
    const waiting = await newCheckout();
    expect((await add(waiting, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_guided', amount: 1 }] })).status).toBe(409);
    expect(await guided()).toBe(0);
    expect((await availabilities()).categories.find((category) => category.ref === 'cat_guided')?.remaining).toBe(0);
    const aborted = await post<Checkout>(`/api/public/checkouts/${holder._id}/abort`, { secret: holder.secret });
    expect(aborted.body).toMatchObject({ status: 'aborted', items: [], realPrice: 0 });
    expect(ticketsOf(EXHIBITION).filter((ticket) => ticket.checkoutId === holder._id).every((ticket) => ticket.status === 'invalid')).toBe(true);
    expect(await guided()).toBe(left);
    expect((await add(waiting, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_guided', amount: left }] })).status).toBe(200);
  });

  it('expiry frees the capacity: the checkout answers expired and its tickets are invalid', async () => {
    const holder = await newCheckout();
    const left = guidedLeft();
    await add(holder, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_guided', amount: left }] });
    advance(CHECKOUT_LIFETIME_MS);
    // Capacity is free at once, before anyone reads the expired checkout.
    const waiting = await newCheckout();
    expect((await add(waiting, { eventId: EXHIBITION, items: [{ ticketTypeId: 'tt_exhibition_guided', amount: left }] })).status).toBe(200);
    expect((await read(holder)).status).toBe('expired');
    expect(ticketsOf(EXHIBITION).filter((ticket) => ticket.checkoutId === holder._id).map((ticket) => ticket.status)).toEqual(Array(left).fill('invalid'));
  });

  it('the sandbox control moves the expiry of a checkout and its tickets', async () => {
    const checkout = await newCheckout();
    await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    const moved = await post<Checkout>(`/api/sandbox/checkouts/${checkout._id}/expire-in`, { secret: checkout.secret, seconds: 5 });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.expiresAt ?? '')).toBe(clock.getTime() + 5000);
    expect((await cartTickets(checkout))[0]?.expiresAt).toBe(moved.body.expiresAt);
    advance(5000);
    expect((await read(checkout)).status).toBe('expired');
    expect((await post(`/api/sandbox/checkouts/${checkout._id}/expire-in`, { secret: 'wrong', seconds: 5 })).status).toBe(404);
  });
});

describe('checkout step 2', () => {
  it('reports every details error with the spec codes, then stores valid details', async () => {
    const checkout = await newCheckout();
    await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    const empty = await putDetails(checkout, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ prename: ['required'], lastname: ['required'], email: ['required'], emailRepeat: ['required'], country: ['required'], street: ['required'] });
    const wrong = await putDetails(checkout, {
      ...ADULT_DETAILS,
      emailRepeat: 'other@example.com',
      phone: { country: 'GB', number: '123' },
      createAccount: true,
      password: 'short',
      passwordRepeat: 'shorter',
    });
    expect(wrong.body.errors).toEqual({ emailRepeat: ['repeatEmail'], phone: ['invalidPhone'], password: ['passwordMin'], passwordRepeat: ['repeatPassword'] });
    const saved = await putDetails(checkout, { ...ADULT_DETAILS, extraFields: { heardAbout: 'Poster' } });
    expect(saved.status).toBe(200);
    expect(checkoutSchema.parse(saved.body)).toMatchObject({
      email: 'robin.buyer@example.com',
      firstname: 'Robin',
      lastname: 'Buyer',
      phone: '+447911123456',
      address: { street: '1 High Street', postal: 'SE1 1AA', city: 'London', country: 'GB' },
      extraFields: { heardAbout: 'Poster' },
    });
  });

  it('requires a company when the event enforces one', async () => {
    const checkout = await newCheckout('sel_lindenau');
    await add(checkout, { eventId: EMPFANG, items: [{ ticketTypeId: 'tt_empfang_gast', amount: 1 }] });
    const answer = await putDetails(checkout, { ...ADULT_DETAILS, country: 'DE', phone: null });
    expect(answer.body.errors).toEqual({ company: ['required'] });
  });
});

describe('data fields and personalization', () => {
  it('resolves the data fields of a ticket type and scope', async () => {
    const keys = async (query: string) => (await get<{ slug: string }[]>(`/api/data-fields/resolve?sellerId=${RIVERSIDE}&${query}`)).body.map((field) => field.slug);
    const standing = await keys(`eventId=${JAZZ}&ticketTypeId=tt_jazz_standing&scope=TICKET&locale=en`);
    expect(standing).toContain('birthdate');
    expect(standing).not.toContain('studentId');
    expect(await keys(`eventId=${JAZZ}&ticketTypeId=tt_jazz_student&scope=ticket`)).toContain('studentId');
    expect(await keys('scope=CHECKOUT')).toEqual(['heardAbout']);
    expect((await get(`/api/data-fields/resolve?sellerId=${RIVERSIDE}&eventId=${FAUST}`)).status).toBe(404);
  });

  it('validates a personalization (names, required fields, minimum age) and stores a valid one', async () => {
    const checkout = await newCheckout();
    await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    const [ticket] = await cartTickets(checkout);
    if (!ticket) throw new Error('no ticket');
    const empty = await personalize(ticket, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      firstname: ['required'],
      lastname: ['required'],
      'extraFields.holderEmail': ['required'],
      'extraFields.phone': ['required'],
      'extraFields.houseRules': ['checked'],
      'extraFields.birthdate': ['required'],
    });
    const young = await personalize(ticket, { firstname: 'Kim', lastname: 'Young', extraFields: { ...jazzAnswers(ticket), birthdate: birthdateAged(ticket, 15) } });
    expect(young.body.errors).toEqual({ 'extraFields.birthdate': ['errors.minimumAge'] });
    // Sixteen on the day of the show is old enough.
    const ok = await personalize(ticket, { firstname: ' Kim ', lastname: 'Young', extraFields: { ...jazzAnswers(ticket), birthdate: birthdateAged(ticket, 16) } });
    expect(ok.status).toBe(200);
    expect(ticketSchema.parse(ok.body)).toMatchObject({ firstname: 'Kim', lastname: 'Young', personalized: true, status: 'reserved' });
    expect(ok.body.history?.at(-1)).toMatchObject({ type: 'personalized' });
    expect((await post(`/api/tickets/personalize/${ticket._id}/wrong-secret`, {})).status).toBe(404);
  });

  it('uploads a document for a ticket (served to its owner as an attachment), refuses large and unsafe files, and uses it to personalize', async () => {
    const checkout = await newCheckout();
    await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_student', amount: 1 }] });
    const [student] = await cartTickets(checkout);
    if (!student) throw new Error('no ticket');
    // Owner checks, the cap and content sniffing in detail: tests/sandbox/uploads.test.ts.
    const upload = async (file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      form.append('ticketId', student._id);
      form.append('secret', student.secret ?? '');
      const response = await sandbox.handle(new Request(`${ORIGIN}/api/upload`, { method: 'POST', body: form }));
      return { status: response.status, body: (await response.json()) as { url: string; fileName: string } & ErrorBody };
    };
    const pdf = new Blob(['%PDF-1.4\n% student id\n'], { type: 'application/pdf' });
    const stored = await upload(pdf, 'student id.pdf');
    expect(stored.status).toBe(201);
    expect(stored.body.fileName).toBe('student id.pdf');
    expect(stored.body.url).toMatch(/^\/sandbox\/api\/upload\/upl_/);
    const path = stored.body.url.replace(/^\/sandbox/, '');
    expect((await sandbox.handle(new Request(`${ORIGIN}${path}`))).status).toBe(404);
    const served = await sandbox.handle(new Request(`${ORIGIN}${path}?secret=${encodeURIComponent(student.secret ?? '')}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="student id.pdf"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe('%PDF-1.4\n% student id\n');

    const large = await upload(new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/png' }), 'big.png');
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ message: 'file size too large', code: 'fileSizeTooLarge' });
    expect((await upload(new Blob(['<script>'], { type: 'text/html' }), 'x.html')).status).toBe(415);

    const without = await personalize(student, { firstname: 'Sam', lastname: 'Student', extraFields: jazzAnswers(student) });
    expect(without.body.errors).toEqual({ 'extraFields.studentId': ['required'] });
    const done = await personalize(student, { firstname: 'Sam', lastname: 'Student', extraFields: { ...jazzAnswers(student), studentId: { fileName: stored.body.fileName, url: stored.body.url } } });
    expect(done.status).toBe(200);
    expect(done.body.extraFields?.studentId).toEqual({ fileName: 'student id.pdf', url: stored.body.url });
  });
});

describe('paying', () => {
  async function readyToPay(amount = 2): Promise<Ref> {
    const checkout = await newCheckout();
    await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount }] });
    expect((await putDetails(checkout, ADULT_DETAILS)).status).toBe(200);
    return checkout;
  }
  const openRequest = (checkout: Ref, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
    post<{ _id: string; secret: string; amount: number; currency: string; status: string; checkoutId: string; origin: string } & ErrorBody>(
      `/api/public/checkouts/${checkout._id}/payment-request`,
      { secret: checkout.secret, paymentGatewayId: GATEWAY, ...extra },
      headers,
    );
  type Verified = { status: string; transaction?: { tid: string; secret: string }; declined?: boolean; message?: string; action?: { type: string; url: string } } & ErrorBody;
  const verify = (request: { _id: string; secret: string }, data: Record<string, unknown>) =>
    post<Verified>(`/api/payments/requests/${request._id}/verify`, { secret: request.secret, paymentGatewayId: GATEWAY, data });
  const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });

  it('pays with the success card: a transaction, valid tickets with barcodes, detailsRequired until personalized', async () => {
    const checkout = await readyToPay(2);
    const [first] = await cartTickets(checkout);
    if (!first) throw new Error('no ticket');
    expect((await personalize(first, { firstname: 'Robin', lastname: 'Buyer', extraFields: jazzAnswers(first) })).status).toBe(200);

    // The amount is the sandbox's (2 × £25 + 2 × £1.50 + £0.99), whatever the caller sends.
    const request = await openRequest(checkout, { amount: 0.01 });
    expect(request.status).toBe(200);
    expect(request.body).toMatchObject({ amount: 53.99, currency: 'GBP', status: 'new', checkoutId: checkout._id, origin: 'online' });
    // A double click: the same request.
    expect((await openRequest(checkout)).body._id).toBe(request.body._id);

    const processor = await post<{ reference: string; data: { sessionData?: string } }>(`/api/payments/requests/${request.body._id}/processor`, {
      secret: request.body.secret,
      paymentGatewayId: GATEWAY,
      returnUrl: RETURN_URL,
    });
    expect(processor.body.reference).toEqual(expect.any(String));
    expect(processor.body.data.sessionData).toEqual(expect.any(String));

    const invalid = await verify(request.body, { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ 'data.cardNumber': ['invalidCardNumber'], 'data.expiry': ['cardExpired'], 'data.cvc': ['invalidCvc'] });

    const paid = await verify(request.body, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    const ref = paid.body.transaction;
    expect(ref?.tid).toEqual(expect.any(String));
    // A reload verifies again: the same order.
    expect((await verify(request.body, card(TEST_CARDS.succeeds))).body.transaction).toEqual(ref);

    const transaction = await get<{ tid: string; realPrice: number; currency: string; sellerId: string; customerId: string | null; tickets: { amount: number; ticketTypeId: string; price: number }[] }>(
      `/api/public/transactions/${ref?.tid}?secret=${encodeURIComponent(ref?.secret ?? '')}`,
    );
    expect(transaction.body).toMatchObject({ tid: ref?.tid, realPrice: 53.99, currency: 'GBP', sellerId: RIVERSIDE, customerId: null });
    expect(transaction.body.tickets).toEqual([expect.objectContaining({ amount: 2, ticketTypeId: 'tt_jazz_standing', price: 25 })]);

    const tickets = (await get<{ docs: Ticket[] }>(`/api/public/transactions/${ref?.tid}/tickets?secret=${encodeURIComponent(ref?.secret ?? '')}`)).body.docs;
    const valid = tickets.find((ticket) => ticket._id === first._id);
    const waiting = tickets.find((ticket) => ticket._id !== first._id);
    // The show is 10 days away: within the 14 days before it, the barcode is revealed.
    expect(valid).toMatchObject({ status: 'valid', barcodeRevealed: true, transactionId: ref?.tid, email: 'robin.buyer@example.com', firstname: 'Robin', expiresAt: null });
    expect(valid?.barcode).toMatch(/^\d{16}$/);
    expect(waiting).toMatchObject({ status: 'detailsRequired', firstname: '', lastname: '' });
    expect(waiting?.barcode).toBeUndefined();
    expect((await read(checkout)).status).toBe('completed');
    expect((await get<{ status: string }>(`/api/payments/requests/${request.body._id}?secret=${encodeURIComponent(request.body.secret)}`)).body.status).toBe('succeeded');

    // A field a detailsRequired ticket already has (here put there directly) is read-only.
    if (!waiting) throw new Error('no waiting ticket');
    sandbox.store.put('tickets', { ...waiting, extraFields: { holderEmail: 'first@example.com' } });
    const locked = await personalize(waiting, { firstname: 'Alex', lastname: 'Guest', extraFields: jazzAnswers(waiting) });
    expect(locked.status).toBe(400);
    expect(locked.body.errors).toEqual({ 'extraFields.holderEmail': ['alreadyPersonalized'] });
    // Personalizing the waiting ticket (keeping what it has) makes it valid with a barcode.
    const later = await personalize(waiting, { firstname: 'Alex', lastname: 'Guest', extraFields: { ...jazzAnswers(waiting), holderEmail: 'first@example.com', unknownField: 'dropped' } });
    expect(later.body).toMatchObject({ status: 'valid', personalized: true, extraFields: { holderEmail: 'first@example.com' } });
    expect(later.body.extraFields).not.toHaveProperty('unknownField');
    expect(later.body.barcode).toMatch(/^\d{16}$/);
    // Now personalized fields are fixed: a valid personalized ticket is not personalized again.
    expect((await personalize(waiting, { firstname: 'Other' })).body.code).toBe('alreadyPersonalized');
  });

  it('keeps the request open after a declined card, so the success card pays it', async () => {
    const checkout = await readyToPay(1);
    const request = (await openRequest(checkout)).body;
    const declined = await verify(request, card(TEST_CARDS.declined));
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ status: 'new', declined: true, message: 'Your card was declined.' });
    expect((await get<{ status: string }>(`/api/payments/requests/${request._id}?secret=${encodeURIComponent(request.secret)}`)).body.status).toBe('new');
    expect((await openRequest(checkout)).body._id).toBe(request._id);
    expect((await verify(request, card(TEST_CARDS.succeeds))).body.status).toBe('succeeded');
  });

  it('sends the redirect card to the test bank; an authorized redirect result pays, a declined one cancels', async () => {
    const checkout = await readyToPay(1);
    const request = (await openRequest(checkout)).body;
    await post(`/api/payments/requests/${request._id}/processor`, { secret: request.secret, paymentGatewayId: GATEWAY, returnUrl: RETURN_URL });
    const redirected = await verify(request, card(TEST_CARDS.redirect));
    expect(redirected.body.status).toBe('new');
    expect(redirected.body.action?.type).toBe('redirect');
    const target = new URL(redirected.body.action?.url ?? '', ORIGIN);
    expect(target.pathname).toBe('/sandbox/gateway/authorize');
    expect(Object.fromEntries(target.searchParams)).toEqual({ request: request._id, secret: request.secret, returnUrl: RETURN_URL });

    const declined = await post<{ redirectResult: string }>('/api/sandbox/gateway/authorize', { request: request._id, secret: request.secret, approve: false });
    const canceled = await verify(request, { redirectResult: declined.body.redirectResult });
    expect(canceled.body.status).toBe('canceled');
    // The next attempt opens a new request and is authorized.
    const retry = (await openRequest(checkout)).body;
    expect(retry._id).not.toBe(request._id);
    const approved = await post<{ redirectResult: string }>('/api/sandbox/gateway/authorize', { request: retry._id, secret: retry.secret, approve: true });
    expect((await verify(retry, { redirectResult: 'forged' })).body.code).toBe('invalidRedirectResult');
    const paid = await verify(retry, { redirectResult: approved.body.redirectResult });
    expect(paid.body.status).toBe('succeeded');
    // A redirect result is redeemed once.
    expect((await post('/api/sandbox/gateway/authorize', { request: retry._id, secret: retry.secret, approve: true })).status).toBe(409);
  });

  it('never pays an old amount: a cart changed after the request is refused at verify', async () => {
    const checkout = await readyToPay(1);
    const request = (await openRequest(checkout)).body;
    await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    const refused = await verify(request, card(TEST_CARDS.succeeds));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('amountChanged');
    const fresh = (await openRequest(checkout)).body;
    expect(fresh._id).not.toBe(request._id);
    expect(fresh.amount).toBe(cents(2 * 25 + 2 * bookingFeeBelow30 + serviceFee) / 100);
  });

  it('completes a free order (FREESHOW) without a payment', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await add(checkout, { eventId: JAZZ, coupons: [COUPON_CODES.freeShow], items: [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }] })).body);
    expect(cart.realPrice).toBe(0);
    expect(fees(cart)).toEqual([]);
    await putDetails(checkout, ADULT_DETAILS);
    expect((await openRequest(checkout)).body.code).toBe('freeOrder');
    const completed = await post<{ transaction: { tid: string; secret: string } }>(`/api/public/checkouts/${checkout._id}/complete`, { secret: checkout.secret });
    expect(completed.status).toBe(200);
    expect(completed.body.transaction.tid).toEqual(expect.any(String));
    expect((await read(checkout)).status).toBe('completed');

    const paid = await readyToPay(1);
    expect((await post<ErrorBody>(`/api/public/checkouts/${paid._id}/complete`, { secret: paid.secret })).body.code).toBe('paymentRequired');
    // A coupon alone is no order.
    const couponOnly = await newCheckout();
    await add(couponOnly, { eventId: JAZZ, coupons: [COUPON_CODES.freeShow] });
    await putDetails(couponOnly, ADULT_DETAILS);
    expect((await post<ErrorBody>(`/api/public/checkouts/${couponOnly._id}/complete`, { secret: couponOnly.secret })).body.code).toBe('emptyCart');
  });

  it('gives the order to the logged-in customer, or creates the account asked for in step 2', async () => {
    const login = await post<{ token: string }>('/api/public/customers/login', { sellerId: RIVERSIDE, email: 'alex.morgan@example.com', password: DEMO_PASSWORD });
    const mine = await readyToPay(1);
    const request = (await openRequest(mine, {}, { authorization: `Bearer ${login.body.token}` })).body;
    const paid = await verify(request, card(TEST_CARDS.succeeds));
    expect(sandbox.store.get('transactions', paid.body.transaction?.tid ?? '')?.customerId).toBe('cus_alex_morgan');

    const account = await newCheckout();
    await add(account, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    const email = 'new.buyer@example.com';
    await putDetails(account, { ...ADULT_DETAILS, email, emailRepeat: email, createAccount: true, password: 'long enough', passwordRepeat: 'long enough' });
    expect(JSON.stringify(await read(account))).not.toContain('scrypt');
    const second = (await openRequest(account)).body;
    const order = await verify(second, card(TEST_CARDS.succeeds));
    const customerId = sandbox.store.get('transactions', order.body.transaction?.tid ?? '')?.customerId;
    expect(customerId).toMatch(/^cus_/);
    expect(sandbox.store.get('customers', customerId ?? '')).toMatchObject({ primaryEmail: email, verified: false, prename: 'Robin' });
    const newLogin = await post<{ customer: { _id: string } }>('/api/public/customers/login', { sellerId: RIVERSIDE, email, password: 'long enough' });
    expect(newLogin.body.customer._id).toBe(customerId);
  });

  it('refuses to pay without details, with another seller’s gateway, or an expired cart', async () => {
    const checkout = await newCheckout();
    await add(checkout, { eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    expect((await openRequest(checkout)).body.code).toBe('checkoutDetailsRequired');
    await putDetails(checkout, ADULT_DETAILS);
    expect((await openRequest(checkout, { paymentGatewayId: GATEWAYS.lindenauSandbox })).body.code).toBe('gatewayNotFound');
    expect((await openRequest(checkout, { paymentGatewayId: GATEWAYS.riversideSepaPayout })).body.code).toBe('gatewayNotFound');
    const request = (await openRequest(checkout)).body;
    advance(CHECKOUT_LIFETIME_MS);
    const late = await verify(request, card(TEST_CARDS.succeeds));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('checkoutExpired');
    expect((await get<{ status: string }>(`/api/payments/requests/${request._id}?secret=${encodeURIComponent(request.secret)}`)).body.status).toBe('canceled');
  });

  it('lists the seller’s gateways without secrets', async () => {
    const answer = await get<{ gateways: { _id: string; secret?: string }[] }>(`/api/public/sellers/riverside-live/payment-gateways?channel=online`);
    expect(answer.body.gateways.map((gateway) => gateway._id)).toContain(GATEWAY);
    expect(answer.body.gateways.map((gateway) => gateway._id)).not.toContain(GATEWAYS.lindenauSandbox);
    expect(answer.body.gateways.every((gateway) => gateway.secret === undefined)).toBe(true);
  });
});
