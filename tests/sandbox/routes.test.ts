import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { DEMO_PASSWORD } from '../../lib/sandbox/seed/ids.ts';
import { ORIGIN, caller, type Answer } from './support/account-client.ts';
import { ALMOST_SOLD_OUT_SHARE, FEWER_TICKETS_SHARE } from '../../lib/domain/availability-indicator.ts';

/**
 * The embedded ticketing API through its Web-standard handler, on a seeded in-memory database with
 * a clock the tests move. Demo data may grow (more sold tickets), so numbers that depend on sales
 * are derived from the API's own answers instead of the seed.
 */

const RIVERSIDE = 'sel_riverside';
const JAZZ = 'evt_riverside_jazz';
const SEASON = 'evt_riverside_season';
const FESTIVAL = 'evt_riverside_festival';
const OPENING_PARTY = 'evt_riverside_opening_party';
const EXHIBITION = 'evt_riverside_exhibition';
const COMEDY = 'evt_riverside_comedy';
const IMPROV = 'evt_little_improv';
const FAUST = 'evt_lindenau_faust';
const CHECKOUT_LIFETIME_MS = 15 * 60 * 1000;


interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

interface SellerBody {
  _id: string;
  slug?: string;
  name: string;
}

interface TicketTypeBody {
  _id: string;
  price: number;
  volume?: number;
  maxAmountPerOrder?: number;
  minAmountPerOrder?: number;
}

interface EventBody {
  _id: string;
  name: string;
  start: string;
  end?: string;
  rootId?: string;
  sellerId?: string;
  volume?: number;
  maxAmountPerOrder?: number;
  childEventIds?: string[];
  saleStatus?: string;
  availabilityIndicator?: string;
  tickets?: TicketTypeBody[];
}

interface PageBody<T> {
  docs: T[];
  total: number;
}

interface LineBody {
  _id: string;
  ticketTypeId: string;
  amount: number;
  price: number;
}

interface CheckoutBody {
  _id: string;
  secret: string;
  sellerId: string;
  status: string;
  expiresAt: string;
  currency: string;
  realPrice: number;
  items: { _id: string; eventId: string; tickets: LineBody[]; products?: LineBody[]; outerFeeComponents?: { var?: { total: number }[]; fix?: { total: number }[] } }[];
}

let clock: Date;
let sandbox: Sandbox;

beforeEach(() => {
  clock = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});

afterEach(() => sandbox.close());

function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

