import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { GATEWAYS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { REPERSONALIZATION_IDS } from '../../lib/sandbox/seed/holdings/repersonalizations.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { BUYER_DETAILS } from '../support/buyer-details.ts';
import { caller, type ErrorBody } from './support/account-client.ts';

/**
 * Re-personalization on the sandbox (spec 02 §5, §7, §9): the personalize call on a personalized
 * valid ticket follows the repersonalization rule; a fee is paid through
 * POST /api/public/tickets/repersonalization's checkout, which then allows one change.
 */

let sandbox: Sandbox;
const { call } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');
let now = clock;

beforeEach(() => {
  now = clock;
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => now });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string; reason?: string; fee?: number };
const FREE = REPERSONALIZATION_IDS.tickets.free;
const USED = REPERSONALIZATION_IDS.tickets.limitReached;
// £5 to re-personalize, twice at most, until the day before the event.
const PAID = ALEX_IDS.tickets.personalized;
const ticketOf = (id: string) => sandbox.store.get('tickets', id) as Ticket;
const personalize = (id: string, body: unknown) =>
  call<Ticket & Coded>('POST', `/api/tickets/personalize/${id}/${encodeURIComponent(ticketOf(id).secret ?? '')}`, { json: body });
const askToPay = (tickets: { _id: string; secret: string }[]) =>
  call<{ _id: string; secret: string; items: { eventId: string; shopId?: string }[] } & Coded>('POST', '/api/public/tickets/repersonalization', {
    json: { successUrl: 'https://shop.example/transaction/tx/secret', tickets },
  });
const refOf = (id: string) => ({ _id: id, secret: ticketOf(id).secret ?? '' });

describe('changing the holder of a personalized ticket', () => {
  it('changes it free of charge while the limit allows, then refuses with the reason', async () => {
    const changed = await personalize(FREE, { firstname: 'Jamie', lastname: 'Lee' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ firstname: 'Jamie', lastname: 'Lee', status: 'valid', personalized: true });
    expect(ticketOf(FREE).history?.at(-1)).toMatchObject({ type: 'personalized', data: { firstname: 'Jamie', lastname: 'Lee' } });

    const refused = await personalize(USED, { firstname: 'Casey', lastname: 'Kim' });
    expect([refused.status, refused.body.code, refused.body.reason]).toEqual([409, 'repersonalizationNotAllowed', 'limitReached']);
    expect(ticketOf(USED)).toMatchObject({ firstname: 'Jordan', lastname: 'Blake' });
  });

  it('refuses after the deadline and changes nothing', async () => {
    const event = sandbox.store.get('events', ticketOf(PAID).eventId);
    now = new Date(Date.parse(event?.start ?? '') - 3_600_000);
    const before = JSON.stringify(ticketOf(PAID));
    const refused = await personalize(PAID, { firstname: 'Jamie' });
    expect([refused.status, refused.body.reason]).toEqual([409, 'deadline']);
    expect(JSON.stringify(ticketOf(PAID))).toBe(before);
  });

  it('asks for the fee first where there is one', async () => {
    const refused = await personalize(PAID, { firstname: 'Jamie' });
    expect([refused.status, refused.body.code, refused.body.fee]).toEqual([409, 'repersonalizationFeeRequired', 5]);
    expect(ticketOf(PAID).firstname).toBe('Alex');
  });
});

describe('POST /api/public/tickets/repersonalization', () => {
  async function pay(checkoutId: string, secret: string) {
    expect((await call('PUT', `/api/public/checkouts/${checkoutId}/details`, { json: { secret, ...BUYER_DETAILS } })).status).toBe(200);
    const request = await call<{ _id: string; secret: string }>('POST', `/api/public/checkouts/${checkoutId}/payment-request`, {
      json: { secret, paymentGatewayId: GATEWAYS.riversideSandbox },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const paid = await call<{ status: string }>('POST', `/api/payments/requests/${request.body._id}/verify`, {
      json: { secret: request.body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' } },
    });
    expect(paid.body.status).toBe('succeeded');
  }

  it('opens a checkout of the fee; details sent while it is open apply when it is paid', async () => {
    const created = await askToPay([refOf(PAID)]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.items).toEqual([{ eventId: ticketOf(PAID).eventId, shopId: ticketOf(PAID).sellerId }]);
    const checkout = sandbox.store.get('checkouts', created.body._id) as Checkout;
    // The fee plus Riverside's £0.99 service fee, which every order of the shop carries (ADR 0020).
    expect(checkout).toMatchObject({ status: 'open', realPrice: 5.99, currency: 'GBP' });
    expect(checkout.items?.[0]?.additionalItems).toEqual([expect.objectContaining({ type: 'additionalFee', price: 5, amount: 1 })]);

    // The new holder's details wait on the checkout: the ticket keeps its holder until it is paid.
    const pending = await personalize(PAID, { firstname: 'Jamie', lastname: 'Lee', extraFields: ticketOf(PAID).extraFields });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(ticketOf(PAID)).toMatchObject({ firstname: 'Alex', lastname: 'Morgan' });
    // Invalid details are refused as ever, and change nothing.
    expect((await personalize(PAID, { firstname: '', lastname: 'Lee' })).status).toBe(400);

    await pay(created.body._id, created.body.secret);
    expect(ticketOf(PAID)).toMatchObject({ firstname: 'Jamie', lastname: 'Lee', personalized: true });
    expect(ticketOf(PAID).history?.slice(-2).map((entry) => entry.type)).toEqual(['repersonalizationPaid', 'personalized']);
    expect(sandbox.store.get('repersonalizations', created.body._id)?.status).toBe('completed');
    // The next change costs the fee again.
    expect((await personalize(PAID, { firstname: 'Casey' })).body.code).toBe('repersonalizationFeeRequired');
  });

  it('paid without details: the next change is free, once', async () => {
    const created = await askToPay([refOf(PAID)]);
    await pay(created.body._id, created.body.secret);
    expect(ticketOf(PAID).history?.at(-1)).toMatchObject({ type: 'repersonalizationPaid' });
    const changed = await personalize(PAID, { firstname: 'Jamie', lastname: 'Lee' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ firstname: 'Jamie', lastname: 'Lee' });
    expect((await personalize(PAID, { firstname: 'Casey' })).body.code).toBe('repersonalizationFeeRequired');
  });

  it('refuses tickets without a fee or that may not be re-personalized, and a wrong secret, creating nothing', async () => {
    const checkouts = () => sandbox.store.list('checkouts', {}).docs.length;
    const before = checkouts();
    expect((await askToPay([refOf(FREE)])).body.code).toBe('repersonalizationFeeNotDue');
    const used = await askToPay([refOf(USED)]);
    expect([used.status, used.body.code, used.body.reason]).toEqual([409, 'repersonalizationNotAllowed', 'limitReached']);
    expect((await askToPay([{ _id: PAID, secret: 'wrong-secret-000000' }])).status).toBe(404);
    expect((await askToPay([])).status).toBe(400);
    expect(checkouts()).toBe(before);
  });
});
