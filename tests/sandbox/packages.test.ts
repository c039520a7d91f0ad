import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { GATEWAYS, PACKAGE_CONFIGS } from '../../lib/sandbox/seed/ids.ts';
import { PACKAGE_DEMO } from '../../lib/sandbox/seed/packages-and-access.ts';
import { RIVERSIDE_FEES } from '../../lib/sandbox/seed/pricing.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';
import { checkoutSchema, createdCheckoutSchema, ticketSchema, type Checkout } from '../../lib/ticketing/schemas/index.ts';
import { packageConfigInfoSchema, packageConfigSchema } from '../../lib/ticketing/schemas/package.ts';
import { BUYER_DETAILS } from '../support/buyer-details.ts';
import { caller, type ErrorBody } from './support/account-client.ts';

/** Packages in the sandbox (spec 02 §7 "Packages"): the config, its info and its checkout, with real state. */

let sandbox: Sandbox;
const clock = new Date('2030-01-15T12:00:00.000Z');
beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const { call, get, login } = caller(() => sandbox);
type Coded = ErrorBody & { code?: string };
const RIVERSIDE = 'sel_riverside';
const DOUBLE_BILL = PACKAGE_DEMO.doubleBill;
const checkoutOf = (id: string, body: unknown = { sellerId: RIVERSIDE }, token?: string) =>
  call<Coded>('POST', `/api/public/packages/configs/${id}/checkout`, { json: body, ...(token ? { token } : {}) });
const readCheckout = async (ref: { _id: string; secret: string }) => checkoutSchema.parse((await get<Checkout>(`/api/public/checkouts/${ref._id}?secret=${encodeURIComponent(ref.secret)}`)).body);
const checkoutCount = () => sandbox.store.list('checkouts', { sellerId: RIVERSIDE }).docs.length;

describe('GET /api/public/packages/configs/{id}', () => {
  it('answers the config by id, and by slug within its seller', async () => {
    const byId = await get<unknown>(`/api/public/packages/configs/${DOUBLE_BILL}`);
    expect(byId.status).toBe(200);
    const config = packageConfigSchema.strict().parse(byId.body);
    expect(config).toMatchObject({ _id: DOUBLE_BILL, name: 'Double Bill for Two', slug: 'double-bill', sellerId: RIVERSIDE, image: expect.any(String), headerImage: expect.any(String) });
    const bySlug = await get<unknown>(`/api/public/packages/configs/double-bill?sellerId=${RIVERSIDE}`);
    expect(bySlug.body).toEqual(byId.body);
  });

  it('knows no slug without its seller, no other seller’s config, and no inactive config', async () => {
    expect((await get('/api/public/packages/configs/double-bill')).status).toBe(404);
    expect((await get(`/api/public/packages/configs/${DOUBLE_BILL}?sellerId=sel_lindenau`)).status).toBe(404);
    expect((await get('/api/public/packages/configs/pkc_unknown')).status).toBe(404);
    const stored = sandbox.store.get('packageConfigs', DOUBLE_BILL);
    if (!stored) throw new Error('no package');
    sandbox.store.put('packageConfigs', { ...stored, active: false });
    expect((await get<Coded>(`/api/public/packages/configs/${DOUBLE_BILL}`)).body.code).toBe('packageNotFound');
  });
});

describe('GET /api/public/packages/configs/{id}/info', () => {
  it('lists the events by date with their tickets, the price, the ticket count and the sale status', async () => {
    const answer = await get<unknown>(`/api/public/packages/configs/${DOUBLE_BILL}/info?locale=de`);
    expect(answer.status).toBe(200);
    const info = packageConfigInfoSchema.parse(answer.body);
    expect(info).toMatchObject({ packageConfigId: DOUBLE_BILL, price: 80, currency: 'GBP', ticketCount: 4, saleStatus: 'onSale' });
    expect(info.events.map((event) => [event._id, event.tickets.map((ticket) => [ticket.name, ticket.amount])])).toEqual([
      [PACKAGE_DEMO.events.lighthouse, [['Standing', 2]]],
      [PACKAGE_DEMO.events.songwriters, [['Seat', 2]]],
    ]);
    // In the asked language where the event has it.
    expect(info.events[1]?.name).toBe('Songwriters’ Circle');
    expect(info.events[0]).toMatchObject({ timezone: 'Europe/London', locationName: 'Riverside Hall' });
  });

  it('says planned while an event of it is not on sale yet, and sold out when a ticket type cannot cover it', async () => {
    const weekend = packageConfigInfoSchema.parse((await get(`/api/public/packages/configs/${PACKAGE_CONFIGS.weekendPass}/info`)).body);
    expect(weekend.saleStatus).toBe('planned');
    const event = sandbox.store.get('events', PACKAGE_DEMO.events.songwriters);
    if (!event) throw new Error('no event');
    sandbox.store.put('events', { ...event, tickets: (event.tickets ?? []).map((type) => ({ ...type, volume: 1 })) });
    expect(packageConfigInfoSchema.parse((await get(`/api/public/packages/configs/${DOUBLE_BILL}/info`)).body).saleStatus).toBe('soldOut');
  });
});

