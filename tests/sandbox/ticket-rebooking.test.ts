import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { EVENTS, REBOOKING_STRATEGIES, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { REBOOKING_IDS } from '../../lib/sandbox/seed/holdings/rebookings.ts';
import { RIVERSIDE_FEES } from '../../lib/sandbox/seed/pricing.ts';
import { createdCheckoutSchema, rebookingInfoSchema, rebookingStrategySchema } from '../../lib/ticketing/schemas/index.ts';
import { caller } from './support/account-client.ts';
import { actionCheckoutCalls, type Coded, type Ref } from './support/action-checkout.ts';

/**
 * Rebooking in the sandbox (spec 02 §7 Rebooking, §4, §5; ADR 0019): the strategy, the rebooking
 * checkout with its credit and fee, the info, the rule's refusals (which change nothing), and the
 * completion that gives up the old tickets when the new ones are paid for or free.
 */

let sandbox: Sandbox;
const { call } = caller(() => sandbox);
const { readCheckout, addTickets, putDetails, completeFree, openPayment, verify, newTicketsOf } = actionCheckoutCalls(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');
let now = clock;

beforeEach(() => {
  now = clock;
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => now });
});
afterEach(() => sandbox.close());


const { bookingFeeBelow30, bookingFeeFrom30, serviceFee } = RIVERSIDE_FEES;
const money = (value: number) => Math.round(value * 100) / 100;
const RIVERSIDE = SELLERS.riverside.id;
const COMEDY_SEAT = 'tkt_alex_comedy_1';
const { tickets: SEEDED } = REBOOKING_IDS;

const ticketOf = (id: string) => sandbox.store.get('tickets', id);
const orderOf = (id: string) => sandbox.store.get('transactions', ticketOf(id)?.transactionId ?? '');

