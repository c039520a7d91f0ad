import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS, EVENTS, GATEWAYS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { secretFor } from '../../lib/sandbox/seed/holdings/build.ts';
import { INTENT_IDS } from '../../lib/sandbox/seed/holdings/purchase-intents.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';
import { createdCheckoutSchema, checkoutSchema, purchaseIntentSchema, type Checkout } from '../../lib/ticketing/schemas/index.ts';
import { caller } from './support/account-client.ts';
import type { Coded, Ref } from './support/action-checkout.ts';

/**
 * Purchase intents in the sandbox (spec 02 §7 purchase intents, §4 transitions, spec 01 §4 rules;
 * ADR 0030): read by secret, a checkout made from one or several, refusals that change
 * nothing, paying it completes the intents, abandoning it leaves them as they were, and
 * cancellation by the strategy.
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

const q = encodeURIComponent;
const ref = (id: string) => ({ purchaseIntentId: id, secret: secretFor(id) });
const intentOf = (id: string) => sandbox.store.get('purchaseIntents', id);
const ticketsOfIntent = (id: string) => sandbox.store.list('tickets').docs.filter((ticket) => ticket.purchaseIntentId === id);
const ALEX_DETAILS = {
  prename: 'Alex',
  lastname: 'Morgan',
  street: '22 Bankside Row',
  postal: 'SE1 9JT',
  city: 'London',
  country: 'GB',
  email: 'alex.morgan@example.com',
  emailRepeat: 'alex.morgan@example.com',
  phone: { country: 'GB', number: '07911 123456' },
};

/** Everything a refused call could have touched. */
const snapshot = () =>
  JSON.stringify({
    intents: sandbox.store.list('purchaseIntents').docs,
    tickets: sandbox.store.list('tickets').docs,
    checkouts: sandbox.store.list('checkouts').docs,
    records: sandbox.store.list('intentCheckouts').docs,
  });

const checkoutOfMany = (items: { purchaseIntentId: string; secret: string }[]) => call<Ref & Coded & { items: { eventId: string }[] }>('POST', '/api/public/purchaseintents/checkout', { json: { items } });
const checkoutOfOne = (id: string, secret = secretFor(id)) => call<Ref & Coded>('POST', `/api/public/purchaseintents/${q(id)}/checkout`, { json: { secret } });
const cancel = (id: string, secret = secretFor(id)) => call<Coded & { status?: string; reason?: string }>('POST', `/api/public/purchaseintents/${q(id)}/cancel`, { json: { secret } });
const readCheckout = async (checkout: Ref): Promise<Checkout> => checkoutSchema.parse((await call('GET', `/api/public/checkouts/${checkout._id}?secret=${q(checkout.secret)}`)).body);