describe('POST /api/public/packages/configs/{id}/checkout', () => {
  it('opens a checkout holding the package’s tickets at the package price, one line and ticket each', async () => {
    const answer = await checkoutOf('double-bill', { sellerId: RIVERSIDE, shopId: RIVERSIDE });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = createdCheckoutSchema.parse(answer.body);
    expect(created.items.map((item) => item.eventId)).toEqual([PACKAGE_DEMO.events.lighthouse, PACKAGE_DEMO.events.songwriters]);

    const checkout = await readCheckout(created);
    expect(checkout.status).toBe('open');
    const lines = (checkout.items ?? []).flatMap((item) => item.tickets ?? []);
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.amount === 1 && line.packageInfo?.packageConfigId === DOUBLE_BILL && line.packageInfo.name === 'Double Bill for Two')).toBe(true);
    expect(new Set(lines.map((line) => line.packageInfo?.packageId)).size).toBe(1);
    // £80 shared in proportion to the list prices (28, 28, 18, 18 of 92), to the cent.
    expect(lines.map((line) => line.price)).toEqual([24.34, 24.34, 15.65, 15.67]);
    // Fees are the seller's as for any ticket: the booking fee below £30 per ticket, and the service fee per event's item.
    expect(checkout.realPrice).toBe(Math.round((80 + 4 * RIVERSIDE_FEES.bookingFeeBelow30 + 2 * RIVERSIDE_FEES.serviceFee) * 100) / 100);

    const tickets = ticketSchema.array().parse(sandbox.store.list('tickets', {}).docs.filter((ticket) => ticket.checkoutId === created._id));
    expect(tickets).toHaveLength(4);
    expect(tickets.every((ticket) => ticket.status === 'reserved' && ticket.packageInfo?.packageId === lines[0]?.packageInfo?.packageId)).toBe(true);
    expect(new Set(tickets.map((ticket) => ticket.cartItemId))).toEqual(new Set(lines.map((line) => line._id)));
    expect(tickets.map((ticket) => ticket.realPrice).sort()).toEqual([15.65, 15.67, 24.34, 24.34]);
  });

  it('keeps the package whole: a line of it is not removed on its own', async () => {
    const created = createdCheckoutSchema.parse((await checkoutOf(DOUBLE_BILL)).body);
    const line = (await readCheckout(created)).items?.[0]?.tickets?.[0];
    const removed = await call<Coded>('POST', `/api/public/checkouts/${created._id}/remove`, { json: { secret: created.secret, lineId: line?._id } });
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('lineNotRemovable');
    expect((await readCheckout(created)).items?.flatMap((item) => item.tickets ?? [])).toHaveLength(4);
  });

  it('refuses a package that cannot be sold now and leaves no checkout behind', async () => {
    const before = checkoutCount();
    const planned = await checkoutOf(PACKAGE_CONFIGS.weekendPass);
    expect(planned.status).toBe(409);
    expect(planned.body.code).toBe('couldNotAddToCart');
    expect(checkoutCount()).toBe(before);
    expect(sandbox.store.list('tickets', { eventId: 'evt_riverside_festival' }).docs.filter((ticket) => ticket.status === 'reserved')).toHaveLength(0);
    expect((await checkoutOf('pkc_unknown')).status).toBe(404);
  });

  it('paid by a logged-in customer, it becomes their package of valid tickets', async () => {
    const token = await login(PACKAGE_DEMO.emails.nina);
    const created = createdCheckoutSchema.parse((await checkoutOf(DOUBLE_BILL, { sellerId: RIVERSIDE }, token)).body);
    const details = await call('PUT', `/api/public/checkouts/${created._id}/details`, { json: { secret: created.secret, ...BUYER_DETAILS, email: PACKAGE_DEMO.emails.nina, emailRepeat: PACKAGE_DEMO.emails.nina } });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    const request = await call<{ _id: string; secret: string; amount: number }>('POST', `/api/public/checkouts/${created._id}/payment-request`, {
      json: { secret: created.secret, paymentGatewayId: GATEWAYS.riversideSandbox },
      token,
    });
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const paid = await call<{ status: string; transaction?: { tid: string } }>('POST', `/api/payments/requests/${request.body._id}/verify`, {
      json: { secret: request.body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' } },
      token,
    });
    expect(paid.body.status).toBe('succeeded');

    const mine = await get<{ tickets: { packageInfo?: { packageConfigId?: string }; status: string; customerId?: string }[] }>('/api/customers/me/tickets?locale=en', token);
    const packaged = mine.body.tickets.filter((ticket) => ticket.packageInfo?.packageConfigId === DOUBLE_BILL);
    expect(packaged).toHaveLength(4);
    expect(packaged.every((ticket) => ['valid', 'detailsRequired'].includes(ticket.status) && ticket.customerId === PACKAGE_DEMO.customers.nina)).toBe(true);
  });
});
