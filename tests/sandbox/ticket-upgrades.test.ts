import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { EVENTS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { UPGRADE_IDS } from '../../lib/sandbox/seed/holdings/upgrades.ts';
import { RIVERSIDE_FEES } from '../../lib/sandbox/seed/pricing.ts';
import { createdCheckoutSchema, upgradeInfoSchema } from '../../lib/ticketing/schemas/index.ts';
import { caller } from './support/account-client.ts';
import { actionCheckoutCalls, type Coded, type Ref } from './support/action-checkout.ts';

/**
 * Upgrade in the sandbox (spec 02 §7 Upgrade, §4, §5 "Upgrade eligibility"; ADR 0021): the
 * upgrade checkout with its credit, the info both ways, the rule's refusals (which change
 * nothing), the lock while it is open, and the completion that gives up the old tickets.
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
const { tickets: SEEDED } = UPGRADE_IDS;
const ELIGIBLE = [SEEDED.eligible, SEEDED.eligibleSecond];

const ticketOf = (id: string) => sandbox.store.get('tickets', id);
const refOf = (id: string) => ({ _id: id, secret: ticketOf(id)?.secret ?? '' });
const q = encodeURIComponent;

function upgrade(ticketIds: string[], targetEventId: string, extra: Record<string, unknown> = {}) {
  return call<Ref & Coded & { items?: { eventId: string; shopId?: string }[] }>('POST', '/api/public/tickets/upgrade', {
    json: { targetEventId, tickets: ticketIds.map(refOf), ...extra },
  });
}
async function upgraded(ticketIds: string[], targetEventId: string): Promise<Ref> {
  const answer = await upgrade(ticketIds, targetEventId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { _id: answer.body._id, secret: answer.body.secret };
}

const checkoutInfo = (ref: Ref) => call<Coded>('GET', `/api/public/tickets/upgrades/info?checkoutId=${q(ref._id)}&secret=${q(ref.secret)}`);
const ticketInfo = (ref: Ref) => call<Coded>('GET', `/api/public/tickets/upgrades/info?ticketId=${q(ref._id)}&secret=${q(ref.secret)}`);
const upgradeOf = (checkoutId: string) => sandbox.store.list('upgrades').docs.find((record) => record.checkoutId === checkoutId);

/** Everything a refused upgrade could have touched. */
const snapshot = () =>
  JSON.stringify({
    tickets: sandbox.store.list('tickets').docs,
    checkouts: sandbox.store.list('checkouts').docs,
    upgrades: sandbox.store.list('upgrades').docs,
  });

describe('POST /api/public/tickets/upgrade', () => {
  it('opens a checkout for the target event with the credit, and locks the tickets while it is open', async () => {
    const answer = await upgrade(ELIGIBLE, EVENTS.season, { salesChannelId: 'web' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = createdCheckoutSchema.parse(answer.body);
    expect(created.items).toEqual([{ eventId: EVENTS.season, shopId: RIVERSIDE }]);

    const checkout = await readCheckout(created);
    expect(checkout).toMatchObject({ status: 'open', sellerId: RIVERSIDE, currency: 'GBP', expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString() });
    expect(checkout.items?.[0]).toMatchObject({ eventId: EVENTS.season, channelId: 'web' });
    expect(checkout.redeemedVouchers?.vouchers).toEqual([expect.objectContaining({ type: 'UPGRADE_CREDIT', internalBalance: 90, transactionId: UPGRADE_IDS.orders.winter })]);
    expect(checkout.realPrice).toBe(0);

    const record = upgradeOf(created._id);
    expect(record).toMatchObject({ status: 'open', ticketIds: ELIGIBLE, credit: 90, currency: 'GBP', targetEventId: EVENTS.season, salesChannelId: 'web' });
    for (const id of ELIGIBLE) {
      expect(ticketOf(id)?.locks).toEqual([expect.objectContaining({ _id: record?._id, type: 'upgrade', expiresAt: checkout.expiresAt })]);
      expect(ticketOf(id)?.status).toBe('valid');
    }
  });

  it('refuses a second upgrade while one is open, and allows it again once the checkout is aborted', async () => {
    const first = await upgraded([SEEDED.eligible], EVENTS.season);
    const before = snapshot();
    const again = await upgrade([SEEDED.eligible], EVENTS.season);
    expect([again.status, again.body.code, again.body.reason, again.body.ticketId]).toEqual([409, 'upgradeNotAllowed', 'upgradeActive', SEEDED.eligible]);
    // Nor may the locked ticket be given up in the same request as a free one.
    expect((await upgrade([SEEDED.eligibleSecond, SEEDED.eligible], EVENTS.season)).body.reason).toBe('upgradeActive');
    expect(snapshot()).toBe(before);

    expect((await call('POST', `/api/public/checkouts/${first._id}/abort`, { json: { secret: first.secret } })).status).toBe(200);
    const info = await ticketInfo(refOf(SEEDED.eligible));
    expect(info.body).toEqual({ upgrade: false, eligible: true, targets: [EVENTS.season] });
    const second = await upgraded([SEEDED.eligible], EVENTS.season);
    // The ended upgrade's lock is gone; only the new one holds.
    expect(ticketOf(SEEDED.eligible)?.locks).toEqual([expect.objectContaining({ _id: upgradeOf(second._id)?._id })]);
  });

  it.each<[string, string, string, string]>([
    ['a hard ticket', SEEDED.hard, EVENTS.season, 'hardTicket'],
    ['a ticket bought with an upgrade', SEEDED.upgradeOrigin, EVENTS.season, 'upgradeOrigin'],
    ['a cancelled ticket', ALEX_IDS.tickets.canceled, EVENTS.blues, 'ticketStatusNotValid'],
    ['a ticket the box office locked', 'tkt_alex_comedy_2', EVENTS.blues, 'ticketLocked'],
    ['an event without upgrades (Opening Night)', SEEDED.disabled, EVENTS.season, 'upgradesDisabled'],
    ['a ticket type without upgrades (jazz student)', ALEX_IDS.tickets.detailsRequired, EVENTS.jazz, 'upgradesDisabled'],
    ['an event that started', SEEDED.started, EVENTS.season, 'eventStarted'],
    ['a season card of a season without a child mapping', ALEX_IDS.tickets.seasonCard, EVENTS.seasonWinter, 'noChildMapping'],
    ['a target the mapping does not list', SEEDED.eligible, EVENTS.festival, 'targetNotMapped'],
    ['an unknown target', SEEDED.eligible, 'evt_no_such_event', 'targetNotMapped'],
  ])('refuses %s (409 %s) and changes nothing', async (_, ticketId, target, reason) => {
    const before = snapshot();
    const answer = await upgrade([ticketId], target);
    expect([answer.status, answer.body.code, answer.body.reason, answer.body.ticketId]).toEqual([409, 'upgradeNotAllowed', reason, ticketId]);
    expect(snapshot()).toBe(before);
  });

  it('refuses all tickets when one is refused, answers 404 for a wrong secret like an unknown ticket, 400 for bad input', async () => {
    const before = snapshot();
    const mixed = await upgrade([SEEDED.eligible, SEEDED.hard], EVENTS.season);
    expect([mixed.status, mixed.body.reason, mixed.body.ticketId]).toEqual([409, 'hardTicket', SEEDED.hard]);

    const wrongSecret = await call<Coded>('POST', '/api/public/tickets/upgrade', { json: { targetEventId: EVENTS.season, tickets: [{ _id: SEEDED.eligible, secret: 'sec_wrong_0123456789abcdef' }] } });
    const unknown = await call<Coded>('POST', '/api/public/tickets/upgrade', { json: { targetEventId: EVENTS.season, tickets: [{ _id: 'tkt_no_such', secret: 'sec_wrong_0123456789abcdef' }] } });
    expect(wrongSecret.status).toBe(404);
    expect(unknown).toMatchObject({ status: wrongSecret.status, body: wrongSecret.body });

    const invalid = await call<Coded>('POST', '/api/public/tickets/upgrade', { json: { tickets: [], salesChannelId: '' } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['salesChannelId', 'targetEventId', 'tickets']);
    const noSecret = await call<Coded>('POST', '/api/public/tickets/upgrade', { json: { targetEventId: EVENTS.season, tickets: [{ _id: SEEDED.eligible }] } });
    expect(Object.keys(noSecret.body.errors ?? {})).toEqual(['tickets.0.secret']);
    expect(snapshot()).toBe(before);
  });
});

describe('GET /api/public/tickets/upgrades/info', () => {
  it('answers what an upgrade’s checkout carried over, 404 for a wrong secret or a checkout that is no upgrade', async () => {
    const checkout = await upgraded(ELIGIBLE, EVENTS.season);
    const answer = await checkoutInfo(checkout);
    expect(answer.status).toBe(200);
    expect(upgradeInfoSchema.parse(answer.body)).toEqual({ upgrade: true, credit: 90, currency: 'GBP', ticketIds: ELIGIBLE, targetEventId: EVENTS.season });
    expect((await checkoutInfo({ ...checkout, secret: 'sec_wrong_0123456789abcdef' })).status).toBe(404);
    const plain = await call<Ref>('POST', '/api/public/checkouts', { json: { sellerId: RIVERSIDE } });
    expect((await checkoutInfo(plain.body)).status).toBe(404);
    expect((await call<Coded>('GET', '/api/public/tickets/upgrades/info')).status).toBe(404);
  });

  it.each<[string, string, { eligible: boolean; reason?: string; targets: string[] }]>([
    ['a concert ticket: the season card', SEEDED.eligible, { eligible: true, targets: [EVENTS.season] }],
    ['a jazz seat: a better category of the same night', ALEX_IDS.tickets.personalized, { eligible: true, targets: [EVENTS.jazz] }],
    ['a hard ticket: why not, no targets', SEEDED.hard, { eligible: false, reason: 'hardTicket', targets: [] }],
    ['a season card without a child mapping', ALEX_IDS.tickets.seasonCard, { eligible: false, reason: 'noChildMapping', targets: [] }],
    ['a ticket of an event that maps nothing', 'tkt_alex_exhibition_1', { eligible: false, reason: 'targetNotMapped', targets: [] }],
  ])('tells for one ticket whether and to which events: %s', async (_, ticketId, expected) => {
    const answer = await ticketInfo(refOf(ticketId));
    expect(answer.status).toBe(200);
    expect(upgradeInfoSchema.parse(answer.body)).toEqual({ upgrade: false, ...expected });
  });

  it('answers 404 for a ticket’s wrong secret, like an unknown ticket', async () => {
    const wrong = await ticketInfo({ _id: SEEDED.eligible, secret: 'sec_wrong_0123456789abcdef' });
    const unknown = await ticketInfo({ _id: 'tkt_no_such', secret: 'sec_wrong_0123456789abcdef' });
    expect(wrong.status).toBe(404);
    expect(unknown).toMatchObject({ status: 404, body: wrong.body });
  });
});

describe('completing an upgrade', () => {
  it('lowers the price by the credit; paying gives up the old tickets and the new ones say where they came from', async () => {
    const checkout = await upgraded(ELIGIBLE, EVENTS.season);
    expect((await putDetails(checkout)).status).toBe(200);
    // Not without a ticket of the target (another event's will not do): refused, and no order is made.
    const other = await addTickets(checkout, EVENTS.seasonSpring, `tt_${EVENTS.seasonSpring}_single`);
    expect(other.body.realPrice).toBe(0);
    const elsewhere = await completeFree(checkout);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([409, 'upgradeWithoutTickets']);
    expect((await readCheckout(checkout)).status).toBe('open');
    expect(ELIGIBLE.map((id) => ticketOf(id)?.status)).toEqual(['valid', 'valid']);
    const springLine = other.body.items?.find((item) => item.eventId === EVENTS.seasonSpring)?.tickets?.[0]?._id ?? '';
    expect((await call('POST', `/api/public/checkouts/${checkout._id}/remove`, { json: { secret: checkout.secret, lineId: springLine } })).status).toBe(200);

    const added = await addTickets(checkout, EVENTS.season, 'tt_season_card', 2);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // Two £120 season cards with their booking fees and the service fee, less the £90 credit.
    const due = money(2 * (120 + bookingFeeFrom30) + serviceFee - 90);
    expect(added.body.realPrice).toBe(due);

    const request = await openPayment(checkout);
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    expect(request.body.amount).toBe(due);
    const paid = await verify(request.body);
    expect(paid.body.status, JSON.stringify(paid.body)).toBe('succeeded');
    const tid = paid.body.transaction?.tid ?? '';

    const record = upgradeOf(checkout._id);
    expect(record).toMatchObject({ status: 'completed', completedTransactionId: tid });
    for (const id of ELIGIBLE) {
      const old = ticketOf(id);
      expect(old).toMatchObject({ status: 'invalid', transferable: false, upgradeable: false });
      expect(old?.history?.at(-1)).toMatchObject({ type: 'invalidated', data: { reason: 'upgraded', upgradeId: record?._id, checkoutId: checkout._id } });
      expect(old?.locks ?? []).toEqual([]);
    }
    const issued = newTicketsOf(tid);
    expect(issued.map((ticket) => [ticket.eventId, ticket.origin, ticket.originTicketId])).toEqual([
      [EVENTS.season, 'upgrade', SEEDED.eligible],
      [EVENTS.season, 'upgrade', SEEDED.eligibleSecond],
    ]);
    expect(sandbox.store.get('transactions', tid)?.realPrice).toBe(due);
    // A ticket bought with an upgrade is not upgraded again.
    expect((await ticketInfo(refOf(issued[0]?._id ?? ''))).body).toMatchObject({ eligible: false, reason: 'upgradeOrigin' });
  });

  it('lets a season card trade one concert and keep the others', async () => {
    // The demo season maps no concert; here the seller lets the card's Opening Night seat go to the jazz night.
    const season = sandbox.store.get('events', EVENTS.season);
    if (!season) throw new Error('no season');
    sandbox.store.put('events', { ...season, upgradeSettings: { childMapping: { [EVENTS.seasonOpening]: [EVENTS.jazz] } } });
    const card = ALEX_IDS.tickets.seasonCard;
    expect((await ticketInfo(refOf(card))).body).toEqual({ upgrade: false, eligible: true, targets: [EVENTS.jazz] });

    const checkout = await upgraded([card], EVENTS.jazz);
    // A third of the £120 card, the season having three concerts.
    expect((await checkoutInfo(checkout)).body).toMatchObject({ credit: 40, ticketIds: [card] });
    const added = await addTickets(checkout, EVENTS.jazz, 'tt_jazz_standing');
    expect(added.body.realPrice).toBe(0);
    expect(added.body.redeemedVouchers?.vouchers[0]?.redeemedAmount).toBe(money(25 + bookingFeeBelow30 + serviceFee));
    expect((await putDetails(checkout)).status).toBe(200);
    const done = await completeFree(checkout);
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const kept = ticketOf(card);
    expect(kept).toMatchObject({ status: 'valid', excludedEventIds: [EVENTS.seasonOpening] });
    expect(kept?.history?.at(-1)).toMatchObject({ type: 'upgradedFromSeason', data: { reason: 'upgraded', eventId: EVENTS.seasonOpening, checkoutId: checkout._id } });
    expect(kept?.locks ?? []).toEqual([]);
    expect(newTicketsOf(done.body.transaction.tid).map((ticket) => [ticket.eventId, ticket.origin, ticket.originTicketId])).toEqual([[EVENTS.jazz, 'upgrade', card]]);
    // The concert is given up: the same trade cannot be made twice.
    expect((await upgrade([card], EVENTS.jazz)).body.reason).toBe('targetNotAllowed');
  });

  it('refuses to take payment once an old ticket became invalid meanwhile, so the credit is not spent twice', async () => {
    const checkout = await upgraded([SEEDED.eligible], EVENTS.season);
    await addTickets(checkout, EVENTS.season, 'tt_season_card');
    expect((await putDetails(checkout)).status).toBe(200);
    // The box office cancels it while the buyer is at the payment step.
    sandbox.store.update('tickets', SEEDED.eligible, (ticket) => ({ ...ticket, status: 'invalid' }));
    const request = await openPayment(checkout);
    expect([request.status, request.body.code, request.body.reason, request.body.ticketId]).toEqual([409, 'upgradeNotAllowed', 'ticketStatusNotValid', SEEDED.eligible]);
    expect(upgradeOf(checkout._id)?.status).toBe('open');
  });
});