interface RebookOptions {
  source?: string;
  order?: { _id: string; secret: string };
}
function rebook(ticketIds: string[], targetEventId: string, options: RebookOptions = {}) {
  const order = orderOf(ticketIds[0] ?? '');
  const transaction = options.order ?? { _id: order?.tid ?? '', secret: order?.secret ?? '' };
  return call<Ref & Coded & { items?: { eventId: string; shopId?: string }[] }>('POST', '/api/public/rebookings', {
    json: { target: { eventId: targetEventId }, ...(options.source ? { source: { eventId: options.source } } : {}), transaction, ticketIds },
  });
}
async function rebooked(ticketIds: string[], targetEventId: string, options: RebookOptions = {}): Promise<Ref> {
  const answer = await rebook(ticketIds, targetEventId, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { _id: answer.body._id, secret: answer.body.secret };
}

const q = encodeURIComponent;
const info = (ref: Ref) => call<Coded>('GET', `/api/public/rebookings/info?checkoutId=${q(ref._id)}&secret=${q(ref.secret)}`);
const rebookingOf = (checkoutId: string) => sandbox.store.list('rebookings').docs.find((rebooking) => rebooking.checkoutId === checkoutId);

/** Everything a refused rebooking could have touched. */
const snapshot = () =>
  JSON.stringify({
    tickets: sandbox.store.list('tickets').docs,
    checkouts: sandbox.store.list('checkouts').docs,
    rebookings: sandbox.store.list('rebookings').docs,
  });

describe('GET /api/public/rebookings/strategies/{id}', () => {
  it('answers the stored strategy, 404 for an unknown one', async () => {
    const answer = await call<unknown>('GET', `/api/public/rebookings/strategies/${REBOOKING_STRATEGIES.standard}`);
    expect(answer.status).toBe(200);
    expect(rebookingStrategySchema.parse(answer.body)).toMatchObject({ _id: REBOOKING_STRATEGIES.standard, deadline: { target: 'eventStart', offset: -2, unit: 'days' } });
    expect((await call<Coded>('GET', '/api/public/rebookings/strategies/rbs_unknown')).status).toBe(404);
  });
});

describe('POST /api/public/rebookings', () => {
  it('opens a checkout for the target event with the credit, the fee as a line, and locks the tickets', async () => {
    const answer = await rebook([COMEDY_SEAT], EVENTS.blues);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = createdCheckoutSchema.parse(answer.body);
    expect(created.items).toEqual([{ eventId: EVENTS.blues, shopId: RIVERSIDE }]);

    const checkout = await readCheckout(created);
    expect(checkout).toMatchObject({ status: 'open', sellerId: RIVERSIDE, currency: 'GBP', expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString() });
    expect(checkout.redeemedVouchers?.vouchers).toEqual([expect.objectContaining({ type: 'REBOOKING_CREDIT', internalBalance: 20, transactionId: 'tx_alex_003' })]);
    // The comedy-to-blues rule's fee: £2.50 per ticket, offsetable; the credit pays it and the service fee.
    expect(checkout.items?.[0]?.additionalItems).toEqual([expect.objectContaining({ type: 'additionalFee', name: 'Rebooking fee', price: 2.5, amount: 1 })]);
    expect(checkout.realPrice).toBe(0);
    // The fee is what the rebooking costs: it cannot be removed from the cart, only the whole order cancelled.
    const feeLineId = checkout.items?.[0]?.additionalItems?.[0]?._id ?? '';
    const removed = await call<Coded>('POST', `/api/public/checkouts/${created._id}/remove`, { json: { secret: created.secret, lineId: feeLineId } });
    expect([removed.status, removed.body.code]).toEqual([409, 'lineNotRemovable']);
    expect(await readCheckout(created)).toEqual(checkout);

    const lock = ticketOf(COMEDY_SEAT)?.locks?.find((candidate) => candidate.type === 'rebooking');
    expect(lock).toMatchObject({ expiresAt: checkout.expiresAt });
    expect(rebookingOf(created._id)).toMatchObject({ _id: lock?._id, status: 'open', ticketIds: [COMEDY_SEAT], credit: 20, fee: 2.5, sourceEventId: EVENTS.comedy, targetEventId: EVENTS.blues });

    // While it is open the ticket cannot be rebooked again; once its checkout is aborted it can.
    expect((await rebook([COMEDY_SEAT], EVENTS.blues)).body.reason).toBe('ticketLocked');
    expect((await call('POST', `/api/public/checkouts/${created._id}/abort`, { json: { secret: created.secret } })).status).toBe(200);
    await rebooked([COMEDY_SEAT], EVENTS.blues);
  });

  it.each<[string, string, string, string | undefined, string]>([
    ['a season card without its child event', ALEX_IDS.tickets.seasonCard, EVENTS.seasonWinter, undefined, 'technicalError'],
    ['a ticket the box office locked', 'tkt_alex_comedy_2', EVENTS.blues, undefined, 'ticketLocked'],
    ['a season card whose concert is excluded', SEEDED.seasonOpeningExcluded, EVENTS.seasonWinter, EVENTS.seasonOpening, 'childEventExcluded'],
    ['a box-office order', SEEDED.pos, EVENTS.seasonWinter, undefined, 'posOrigin'],
    ['an order that is not complete', SEEDED.pending, EVENTS.seasonWinter, undefined, 'transactionNotComplete'],
    ['a cancelled ticket', ALEX_IDS.tickets.canceled, EVENTS.blues, undefined, 'ticketStatusNotValid'],
    ['a season card ordered more than 7 days ago (the default deadline)', SEEDED.seasonLate, EVENTS.seasonWinter, EVENTS.seasonOpening, 'deadline'],
    ['an event no rule leads to', COMEDY_SEAT, EVENTS.jazz, undefined, 'noRules'],
    ['a season card the standard strategy does not map', ALEX_IDS.tickets.seasonCard, EVENTS.seasonWinter, EVENTS.seasonOpening, 'noMappedTicketType'],
  ])('refuses %s (409 %s) and changes nothing', async (_, ticketId, target, source, reason) => {
    const before = snapshot();
    const answer = await rebook([ticketId], target, source ? { source } : {});
    expect([answer.status, answer.body.code, answer.body.reason, answer.body.ticketId]).toEqual([409, 'rebookingNotAllowed', reason, ticketId]);
    expect(snapshot()).toBe(before);
  });

  it('refuses all tickets when one is refused, answers 404 for a wrong order secret or another order’s ticket, 400 for bad input', async () => {
    const before = snapshot();
    const mixed = await rebook([SEEDED.opening, SEEDED.pos], EVENTS.seasonWinter);
    expect([mixed.status, mixed.body.reason]).toEqual([404, undefined]);
    const refusedSecond = await rebook([COMEDY_SEAT, 'tkt_alex_comedy_2'], EVENTS.blues);
    expect([refusedSecond.status, refusedSecond.body.reason, refusedSecond.body.ticketId]).toEqual([409, 'ticketLocked', 'tkt_alex_comedy_2']);

    const wrongSecret = await rebook([COMEDY_SEAT], EVENTS.blues, { order: { _id: 'tx_alex_003', secret: 'sec_wrong_0123456789abcdef' } });
    const unknownOrder = await rebook([COMEDY_SEAT], EVENTS.blues, { order: { _id: 'tx_no_such_order', secret: 'sec_wrong_0123456789abcdef' } });
    expect(wrongSecret.status).toBe(404);
    // The answer never tells whether an order exists.
    expect(unknownOrder).toMatchObject({ status: wrongSecret.status, body: wrongSecret.body });

    const invalid = await call<Coded>('POST', '/api/public/rebookings', { json: { target: {}, transaction: { _id: 'tx_alex_003' }, ticketIds: [] } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['target.eventId', 'ticketIds', 'transaction.secret']);
    expect(snapshot()).toBe(before);
  });
});

describe('GET /api/public/rebookings/info', () => {
  it('answers what the rebooking carried over, 404 for a wrong secret or a checkout that is no rebooking', async () => {
    const checkout = await rebooked([COMEDY_SEAT], EVENTS.blues);
    const answer = await info(checkout);
    expect(answer.status).toBe(200);
    expect(rebookingInfoSchema.parse(answer.body)).toEqual({
      rebooking: true,
      credit: 20,
      fee: 2.5,
      currency: 'GBP',
      ticketIds: [COMEDY_SEAT],
      sourceEventId: EVENTS.comedy,
      targetEventId: EVENTS.blues,
    });
    expect((await info({ ...checkout, secret: 'sec_wrong_0123456789abcdef' })).status).toBe(404);
    const plain = await call<Ref>('POST', '/api/public/checkouts', { json: { sellerId: RIVERSIDE } });
    expect((await info(plain.body)).status).toBe(404);
  });
});

describe('completing a rebooking', () => {
  it('lowers the price by the credit; paying gives up the old ticket and issues the new one', async () => {
    const checkout = await rebooked([COMEDY_SEAT], EVENTS.blues);
    expect((await putDetails(checkout)).status).toBe(200);
    // Not without a ticket of the new event: refused, and the order is not made.
    const empty = await completeFree(checkout);
    expect([empty.status, empty.body.code]).toEqual([409, 'rebookingWithoutTickets']);
    expect((await readCheckout(checkout)).status).toBe('open');
    expect(ticketOf(COMEDY_SEAT)?.status).toBe('valid');

    const added = await addTickets(checkout, EVENTS.blues, 'tt_blues_floor');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // £22 floor + £1.50 booking fee + £2.50 rebooking fee + £0.99 service fee, less the £20 credit.
    expect(added.body.realPrice).toBe(money(22 + bookingFeeBelow30 + 2.5 + serviceFee - 20));

    const request = await openPayment(checkout);
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    expect(request.body.amount).toBe(6.99);
    const paid = await verify(request.body);
    expect(paid.body.status, JSON.stringify(paid.body)).toBe('succeeded');
    const tid = paid.body.transaction?.tid ?? '';

    const rebooking = rebookingOf(checkout._id);
    expect(rebooking).toMatchObject({ status: 'completed', completedTransactionId: tid });
    const old = ticketOf(COMEDY_SEAT);
    expect(old).toMatchObject({ status: 'invalid', transferable: false, returnable: false });
    expect(old?.history?.at(-1)).toMatchObject({ type: 'invalidated', data: { reason: 'rebooked', rebookingId: rebooking?._id, checkoutId: checkout._id } });
    expect(old?.locks?.some((lock) => lock.type === 'rebooking')).toBe(false);
    const issued = newTicketsOf(tid);
    expect(issued.map((ticket) => [ticket.eventId, ticket.ticketTypeId])).toEqual([[EVENTS.blues, 'tt_blues_floor']]);
    expect(['valid', 'detailsRequired']).toContain(issued[0]?.status);
    expect(sandbox.store.get('transactions', tid)?.realPrice).toBe(6.99);
  });

  it('completes for free when the credit covers everything: two concerts given up for one', async () => {
    const given = [SEEDED.opening, SEEDED.openingSecond];
    const checkout = await rebooked(given, EVENTS.seasonWinter);
    // The standard strategy's season rule has no fee of its own and its default is 0: no fee line.
    expect((await readCheckout(checkout)).items?.[0]?.additionalItems).toBeUndefined();
    expect((await info(checkout)).body).toMatchObject({ credit: 90, fee: 0 });
    const added = await addTickets(checkout, EVENTS.seasonWinter, `tt_${EVENTS.seasonWinter}_single`);
    expect(added.body.realPrice).toBe(0);
    expect(added.body.redeemedVouchers?.vouchers[0]?.redeemedAmount).toBe(money(45 + bookingFeeFrom30 + serviceFee));
    expect((await putDetails(checkout)).status).toBe(200);
    const done = await completeFree(checkout);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    for (const id of given) expect(ticketOf(id)?.history?.at(-1)).toMatchObject({ type: 'invalidated', data: { reason: 'rebooked' } });
    expect(given.map((id) => ticketOf(id)?.status)).toEqual(['invalid', 'invalid']);
    expect(newTicketsOf(done.body.transaction.tid).map((ticket) => ticket.eventId)).toEqual([EVENTS.seasonWinter]);
  });

  it('keeps a season card valid and gives up only the source concert', async () => {
    const card = SEEDED.seasonCard;
    const checkout = await rebooked([card], EVENTS.seasonWinter, { source: EVENTS.seasonOpening });
    // A third of the £120 card, the season having three concerts.
    expect((await info(checkout)).body).toMatchObject({ credit: 40, fee: 0, sourceEventId: EVENTS.seasonOpening });
    const added = await addTickets(checkout, EVENTS.seasonWinter, `tt_${EVENTS.seasonWinter}_single`);
    expect(added.body.realPrice).toBe(money(45 + bookingFeeFrom30 + serviceFee - 40));
    expect((await putDetails(checkout)).status).toBe(200);
    const request = await openPayment(checkout);
    expect((await verify(request.body)).body.status).toBe('succeeded');
    const kept = ticketOf(card);
    expect(kept).toMatchObject({ status: 'valid', excludedEventIds: [EVENTS.seasonOpening] });
    expect(kept?.history?.at(-1)).toMatchObject({ type: 'rebookedFromSeason', data: { reason: 'rebooked', eventId: EVENTS.seasonOpening, checkoutId: checkout._id } });
    expect(kept?.locks ?? []).toEqual([]);
    // The concert is given up: it cannot be rebooked a second time.
    expect((await rebook([card], EVENTS.seasonSpring, { source: EVENTS.seasonOpening })).body.reason).toBe('childEventExcluded');
  });

  it('refuses to take payment once an old ticket was returned meanwhile, so the credit is not spent twice', async () => {
    const checkout = await rebooked([COMEDY_SEAT], EVENTS.blues);
    await addTickets(checkout, EVENTS.blues, 'tt_blues_floor');
    expect((await putDetails(checkout)).status).toBe(200);
    const ticket = ticketOf(COMEDY_SEAT);
    const secrets = `secret=${q(ticket?.secret ?? '')}&transactionSecret=${q(orderOf(COMEDY_SEAT)?.secret ?? '')}`;
    expect((await call('POST', `/api/public/tickets/${COMEDY_SEAT}/return?${secrets}`)).status).toBe(200);
    const request = await openPayment(checkout);
    expect([request.status, request.body.code, request.body.reason, request.body.ticketId]).toEqual([409, 'rebookingNotAllowed', 'ticketStatusNotValid', COMEDY_SEAT]);
    expect(rebookingOf(checkout._id)?.status).toBe('open');
  });
});
