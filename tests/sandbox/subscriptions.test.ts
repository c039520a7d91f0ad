import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { SUBSCRIPTION_PLANS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { SAVED_CARD } from '../../lib/sandbox/seed/holdings/saved-cards.ts';
import { subscriptionPlanSchema, subscriptionSchema, type Subscription } from '../../lib/ticketing/schemas/subscription.ts';
import { subscriptionTicketsSchema } from '../../lib/ticketing/subscriptions.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/**
 * The subscription calls of spec 02 §7 against the seeded sandbox: the public plan, the tickets a
 * subscription issued, and its updates by secret (payment method by spec 01 §5; an item by the
 * plan's renewal policy). Each refusal leaves the subscription as it was.
 */

let sandbox: Sandbox;
const { call, login } = caller(() => sandbox);

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => new Date('2030-01-15T12:00:00.000Z') });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string; reason?: string };
const stored = (id: string) => sandbox.store.get('subscriptions', id) as Subscription;
const secretOf = (id: string) => stored(id).secret ?? '';
const put = (id: string, body: Record<string, unknown>) => call<Subscription & Coded>('PUT', `/api/public/subscriptions/${id}`, { json: { secret: secretOf(id), ...body } });

describe('GET /api/public/subscriptions/plans/{id}', () => {
  it('answers the plan to anyone, and 404 for an unknown one', async () => {
    const answer = await call('GET', `/api/public/subscriptions/plans/${SUBSCRIPTION_PLANS.club}`);
    expect(answer.status).toBe(200);
    expect(subscriptionPlanSchema.parse(answer.body)).toMatchObject({ _id: SUBSCRIPTION_PLANS.club, billingCycle: { interval: 'month', every: 12 }, paymentPolicy: { changePaymentMethodPolicy: 'always' } });
    expect((await call('GET', '/api/public/subscriptions/plans/spl_nothing')).status).toBe(404);
  });
});

describe('GET /api/public/subscriptions/{id}/tickets', () => {
  it('answers the tickets that name the subscription, by its secret only', async () => {
    const ticket = sandbox.store.list('tickets', { customerId: 'cus_alex_morgan' }).docs[0];
    if (!ticket) throw new Error('no ticket');
    sandbox.store.put('tickets', { ...ticket, subscriptionId: 'sub_alex_club' });
    const answer = await call('GET', `/api/public/subscriptions/sub_alex_club/tickets?secret=${encodeURIComponent(secretOf('sub_alex_club'))}`);
    expect(answer.status).toBe(200);
    expect(subscriptionTicketsSchema.parse(answer.body).docs.map((found) => found._id)).toEqual([ticket._id]);
    expect((await call('GET', '/api/public/subscriptions/sub_alex_club/tickets?secret=wrong')).status).toBe(404);
    expect((await call('GET', '/api/public/subscriptions/sub_alex_club/tickets')).status).toBe(404);
  });
});