async function pay(checkout: Ref, token?: string) {
  const details = await call<Coded>('PUT', `/api/public/checkouts/${checkout._id}/details`, { json: { secret: checkout.secret, ...ALEX_DETAILS } });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  const request = await call<Ref & Coded & { amount: number }>('POST', `/api/public/checkouts/${checkout._id}/payment-request`, {
    json: { secret: checkout.secret, paymentGatewayId: GATEWAYS.riversideSandbox },
    ...(token ? { token } : {}),
  });
  if (request.status !== 201 && request.status !== 200) return { request, verified: undefined };
  const verify = await call<{ status: string; transaction?: { tid: string; secret: string } } & Coded>('POST', `/api/payments/requests/${request.body._id}/verify`, {
    json: { secret: request.body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' } },
  });
  return { request, verified: verify.body };
}

describe('GET /api/public/purchaseintents/{id}?secret and …/{id}/tickets', () => {
  it('answers the intent and its reserved tickets by the secret', async () => {
    const answer = await call('GET', `/api/public/purchaseintents/${INTENT_IDS.bluesPair}?secret=${q(secretFor(INTENT_IDS.bluesPair))}`);
    expect(answer.status).toBe(200);
    expect(purchaseIntentSchema.parse(answer.body)).toMatchObject({ _id: INTENT_IDS.bluesPair, status: 'new', approvalStatus: 'approved', eventId: EVENTS.blues });

    const tickets = await call<{ docs: { _id: string; status: string }[]; total: number }>('GET', `/api/public/purchaseintents/${INTENT_IDS.bluesPair}/tickets?secret=${q(secretFor(INTENT_IDS.bluesPair))}`);
    expect(tickets.status).toBe(200);
    expect(tickets.body.total).toBe(2);
    expect(tickets.body.docs.map((ticket) => ticket.status)).toEqual(['reserved', 'reserved']);
  });

  it.each([
    ['a wrong secret', `/api/public/purchaseintents/${INTENT_IDS.bluesPair}?secret=nope`],
    ['no secret', `/api/public/purchaseintents/${INTENT_IDS.bluesPair}`],
    ['an unknown id', `/api/public/purchaseintents/pi_unknown?secret=${q(secretFor(INTENT_IDS.bluesPair))}`],
    ['tickets with a wrong secret', `/api/public/purchaseintents/${INTENT_IDS.bluesPair}/tickets?secret=nope`],
  ])('is the same 404 for %s', async (_case, path) => {
    const answer = await call<Coded>('GET', path);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Purchase intent not found');
  });
});

describe('no call tells whether an intent id exists', () => {
  const calls: [string, (id: string, secret: string) => ReturnType<typeof call>][] = [
    ['GET', (id, secret) => call('GET', `/api/public/purchaseintents/${q(id)}?secret=${q(secret)}`)],
    ['GET tickets', (id, secret) => call('GET', `/api/public/purchaseintents/${q(id)}/tickets?secret=${q(secret)}`)],
    ['POST checkout', (id, secret) => checkoutOfOne(id, secret)],
    ['POST cancel', (id, secret) => cancel(id, secret)],
    ['POST checkout of several', (id, secret) => checkoutOfMany([{ purchaseIntentId: id, secret }])],
  ];
  it.each(calls)('%s: an unknown id and a wrong secret get the same answer', async (_name, send) => {
    const unknown = await send('pi_no_such_intent', 'sec_wrong_0123456789');
    const wrong = await send(INTENT_IDS.bluesPair, 'sec_wrong_0123456789');
    expect(unknown.status).toBe(404);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
  });
});

describe('POST /api/public/purchaseintents/checkout (several intents, one per event)', () => {
  it('opens one checkout with an item per intent at the intents’ prices, the deposit credited and the contact details given', async () => {
    const before = snapshot();
    const answer = await checkoutOfMany([ref(INTENT_IDS.bluesPair), ref(INTENT_IDS.jazzDeposit)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = createdCheckoutSchema.parse(answer.body);
    expect(created.items.map((item) => item.eventId)).toEqual([EVENTS.blues, EVENTS.jazz]);

    const checkout = await readCheckout(created);
    expect(checkout).toMatchObject({ status: 'open', type: 'transaction', sellerId: SELLERS.riverside.id, currency: 'GBP', email: 'alex.morgan@example.com', firstname: 'Alex', lastname: 'Morgan' });
    expect(checkout.address).toMatchObject({ street: '22 Bankside Row', city: 'London', country: 'GB' });
    const [blues, jazz] = checkout.items ?? [];
    expect(blues?.tickets).toEqual([expect.objectContaining({ type: 'ticket', ticketTypeId: 'tt_blues_floor', amount: 2, price: 22 })]);
    expect(blues?.realPrice).toBe(44);
    expect(jazz?.tickets).toEqual([expect.objectContaining({ type: 'ticket', ticketTypeId: 'tt_jazz_seated', amount: 2, price: 39 })]);
    expect(jazz?.realPrice).toBe(78);
    // The shop's online fees are not added to a reservation's agreed price.
    expect(checkout.items?.every((item) => (item.outerFeeComponents?.var ?? []).length + (item.outerFeeComponents?.fix ?? []).length === 0)).toBe(true);
    // 20 % of £78 was paid as the deposit: credited, the buyer pays the rest.
    expect(checkout.redeemedVouchers?.vouchers).toEqual([expect.objectContaining({ type: 'DEPOSIT_CREDIT', internalBalance: 15.6, redeemedAmount: 15.6 })]);
    expect(checkout.realPrice).toBe(106.4);
    // The intents' tickets stay theirs until it is paid, and nothing else changed.
    expect(JSON.parse(snapshot()).intents).toEqual(JSON.parse(before).intents);
    expect(JSON.parse(snapshot()).tickets).toEqual(JSON.parse(before).tickets);
  });

  it('holds no longer than the earliest reservation it completes', async () => {
    const intent = intentOf(INTENT_IDS.bluesPair);
    const soon = new Date(now.getTime() + 5 * 60_000).toISOString();
    if (intent) sandbox.store.put('purchaseIntents', { ...intent, expiresAt: soon });
    const answer = await checkoutOfOne(INTENT_IDS.bluesPair);
    expect(answer.status).toBe(201);
    expect((await readCheckout(answer.body)).expiresAt).toBe(soon);
  });

  it.each<[string, () => { purchaseIntentId: string; secret: string }[], number, string | undefined, string | undefined]>([
    ['none', () => [], 400, undefined, undefined],
    ['two of one event', () => [ref(INTENT_IDS.jazzDeposit), ref(INTENT_IDS.jazzProducts)], 409, 'onePerEvent', undefined],
    ['a POS-only intent', () => [ref(INTENT_IDS.bluesPair), ref(INTENT_IDS.orchestraPos)], 409, 'purchaseIntentNotCompletable', 'posOnly'],
    ['one awaiting approval', () => [ref(INTENT_IDS.jazzAwaiting)], 409, 'purchaseIntentNotCompletable', 'awaitingApproval'],
    ['a completed one', () => [ref(INTENT_IDS.comedyComplete)], 409, 'purchaseIntentNotCompletable', 'closed'],
    ['a rejected one', () => [ref(INTENT_IDS.seasonRejected)], 409, 'purchaseIntentNotCompletable', 'rejected'],
    ['a wrong secret', () => [ref(INTENT_IDS.bluesPair), { purchaseIntentId: INTENT_IDS.jazzDeposit, secret: 'nope' }], 404, undefined, undefined],
  ])('refuses %s and changes nothing', async (_case, items, status, code, reason) => {
    const before = snapshot();
    const answer = await checkoutOfMany(items());
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (code) expect(answer.body.code).toBe(code);
    if (reason) expect(answer.body.reason).toBe(reason);
    expect(snapshot()).toBe(before);
  });

  it('refuses an expired intent', async () => {
    now = new Date(Date.parse(intentOf(INTENT_IDS.bluesPair)?.expiresAt ?? '') + 1000);
    const answer = await checkoutOfOne(INTENT_IDS.bluesPair);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'purchaseIntentNotCompletable', reason: 'expired', purchaseIntentId: INTENT_IDS.bluesPair });
  });
});

describe('paying a checkout made from intents', () => {
  it('completes every intent: status complete, the order’s id, the checkout as outcome; their tickets valid and the order’s', async () => {
    const created = (await checkoutOfMany([ref(INTENT_IDS.bluesPair), ref(INTENT_IDS.jazzProducts)])).body;
    const token = (await call<{ token: string }>('POST', '/api/public/customers/login', { json: { sellerId: SELLERS.riverside.id, email: 'alex.morgan@example.com', password: 'demo1234' } })).body.token;
    const { request, verified } = await pay(created, token);
    expect(request.body.amount).toBe(44 + 38);
    expect(verified?.status).toBe('succeeded');
    const tid = verified?.transaction?.tid ?? '';

    for (const id of [INTENT_IDS.bluesPair, INTENT_IDS.jazzProducts]) {
      const intent = intentOf(id);
      expect(intent).toMatchObject({ status: 'complete', transactionId: tid, outcome: { checkoutId: created._id } });
      expect(intent?.history?.at(-1)).toMatchObject({ type: 'completed', data: { transactionId: tid } });
    }
    const tickets = ticketsOfIntent(INTENT_IDS.bluesPair);
    expect(tickets.map((ticket) => ticket.status)).toEqual(['valid', 'valid']);
    expect(tickets.every((ticket) => ticket.transactionId === tid && ticket.customerId === CUSTOMERS.alex && ticket.expiresAt === null && Boolean(ticket.barcode))).toBe(true);

    const transaction = sandbox.store.get('transactions', tid);
    expect(transaction).toMatchObject({ customerId: CUSTOMERS.alex, realPrice: 82, eventId: EVENTS.blues });
    expect(transaction?.tickets).toEqual([expect.objectContaining({ ticketTypeId: 'tt_blues_floor', amount: 2, price: 22 })]);
    expect(transaction?.items?.map((item) => item.name)).toEqual(['Programme booklet', 'Drink voucher']);
    const orderTickets = await call<{ total: number }>('GET', `/api/public/transactions/${tid}/tickets?secret=${q(transaction?.secret ?? '')}`);
    expect(orderTickets.body.total).toBe(2);

    // Completed: it cannot be checked out again.
    const again = await checkoutOfOne(INTENT_IDS.bluesPair);
    expect(again.body).toMatchObject({ code: 'purchaseIntentNotCompletable', reason: 'closed' });
  });

  it('credits the deposit on the order', async () => {
    const created = (await checkoutOfOne(INTENT_IDS.jazzDeposit)).body;
    const { request, verified } = await pay(created);
    expect(request.body.amount).toBe(62.4);
    const transaction = sandbox.store.get('transactions', verified?.transaction?.tid ?? '');
    expect(transaction?.credits).toEqual([{ type: 'DEPOSIT_CREDIT', amount: 15.6 }]);
    expect(transaction?.realPrice).toBe(62.4);
    expect(intentOf(INTENT_IDS.jazzDeposit)?.status).toBe('complete');
  });

  it('refuses the payment when an intent was canceled meanwhile, and completes nothing', async () => {
    const created = (await checkoutOfMany([ref(INTENT_IDS.bluesPair), ref(INTENT_IDS.jazzProducts)])).body;
    expect((await cancel(INTENT_IDS.jazzProducts)).status).toBe(200);
    const { request } = await pay(created);
    expect(request.status).toBe(409);
    expect(request.body).toMatchObject({ code: 'purchaseIntentNotCompletable', reason: 'closed', purchaseIntentId: INTENT_IDS.jazzProducts });
    expect(intentOf(INTENT_IDS.bluesPair)?.status).toBe('new');
  });

  it('keeps an intent’s reserved lines together: removing one is refused and changes nothing, so the payment goes through', async () => {
    const created = (await checkoutOfMany([ref(INTENT_IDS.bluesPair), ref(INTENT_IDS.jazzProducts)])).body;
    const checkout = await readCheckout(created);
    const line = checkout.items?.[1]?.products?.[0];
    expect(line?.purchaseIntentId).toBe(INTENT_IDS.jazzProducts);
    const removed = await call<Coded>('POST', `/api/public/checkouts/${created._id}/remove`, { json: { secret: created.secret, lineId: line?._id, confirm: true } });
    expect([removed.status, removed.body.code]).toEqual([409, 'lineNotRemovable']);
    expect((await readCheckout(created)).items?.[1]?.products).toEqual(checkout.items?.[1]?.products);
    const { request } = await pay(created);
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);
  });

  it('leaves the intents as they were when the checkout is abandoned, so the buyer can start again', async () => {
    const before = snapshot();
    const created = (await checkoutOfMany([ref(INTENT_IDS.bluesPair), ref(INTENT_IDS.jazzDeposit)])).body;
    const aborted = await call('POST', `/api/public/checkouts/${created._id}/abort`, { json: { secret: created.secret } });
    expect(aborted.status).toBe(200);
    expect(JSON.parse(snapshot()).intents).toEqual(JSON.parse(before).intents);
    expect(ticketsOfIntent(INTENT_IDS.bluesPair).map((ticket) => ticket.status)).toEqual(['reserved', 'reserved']);

    const second = (await checkoutOfMany([ref(INTENT_IDS.bluesPair), ref(INTENT_IDS.jazzDeposit)])).body;
    const { verified } = await pay(second);
    expect(verified?.status).toBe('succeeded');
    expect(intentOf(INTENT_IDS.bluesPair)?.status).toBe('complete');
  });
});