/** Like the shared caller, and also with a raw body (bad JSON, wrong content types). */
async function call<T>(method: string, path: string, options: { json?: unknown; body?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  if (options.body === undefined) return caller(() => sandbox).call<T>(method, path, options);
  const response = await sandbox.handle(new Request(`${ORIGIN}${path}`, { method, headers: options.headers ?? {}, body: options.body }));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

const get = <T>(path: string, headers?: Record<string, string>) => call<T>('GET', path, headers ? { headers } : {});
const post = <T>(path: string, json: unknown, headers?: Record<string, string>) => call<T>('POST', path, { json, ...(headers ? { headers } : {}) });

async function listing(query: string) {
  const answer = await get<PageBody<EventBody>>(`/api/events/public/listings?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function publicEvent(id: string) {
  const answer = await get<EventBody>(`/api/public/events/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function newCheckout(sellerId = RIVERSIDE) {
  const answer = await post<CheckoutBody>('/api/public/checkouts', { sellerId });
  expect(answer.status).toBe(201);
  return answer.body;
}

function addItems(checkout: Pick<CheckoutBody, '_id' | 'secret'>, eventId: string, items: { ticketTypeId: string; amount: number }[]) {
  return post<CheckoutBody & ErrorBody>(`/api/public/checkouts/${checkout._id}/items`, { secret: checkout.secret, eventId, items });
}

function abort(checkout: Pick<CheckoutBody, '_id' | 'secret'>) {
  return post<CheckoutBody & ErrorBody>(`/api/public/checkouts/${checkout._id}/abort`, { secret: checkout.secret });
}

/**
 * How many units of a ticket type one fresh checkout can take right now, found by trying (a refused
 * add changes nothing; an accepted probe is aborted again).
 */
async function addableNow(eventId: string, ticketTypeId: string, upperBound: number): Promise<number> {
  let low = 0;
  let high = upperBound;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const probe = await newCheckout((await publicEvent(eventId)).sellerId);
    const added = await addItems(probe, eventId, [{ ticketTypeId, amount: mid }]);
    await abort(probe);
    if (added.status === 200) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Reserves every unit of a ticket type that is left, in as many checkouts as its per-order max needs. */
async function reserveEverything(eventId: string, ticketTypeId: string, perOrder: number) {
  const held: CheckoutBody[] = [];
  for (let round = 0; round < 1000; round += 1) {
    const checkout = await newCheckout((await publicEvent(eventId)).sellerId);
    let took = 0;
    for (let amount = perOrder; amount >= 1; ) {
      const added = await addItems(checkout, eventId, [{ ticketTypeId, amount }]);
      if (added.status === 200) took += amount;
      else amount -= 1;
    }
    if (took === 0) return held;
    held.push(checkout);
  }
  throw new Error('never sold out');
}

const ticketTotal = (checkout: CheckoutBody) =>
  checkout.items.flatMap((item) => item.tickets).reduce((sum, line) => sum + line.price * line.amount, 0);
const lineTotal = (checkout: CheckoutBody) =>
  checkout.items.flatMap((item) => [...item.tickets, ...(item.products ?? [])]).reduce((sum, line) => sum + line.price * line.amount, 0);

/** The outer fees of a checkout (booking and service fees; tests/sandbox/checkout-flow.test.ts checks their amounts). */
const feeTotal = (checkout: CheckoutBody) =>
  checkout.items
    .flatMap((item) => [...(item.outerFeeComponents?.var ?? []), ...(item.outerFeeComponents?.fix ?? [])])
    .reduce((sum, fee) => sum + fee.total, 0);
const toCents = (value: number) => Math.round(value * 100);

describe('sellers', () => {
  it('lists sellers as a page of docs and total, 25 per page by default', async () => {
    const answer = await get<PageBody<SellerBody>>('/api/public/sellers');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body.total).toBeGreaterThanOrEqual(3);
    expect(answer.body.docs).toHaveLength(Math.min(25, answer.body.total));
    expect(answer.body.docs.map((seller) => seller._id)).toEqual(expect.arrayContaining([RIVERSIDE, 'sel_lindenau', 'sel_little']));
  });

  it('pages with top and skip', async () => {
    const all = (await get<PageBody<SellerBody>>('/api/public/sellers?top=1000')).body;
    const first = (await get<PageBody<SellerBody>>('/api/public/sellers?top=1')).body;
    const second = (await get<PageBody<SellerBody>>('/api/public/sellers?top=1&skip=1')).body;
    const beyond = (await get<PageBody<SellerBody>>(`/api/public/sellers?skip=${all.total}`)).body;
    expect(first).toEqual({ docs: [all.docs[0]], total: all.total });
    expect(second).toEqual({ docs: [all.docs[1]], total: all.total });
    expect(beyond).toEqual({ docs: [], total: all.total });
  });

  it.each([
    ['top=0', 'top'],
    ['top=1001', 'top'],
    ['top=abc', 'top'],
    ['top=2.5', 'top'],
    ['skip=-1', 'skip'],
  ])('refuses %s with 400 and a field error', async (query, field) => {
    const answer = await get<ErrorBody>(`/api/public/sellers?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.statusCode).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  it('accepts the paging bounds 1 and 1000', async () => {
    expect((await get('/api/public/sellers?top=1')).status).toBe(200);
    expect((await get('/api/public/sellers?top=1000')).status).toBe(200);
  });

  it('finds a seller by slug and by id, and answers 404 JSON for an unknown one', async () => {
    const bySlug = await get<SellerBody>('/api/public/sellers/riverside-live');
    const byId = await get<SellerBody>(`/api/public/sellers/${RIVERSIDE}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body._id).toBe(RIVERSIDE);
    expect(byId.body).toEqual(bySlug.body);

    const unknown = await get<ErrorBody>('/api/public/sellers/no-such-shop');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: expect.stringMatching(/not found/i) });
  });
});

describe('event listings', () => {
  it('lists the events of one seller in start order', async () => {
    const page = await listing(`sellerId=${RIVERSIDE}&top=1000`);
    expect(page.total).toBe(page.docs.length);
    expect(page.docs.length).toBeGreaterThan(3);
    expect(page.docs.every((event) => event.sellerId === RIVERSIDE)).toBe(true);
    const starts = page.docs.map((event) => Date.parse(event.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('leaves out events that ended before endMin', async () => {
    const all = await listing(`sellerId=${RIVERSIDE}&top=1000`);
    const upcoming = await listing(`sellerId=${RIVERSIDE}&top=1000&endMin=${clock.toISOString()}`);
    expect(all.docs.map((event) => event._id)).toContain(OPENING_PARTY);
    expect(upcoming.docs.map((event) => event._id)).not.toContain(OPENING_PARTY);
    expect(upcoming.docs.every((event) => Date.parse(event.end ?? event.start) >= clock.getTime())).toBe(true);
    expect(upcoming.total).toBe(all.docs.filter((event) => Date.parse(event.end ?? event.start) >= clock.getTime()).length);
  });

  it('lists only the children of a season for groupEventId', async () => {
    const season = await publicEvent(SEASON);
    const children = await listing(`sellerId=${RIVERSIDE}&groupEventId=${SEASON}&top=1000`);
    expect(children.docs.length).toBeGreaterThan(0);
    expect(children.docs.every((event) => event.rootId === SEASON)).toBe(true);
    expect(children.docs.map((event) => event._id).sort()).toEqual([...(season.childEventIds ?? [])].sort());
    expect(children.total).toBe(children.docs.length);
  });

  it('filters by eventIds, repeated or comma-separated', async () => {
    const repeated = await listing(`eventIds=${JAZZ}&eventIds=${FESTIVAL}`);
    const commas = await listing(`eventIds=${JAZZ},${FESTIVAL}`);
    expect(repeated.docs.map((event) => event._id).sort()).toEqual([FESTIVAL, JAZZ]);
    expect(repeated.total).toBe(2);
    expect(commas).toEqual(repeated);
  });

  it('pages the listing and counts the whole result in total', async () => {
    const all = await listing(`sellerId=${RIVERSIDE}&top=1000`);
    const first = await listing(`sellerId=${RIVERSIDE}&top=2`);
    const second = await listing(`sellerId=${RIVERSIDE}&top=2&skip=2`);
    expect(first.docs).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect([...first.docs, ...second.docs].map((event) => event._id)).toEqual(all.docs.slice(0, 4).map((event) => event._id));
  });

  it('defaults to 25 events per page and refuses top outside 1..1000', async () => {
    const page = await listing('');
    expect(page.docs).toHaveLength(Math.min(25, page.total));
    for (const top of ['0', '1001']) {
      const refused = await get<ErrorBody>(`/api/events/public/listings?top=${top}`);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['top']);
    }
  });

  it('answers in the requested locale', async () => {
    const german = await listing(`eventIds=${JAZZ}&locale=de`);
    const english = await listing(`eventIds=${JAZZ}`);
    expect(german.docs[0]?.name).toBe('Mitternachts-Jazz-Session');
    expect(english.docs[0]?.name).toBe('Midnight Jazz Session');
    expect((await get<EventBody>(`/api/public/events/${JAZZ}?locale=de`)).body.name).toBe('Mitternachts-Jazz-Session');
  });

  it('shows the sale status: planned before the sale starts, past after the end', async () => {
    const page = await listing(`eventIds=${FESTIVAL},${OPENING_PARTY}`);
    const status = Object.fromEntries(page.docs.map((event) => [event._id, event.saleStatus]));
    expect(status).toEqual({ [FESTIVAL]: 'planned', [OPENING_PARTY]: 'past' });
  });

  it('answers one public event with its ticket types, and 404 for an unknown id', async () => {
    const event = await publicEvent(JAZZ);
    expect(event._id).toBe(JAZZ);
    expect(event.tickets?.map((type) => type._id)).toEqual(expect.arrayContaining(['tt_jazz_standing', 'tt_jazz_seated']));
    const unknown = await get<ErrorBody>('/api/public/events/evt_nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.statusCode).toBe(404);
  });
});

describe('customers', () => {
  const alex = { sellerId: RIVERSIDE, email: 'alex.morgan@example.com', password: DEMO_PASSWORD };

  async function loginAlex() {
    const answer = await post<{ token: string; expiresAt: string; customer: { _id: string; primaryEmail: string } }>('/api/public/customers/login', alex);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('logs a customer in with a token and the customer', async () => {
    const answer = await loginAlex();
    expect(answer.token).toEqual(expect.any(String));
    expect(answer.token.length).toBeGreaterThan(20);
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(clock.getTime());
    expect(answer.customer).toMatchObject({ _id: 'cus_alex_morgan', primaryEmail: alex.email });
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const wrongPassword = await post<ErrorBody>('/api/public/customers/login', { ...alex, password: 'wrong-password' });
    const unknownEmail = await post<ErrorBody>('/api/public/customers/login', { ...alex, email: 'nobody@example.com' });
    const otherShop = await post<ErrorBody>('/api/public/customers/login', { ...alex, sellerId: 'sel_lindenau' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(otherShop.status).toBe(401);
    expect(unknownEmail.body.message).toBe(wrongPassword.body.message);
    expect(otherShop.body.message).toBe(wrongPassword.body.message);
  });

  it('refuses a body that is not JSON with 415 and a missing field with 400', async () => {
    const text = await call<ErrorBody>('POST', '/api/public/customers/login', { body: JSON.stringify(alex), headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const broken = await call<ErrorBody>('POST', '/api/public/customers/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    const missing = await post<ErrorBody>('/api/public/customers/login', { sellerId: RIVERSIDE, email: alex.email });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['password']);
  });

  it('answers /me for the token, and 401 without or with a bad token', async () => {
    const { token } = await loginAlex();
    const me = await get<{ _id: string }>('/api/customers/me', { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.body._id).toBe('cus_alex_morgan');
    expect((await get<ErrorBody>('/api/customers/me')).status).toBe(401);
    expect((await get<ErrorBody>('/api/customers/me', { authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await get<ErrorBody>('/api/customers/me', { authorization: token })).status).toBe(401);
  });

  it('ends the token on logout', async () => {
    const { token } = await loginAlex();
    const logout = await call('POST', '/api/customers/me/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(204);
    expect((await get<ErrorBody>('/api/customers/me', { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('lets a token lapse at its expiry', async () => {
    const { token, expiresAt } = await loginAlex();
    clock = new Date(Date.parse(expiresAt) - 1000);
    expect((await get('/api/customers/me', { authorization: `Bearer ${token}` })).status).toBe(200);
    clock = new Date(Date.parse(expiresAt));
    expect((await get('/api/customers/me', { authorization: `Bearer ${token}` })).status).toBe(401);
  });
});

describe('checkouts', () => {
  it('opens an empty checkout that expires in 15 minutes', async () => {
    const answer = await post<CheckoutBody>('/api/public/checkouts', { sellerId: RIVERSIDE });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ sellerId: RIVERSIDE, status: 'open', items: [], realPrice: 0, currency: 'GBP' });
    expect(answer.body.secret).toEqual(expect.any(String));
    expect(Date.parse(answer.body.expiresAt)).toBe(clock.getTime() + CHECKOUT_LIFETIME_MS);
  });

  it('opens a checkout for a seller slug and refuses an unknown seller', async () => {
    expect((await post<CheckoutBody>('/api/public/checkouts', { sellerId: 'riverside-live' })).body.sellerId).toBe(RIVERSIDE);
    expect((await post('/api/public/checkouts', { sellerId: 'sel_nope' })).status).toBe(404);
    expect((await post<ErrorBody>('/api/public/checkouts', {})).status).toBe(400);
  });

  it('shows a checkout only with its secret', async () => {
    const checkout = await newCheckout();
    const right = await get<CheckoutBody>(`/api/public/checkouts/${checkout._id}?secret=${encodeURIComponent(checkout.secret)}`);
    expect(right.status).toBe(200);
    expect(right.body).toEqual(checkout);
    expect((await get(`/api/public/checkouts/${checkout._id}?secret=wrong`)).status).toBe(404);
    expect((await get(`/api/public/checkouts/${checkout._id}?secret=${encodeURIComponent(`${checkout.secret}x`)}`)).status).toBe(404);
    expect((await get(`/api/public/checkouts/${checkout._id}`)).status).toBe(400);
    expect((await get(`/api/public/checkouts/chk_nope?secret=${encodeURIComponent(checkout.secret)}`)).status).toBe(404);
  });

  it('adds tickets as lines priced at price × amount, and merges repeated adds into one line', async () => {
    const jazz = await publicEvent(JAZZ);
    const standing = jazz.tickets?.find((type) => type._id === 'tt_jazz_standing');
    const seated = jazz.tickets?.find((type) => type._id === 'tt_jazz_seated');
    const checkout = await newCheckout();

    const first = await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }]);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0]?.eventId).toBe(JAZZ);
    expect(first.body.items[0]?.tickets).toEqual([expect.objectContaining({ ticketTypeId: 'tt_jazz_standing', amount: 2, price: standing?.price })]);
    // The realPrice adds the seller's fees to the lines.
    expect(toCents(first.body.realPrice)).toBe(toCents(2 * (standing?.price ?? NaN) + feeTotal(first.body)));

    const second = await addItems(checkout, JAZZ, [
      { ticketTypeId: 'tt_jazz_standing', amount: 1 },
      { ticketTypeId: 'tt_jazz_seated', amount: 1 },
    ]);
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(1);
    const lines = second.body.items[0]?.tickets ?? [];
    expect(lines.map((line) => [line.ticketTypeId, line.amount])).toEqual([
      ['tt_jazz_standing', 3],
      ['tt_jazz_seated', 1],
    ]);
    expect(lines[0]?._id).toBe(first.body.items[0]?.tickets[0]?._id);
    expect(toCents(ticketTotal(second.body))).toBe(toCents(3 * (standing?.price ?? NaN) + (seated?.price ?? NaN)));
    // The seated ticket's Dinner & Show is only offered (ADR 0026): no product line until chosen.
    expect(second.body.items[0]?.products ?? []).toEqual([]);
    expect(toCents(second.body.realPrice)).toBe(toCents(lineTotal(second.body) + feeTotal(second.body)));

    const stored = await get<CheckoutBody>(`/api/public/checkouts/${checkout._id}?secret=${encodeURIComponent(checkout.secret)}`);
    expect(stored.body).toEqual(second.body);
  });

  it("refuses more than the ticket type's max per order, counting what is already in the cart", async () => {
    const student = (await publicEvent(JAZZ)).tickets?.find((type) => type._id === 'tt_jazz_student');
    const max = student?.maxAmountPerOrder ?? NaN;
    expect(max).toBeGreaterThan(0);
    const checkout = await newCheckout();
    const tooMany = await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_jazz_student', amount: max + 1 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Could not add to cart!');
    expect((await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_jazz_student', amount: max }])).status).toBe(200);
    const oneMore = await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_jazz_student', amount: 1 }]);
    expect(oneMore.status).toBe(409);
    expect(oneMore.body.message).toBe('Could not add to cart!');
  });

  it("refuses more than the event's max per order across ticket types", async () => {
    const jazz = await publicEvent(JAZZ);
    const eventMax = jazz.maxAmountPerOrder ?? NaN;
    const standingMax = jazz.tickets?.find((type) => type._id === 'tt_jazz_standing')?.maxAmountPerOrder ?? NaN;
    const checkout = await newCheckout();
    expect((await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_jazz_standing', amount: standingMax }])).status).toBe(200);
    const over = await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_jazz_seated', amount: eventMax - standingMax + 1 }]);
    expect(over.status).toBe(409);
    expect((await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_jazz_seated', amount: eventMax - standingMax }])).status).toBe(200);
  });

  it('refuses more than is left of a ticket type', async () => {
    const guided = (await publicEvent(EXHIBITION)).tickets?.find((type) => type._id === 'tt_exhibition_guided');
    const volume = guided?.volume ?? NaN;
    const left = await addableNow(EXHIBITION, 'tt_exhibition_guided', volume);
    expect(left).toBeLessThanOrEqual(volume);
    const checkout = await newCheckout();
    const over = await addItems(checkout, EXHIBITION, [{ ticketTypeId: 'tt_exhibition_guided', amount: left + 1 }]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Could not add to cart!');
    // A refused add leaves the cart as it was.
    const unchanged = await get<CheckoutBody>(`/api/public/checkouts/${checkout._id}?secret=${encodeURIComponent(checkout.secret)}`);
    expect(unchanged.body.items).toEqual([]);
  });

  it('answers 400 "No active ticket type" for an unknown ticket type', async () => {
    const checkout = await newCheckout();
    const answer = await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_nope', amount: 1 }]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('No active ticket type');
  });

  it('never sells a ticket type whose min per order exceeds its volume', async () => {
    const table = (await publicEvent(JAZZ)).tickets?.find((type) => type._id === 'tt_jazz_table');
    expect(table?.minAmountPerOrder).toBeGreaterThan(table?.volume ?? Infinity);
    const checkout = await newCheckout();
    for (const amount of [1, table?.volume ?? 1, table?.minAmountPerOrder ?? 1]) {
      const answer = await addItems(checkout, JAZZ, [{ ticketTypeId: 'tt_jazz_table', amount }]);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Could not add to cart!');
    }
  });

  it('refuses tickets of an event whose sale is planned or over', async () => {
    const checkout = await newCheckout();
    const festival = await addItems(checkout, FESTIVAL, [{ ticketTypeId: 'tt_festival_weekend', amount: 1 }]);
    expect(festival.status).toBe(409);
    expect(festival.body.message).toBe('Could not add to cart!');
    expect((await addItems(checkout, OPENING_PARTY, [{ ticketTypeId: 'tt_party_entry', amount: 1 }])).status).toBe(409);
  });

  it("refuses an event of another seller", async () => {
    const checkout = await newCheckout();
    expect((await addItems(checkout, FAUST, [{ ticketTypeId: 'tt_faust_parkett', amount: 1 }])).status).toBe(404);
  });

  it('refuses tickets of a sold-out event, which the listing shows as sold out', async () => {
    const comedy = await publicEvent(COMEDY);
    const seat = comedy.tickets?.find((type) => type._id === 'tt_comedy_seat');
    await reserveEverything(COMEDY, 'tt_comedy_seat', seat?.maxAmountPerOrder ?? 4);
    const listed = (await listing(`eventIds=${COMEDY}`)).docs[0];
    expect(listed?.saleStatus).toBe('soldOut');
    expect(listed?.availabilityIndicator).toBe('red');
    const answer = await addItems(await newCheckout(), COMEDY, [{ ticketTypeId: 'tt_comedy_seat', amount: 1 }]);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Could not add to cart!');
  });

  it('holds reserved units: a second checkout gets only what is left', async () => {
    const volume = (await publicEvent(EXHIBITION)).tickets?.find((type) => type._id === 'tt_exhibition_guided')?.volume ?? NaN;
    const left = await addableNow(EXHIBITION, 'tt_exhibition_guided', volume);
    expect(left).toBeGreaterThan(2);
    const first = await newCheckout();
    expect((await addItems(first, EXHIBITION, [{ ticketTypeId: 'tt_exhibition_guided', amount: left - 1 }])).status).toBe(200);

    const second = await newCheckout();
    expect((await addItems(second, EXHIBITION, [{ ticketTypeId: 'tt_exhibition_guided', amount: 2 }])).status).toBe(409);
    expect((await addItems(second, EXHIBITION, [{ ticketTypeId: 'tt_exhibition_guided', amount: 1 }])).status).toBe(200);
    expect((await addItems(await newCheckout(), EXHIBITION, [{ ticketTypeId: 'tt_exhibition_guided', amount: 1 }])).status).toBe(409);
  });

  it('shows reservations in the listing: fewer tickets, then sold out', async () => {
    const improv = await publicEvent(IMPROV);
    const capacity = improv.volume ?? NaN;
    const left = await addableNow(IMPROV, 'tt_improv_ga', capacity);
    const yellowRemaining = Math.floor(capacity * FEWER_TICKETS_SHARE);
    expect(yellowRemaining).toBeGreaterThan(Math.floor(capacity * ALMOST_SOLD_OUT_SHARE));
    expect(left).toBeGreaterThan(yellowRemaining);
    const before = (await listing(`eventIds=${IMPROV}`)).docs[0];
    expect(before?.saleStatus).toBe('onSale');

    const checkout = await newCheckout('sel_little');
    expect((await addItems(checkout, IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: left - yellowRemaining }])).status).toBe(200);
    expect((await listing(`eventIds=${IMPROV}`)).docs[0]).toMatchObject({ saleStatus: 'onSale', availabilityIndicator: 'yellow' });

    expect((await addItems(checkout, IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: yellowRemaining }])).status).toBe(200);
    expect((await listing(`eventIds=${IMPROV}`)).docs[0]).toMatchObject({ saleStatus: 'soldOut', availabilityIndicator: 'red' });
    expect((await publicEvent(IMPROV)).saleStatus).toBe('soldOut');

    // Aborting gives everything back.
    await abort(checkout);
    expect((await listing(`eventIds=${IMPROV}`)).docs[0]).toEqual(before);
  });

  it('aborts a checkout: status aborted, no items, reservation released', async () => {
    const capacity = (await publicEvent(IMPROV)).volume ?? NaN;
    const left = await addableNow(IMPROV, 'tt_improv_ga', capacity);
    expect(left).toBeGreaterThan(0);
    const holder = await newCheckout('sel_little');
    expect((await addItems(holder, IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: left }])).status).toBe(200);
    const waiting = await newCheckout('sel_little');
    expect((await addItems(waiting, IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: 1 }])).status).toBe(409);

    expect((await post(`/api/public/checkouts/${holder._id}/abort`, { secret: 'wrong' })).status).toBe(404);
    const aborted = await abort(holder);
    expect(aborted.status).toBe(200);
    expect(aborted.body).toMatchObject({ _id: holder._id, status: 'aborted', items: [], realPrice: 0 });

    expect((await addItems(waiting, IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: left }])).status).toBe(200);
    const afterAbort = await addItems(holder, IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: 1 }]);
    expect(afterAbort.status).toBe(409);
  });

  it('expires after 15 minutes: status expired, adding refused, units released', async () => {
    const capacity = (await publicEvent(IMPROV)).volume ?? NaN;
    const left = await addableNow(IMPROV, 'tt_improv_ga', capacity);
    const checkout = await newCheckout('sel_little');
    expect((await addItems(checkout, IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: left }])).status).toBe(200);
    const read = () => get<CheckoutBody>(`/api/public/checkouts/${checkout._id}?secret=${encodeURIComponent(checkout.secret)}`);

    advance(CHECKOUT_LIFETIME_MS - 1000);
    expect((await read()).body.status).toBe('open');
    expect((await addItems(await newCheckout('sel_little'), IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: 1 }])).status).toBe(409);

    advance(1000);
    expect((await read()).body.status).toBe('expired');
    const late = await addItems(checkout, IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: 1 }]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Checkout expired');
    expect((await addItems(await newCheckout('sel_little'), IMPROV, [{ ticketTypeId: 'tt_improv_ga', amount: left }])).status).toBe(200);
  });

  it('refuses a bad add request with 400 field errors', async () => {
    const checkout = await newCheckout();
    const zero = await post<ErrorBody>(`/api/public/checkouts/${checkout._id}/items`, { secret: checkout.secret, eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 0 }] });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.errors ?? {})).toEqual(['items.0.amount']);
    const wrongSecret = await post<ErrorBody>(`/api/public/checkouts/${checkout._id}/items`, { secret: 'nope', eventId: JAZZ, items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    expect(wrongSecret.status).toBe(404);
  });
});

describe('routing', () => {
  it('answers an unknown route with 404 JSON and a wrong method with 405', async () => {
    const unknown = await get<ErrorBody>('/api/no/such/route');
    expect(unknown.status).toBe(404);
    expect(unknown.body.statusCode).toBe(404);
    const wrongMethod = await call<ErrorBody>('DELETE', '/api/public/sellers');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.statusCode).toBe(405);
  });

  it('ignores a trailing slash', async () => {
    expect((await get('/api/public/sellers/')).status).toBe(200);
  });
});