describe('PUT /api/public/subscriptions/{id}: another payment method', () => {
  it('moves an active subscription on an "always" plan to an allowed method of its customer', async () => {
    const answer = await put('sub_alex_club', { customerPaymentMethodId: ALEX_IDS.paymentMethods.sepa });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(subscriptionSchema.parse(answer.body).customerPaymentMethodId).toBe(ALEX_IDS.paymentMethods.sepa);
    expect(stored('sub_alex_club').customerPaymentMethodId).toBe(ALEX_IDS.paymentMethods.sepa);
  });

  it('changes nothing for the method it already uses', async () => {
    const answer = await put('sub_alex_club', { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa });
    expect(answer.status).toBe(200);
    expect(stored('sub_alex_club').customerPaymentMethodId).toBe(ALEX_IDS.paymentMethods.visa);
  });

  it.each<[string, string, string, number, string]>([
    ['a gateway the plan does not allow', 'sub_alex_club', SAVED_CARD.id, 409, 'gatewayNotAllowed'],
    ['an expired method', 'sub_alex_club', ALEX_IDS.paymentMethods.expiredMastercard, 409, 'paymentMethodNotActive'],
    ['a plan whose policy is never', 'sub_alex_programme_incomplete', ALEX_IDS.paymentMethods.visa, 409, 'paymentMethodChangeNotAllowed'],
    ['a pending cancellation', 'sub_alex_club_gift', ALEX_IDS.paymentMethods.sepa, 409, 'subscriptionNotChangeable'],
    ['an unknown method', 'sub_alex_club', 'cpm_nothing', 404, 'paymentMethodNotFound'],
  ])('refuses %s', async (_name, id, methodId, status, code) => {
    const before = stored(id).customerPaymentMethodId;
    const answer = await put(id, { customerPaymentMethodId: methodId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(stored(id).customerPaymentMethodId).toBe(before);
  });

  it('moves a draft on an onDraft plan, to a gateway that plan allows', async () => {
    // The series plan allows only the card provider: Alex's Visa qualifies, the SEPA account does not.
    expect((await put('sub_alex_series_draft', { customerPaymentMethodId: ALEX_IDS.paymentMethods.sepa })).body.code).toBe('gatewayNotAllowed');
    expect((await put('sub_alex_series_draft', { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa })).status).toBe(200);
    expect(stored('sub_alex_series_draft').customerPaymentMethodId).toBe(ALEX_IDS.paymentMethods.visa);
  });

  it('refuses another customer’s method, a wrong secret and a missing method id', async () => {
    const sam = await login(EMAILS.sam);
    const samsMethod = sandbox.store.list('customerPaymentMethods', { customerId: 'cus_sam_collector' }).docs.find((method) => method.status === 'active');
    expect(sam).toBeTruthy();
    expect((await put('sub_alex_club', { customerPaymentMethodId: samsMethod?._id })).status).toBe(404);
    expect((await call('PUT', '/api/public/subscriptions/sub_alex_club', { json: { secret: 'wrong', customerPaymentMethodId: ALEX_IDS.paymentMethods.sepa } })).status).toBe(404);
    expect((await put('sub_alex_club', {})).status).toBe(400);
    expect(stored('sub_alex_club').customerPaymentMethodId).toBe(ALEX_IDS.paymentMethods.visa);
  });
});

describe('PUT /api/public/subscriptions/{id}/items/{itemId}', () => {
  const putItem = (id: string, itemId: string, body: Record<string, unknown>) => call<Subscription & Coded>('PUT', `/api/public/subscriptions/${id}/items/${itemId}`, { json: { secret: secretOf(id), ...body } });
  const seasonOpeningTypes = () => sandbox.store.get('events', 'evt_riverside_season_opening')?.tickets ?? [];
  // The opening night sells one type; a balcony seat gives the item something to change to.
  beforeEach(() => {
    sandbox.store.update('events', 'evt_riverside_season_opening', (event) => ({
      ...event,
      tickets: [...(event.tickets ?? []), { _id: 'tt_season_opening_balcony', name: 'Balcony', categoryRef: 'cat_hall', price: 38, volume: 40 }],
    }));
  });

  it('changes a ticket item to another type of its event where the plan allows it', async () => {
    const other = seasonOpeningTypes().find((type) => type._id !== 'tt_evt_riverside_season_opening_single');
    if (!other) throw new Error('the season opening needs a second ticket type');
    const answer = await putItem('sub_alex_series_draft', 'sit_alex_series_1', { ticketTypeId: other._id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(stored('sub_alex_series_draft').items?.[0]).toMatchObject({ ticketTypeId: other._id, name: other.name, price: other.price });
  });

  it.each<[string, string, string, Record<string, unknown>, number, string | undefined]>([
    ['a product item on a plan without ticket-type changes', 'sub_alex_club', 'sit_alex_club_1', { ticketTypeId: 'tt_x' }, 400, 'invalidInput'],
    ['a ticket type of another event', 'sub_alex_series_draft', 'sit_alex_series_1', { ticketTypeId: 'tt_jazz_standing' }, 400, 'invalidInput'],
    ['a product item', 'sub_alex_series_draft', 'sit_alex_series_2', { ticketTypeId: 'tt_jazz_standing' }, 400, 'invalidInput'],
    ['an unknown item', 'sub_alex_series_draft', 'sit_nothing', { ticketTypeId: 'tt_jazz_standing' }, 404, 'subscriptionItemNotFound'],
    ['an ending subscription', 'sub_alex_club_gift', 'sit_alex_gift_1', {}, 409, 'subscriptionNotChangeable'],
  ])('refuses %s', async (_name, id, itemId, body, status, code) => {
    const before = JSON.stringify(stored(id).items);
    const answer = await putItem(id, itemId, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(JSON.stringify(stored(id).items)).toBe(before);
  });

  it('refuses where the renewal policy forbids a ticket-type change', async () => {
    sandbox.store.update('subscriptionPlans', SUBSCRIPTION_PLANS.concertSeries, (plan) => ({ ...plan, renewalPolicy: { ...plan.renewalPolicy, allowedChanges: { ticketType: false } } }));
    const other = seasonOpeningTypes().find((type) => type._id !== 'tt_evt_riverside_season_opening_single');
    const answer = await putItem('sub_alex_series_draft', 'sit_alex_series_1', { ticketTypeId: other?._id });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('changeNotAllowed');
  });
});