describe('POST /api/public/purchaseintents/{id}/cancel', () => {
  it('cancels an intent whose strategy allows it and releases its tickets', async () => {
    const answer = await cancel(INTENT_IDS.bluesPair);
    expect(answer.status).toBe(200);
    expect(purchaseIntentSchema.parse(answer.body)).toMatchObject({ status: 'canceled' });
    expect(intentOf(INTENT_IDS.bluesPair)?.history?.at(-1)).toMatchObject({ type: 'canceled' });
    expect(ticketsOfIntent(INTENT_IDS.bluesPair).map((ticket) => ticket.status)).toEqual(['invalid', 'invalid']);
  });

  it('takes the secret from the query too', async () => {
    const answer = await call('POST', `/api/public/purchaseintents/${INTENT_IDS.jazzAwaiting}/cancel?secret=${q(secretFor(INTENT_IDS.jazzAwaiting))}`);
    expect(answer.status).toBe(200);
  });

  it.each<[string, string, string | undefined, number, string | undefined]>([
    ['notAllowed by its strategy', INTENT_IDS.jazzDeposit, undefined, 409, 'notAllowed'],
    ['already canceled', INTENT_IDS.orchestraCanceled, undefined, 409, 'closed'],
    ['completed', INTENT_IDS.comedyComplete, undefined, 409, 'closed'],
    ['a wrong secret', INTENT_IDS.bluesPair, 'nope', 404, undefined],
  ])('refuses %s and changes nothing', async (_case, id, secret, status, reason) => {
    const before = snapshot();
    const answer = await cancel(id, secret ?? secretFor(id));
    expect(answer.status).toBe(status);
    if (reason) expect(answer.body).toMatchObject({ code: 'purchaseIntentNotCancellable', reason });
    expect(snapshot()).toBe(before);
  });
});
