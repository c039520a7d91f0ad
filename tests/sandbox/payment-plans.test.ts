import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { GATEWAYS } from '../../lib/sandbox/seed/ids.ts';
import { INSTALMENT_IDS } from '../../lib/sandbox/seed/holdings/instalments.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';
import { TEST_CARD_DECLINES_LATER } from '../../lib/domain/instalment-charges.ts';
import { PAYMENT_PLAN_LOCK_TYPE } from '../../lib/domain/payment-plan-hold.ts';
import { paymentPlanSchema, type PaymentPlan } from '../../lib/ticketing/schemas/payment-plan.ts';
import { eventSchema } from '../../lib/ticketing/schemas/event.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { BUYER_DETAILS } from '../support/buyer-details.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/**
 * Paying by instalments through the sandbox (spec 02 §3, §4, §7; ADR 0029): choosing an
 * option for a payment request, the ACTIVE plan its payment starts, billing on the plan's clock,
 * a declined instalment (INCOMPLETE) and its recovery by a change of method, paying off the rest,
 * the transition rules enforced with 409s, and the tickets held until the plan is paid.
 */

let sandbox: Sandbox;
let now: Date;
const { call, login } = caller(() => sandbox);
const GATEWAY = GATEWAYS.riversideSandbox;
const BLUES = 'evt_riverside_blues';
const DAY = 86_400_000;

beforeEach(() => {
  now = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => now });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string };
interface Ref {
  _id: string;
  secret: string;
}
type Request = Coded & Ref & { amount?: number; originalAmount?: number; paymentOptionSelection?: unknown; paymentPlanId?: string };
type Verified = Coded & { status: string; transaction?: { tid: string; secret: string } };

/** A Riverside checkout of `amount` Floor tickets of Blues & Brews with the buyer's details, and its payment request opened with `token`. */
async function paymentFor(token: string | undefined, amount = 2): Promise<{ request: Ref; total: number }> {
  const checkout = await call<Ref>('POST', '/api/public/checkouts', { json: { sellerId: 'sel_riverside' } });
  const ref = { _id: checkout.body._id, secret: checkout.body.secret };
  const added = await call<{ realPrice: number }>('POST', `/api/public/checkouts/${ref._id}/items`, { json: { secret: ref.secret, eventId: BLUES, items: [{ ticketTypeId: 'tt_blues_floor', amount }] } });
  expect(added.status).toBe(200);
  expect((await call('PUT', `/api/public/checkouts/${ref._id}/details`, { json: { secret: ref.secret, ...BUYER_DETAILS } })).status).toBe(200);
  const request = await call<Request>('POST', `/api/public/checkouts/${ref._id}/payment-request`, { ...(token ? { token } : {}), json: { secret: ref.secret, paymentGatewayId: GATEWAY } });
  expect(request.status, JSON.stringify(request.body)).toBe(200);
  return { request: { _id: request.body._id, secret: request.body.secret }, total: request.body.amount ?? 0 };
}

const choose = (request: Ref, paymentOptionId: string | null) =>
  call<Request>('PUT', `/api/payments/requests/${request._id}`, { json: { secret: request.secret, paymentStrategyId: paymentOptionId ? INSTALMENT_IDS.strategy : null, paymentOptionId } });
const verify = (request: Ref, data: Record<string, unknown>, token?: string) =>
  call<Verified>('POST', `/api/payments/requests/${request._id}/verify`, { ...(token ? { token } : {}), json: { secret: request.secret, paymentGatewayId: GATEWAY, data } });
const card = (number: string) => ({ cardNumber: number, expiry: '12/34', cvc: '123' });

const planOf = async (transaction: { tid: string; secret: string }) => {
  const answer = await call<PaymentPlan & Coded>('GET', `/api/public/transactions/${transaction.tid}/payment-plan?secret=${transaction.secret}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return paymentPlanSchema.parse(answer.body);
};
const getPlan = async (plan: PaymentPlan) => paymentPlanSchema.parse((await call('GET', `/api/public/payments/plans/${plan._id}?secret=${plan.secret}`)).body);
const putPlan = (plan: PaymentPlan, body: Record<string, unknown>) => call<PaymentPlan & Coded>('PUT', `/api/public/payments/plans/${plan._id}`, { json: { secret: plan.secret, ...body } });
const payOff = (plan: PaymentPlan) => call<PaymentPlan & Coded>('POST', `/api/public/payments/plans/${plan._id}/complete`, { json: { secret: plan.secret } });
const fastForward = (plan: PaymentPlan) => call<PaymentPlan & Coded>('POST', `/api/sandbox/payment-plans/${plan._id}/fast-forward`, { json: { secret: plan.secret } });
const statuses = (plan: PaymentPlan) => (plan.schedules ?? []).map((part) => part.status);
const ticketsOf = (tid: string) => sandbox.store.list('tickets').docs.filter((ticket: Ticket) => ticket.transactionId === tid);

/** Alex pays two Floor tickets by `option`, the first part with `cardNumber`: the order and its plan. */
async function buyByInstalments(option: string = INSTALMENT_IDS.fourWeekly, cardNumber: string = TEST_CARDS.succeeds) {
  const alex = await login(EMAILS.alex);
  const { request, total } = await paymentFor(alex);
  expect((await choose(request, option)).status).toBe(200);
  const paid = await verify(request, card(cardNumber), alex);
  expect(paid.body.status, JSON.stringify(paid.body)).toBe('succeeded');
  const transaction = paid.body.transaction ?? { tid: '', secret: '' };
  return { alex, total, transaction, plan: await planOf(transaction) };
}

describe('the event offers its payment strategy', () => {
  it('embeds the strategy with its active options in the public event', async () => {
    const event = eventSchema.parse((await call('GET', `/api/public/events/${BLUES}?locale=en`)).body);
    expect(event.paymentStrategy?._id).toBe(INSTALMENT_IDS.strategy);
    expect(event.paymentStrategy?.options?.map((option) => option._id)).toEqual([INSTALMENT_IDS.halfNow, INSTALMENT_IDS.fourWeekly]);
  });
});

describe('choosing an option for a payment request (PUT /api/payments/requests/{id})', () => {
  it('charges what the option asks at checkout, and the full price again without an option', async () => {
    const alex = await login(EMAILS.alex);
    const { request, total } = await paymentFor(alex);
    const half = await choose(request, INSTALMENT_IDS.halfNow);
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    // Half of the total, rounded half away from zero to the cent.
    expect(half.body.amount).toBe(Math.round((total * 100) / 2) / 100);
    expect(half.body.originalAmount).toBe(total);
    expect(half.body.paymentOptionSelection).toEqual({ paymentStrategyId: INSTALMENT_IDS.strategy, paymentOptionId: INSTALMENT_IDS.halfNow });
    const full = await choose(request, null);
    expect(full.body.amount).toBe(total);
    expect(full.body.paymentOptionSelection).toBeUndefined();
  });

  it.each<[string, number, string, string | undefined, number, string]>([
    ['a guest', 2, INSTALMENT_IDS.fourWeekly, undefined, 409, 'loginRequired'],
    ['a total below the option minimum', 1, INSTALMENT_IDS.fourWeekly, EMAILS.alex, 409, 'belowMinimum'],
    ['an unknown option', 2, 'opt_nope', EMAILS.alex, 404, 'paymentOptionNotFound'],
  ])('refuses %s', async (_name, amount, option, email, status, code) => {
    const token = email ? await login(email) : undefined;
    const { request, total } = await paymentFor(token, amount);
    const answer = await choose(request, option);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    const unchanged = await call<Request>('GET', `/api/payments/requests/${request._id}?secret=${request.secret}`);
    expect(unchanged.body.amount).toBe(total);
  });

  it('refuses another strategy than the event’s', async () => {
    const alex = await login(EMAILS.alex);
    const { request } = await paymentFor(alex);
    const answer = await call<Coded>('PUT', `/api/payments/requests/${request._id}`, { json: { secret: request.secret, paymentStrategyId: 'pst_riverside_instalments', paymentOptionId: 'opt_instalments_4_weekly' } });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('paymentOptionNotOffered');
  });
});

describe('paying the first part starts an ACTIVE plan', () => {
  it('makes the schedule a plan: the first part paid, the rest scheduled, the parts adding up to the order', async () => {
    const { total, transaction, plan } = await buyByInstalments();
    expect(plan).toMatchObject({ status: 'active', paymentStrategyId: INSTALMENT_IDS.strategy, paymentOptionId: INSTALMENT_IDS.fourWeekly, transactionId: transaction.tid });
    expect(statuses(plan)).toEqual(['succeeded', 'scheduled', 'scheduled', 'scheduled']);
    const parts = (plan.schedules ?? []).map((part) => part.total ?? 0);
    expect(Math.round(parts.reduce((sum, part) => sum + part, 0) * 100)).toBe(Math.round(total * 100));
    const dues = (plan.schedules ?? []).map((part) => Date.parse(part.due) - now.getTime());
    expect(dues).toEqual([0, 7 * DAY, 14 * DAY, 21 * DAY]);
    expect(plan.customerPaymentMethodId).toBeTruthy();
    const method = sandbox.store.get('customerPaymentMethods', plan.customerPaymentMethodId ?? '');
    expect(method).toMatchObject({ status: 'active', gatewayId: GATEWAY, channels: ['offSession'], paymentDetails: { type: 'visa', last4: '4242' } });
  });

  it('holds the order’s tickets: no transfer, no resale until the plan is paid', async () => {
    const { alex, transaction } = await buyByInstalments();
    const tickets = ticketsOf(transaction.tid);
    expect(tickets.length).toBe(2);
    for (const ticket of tickets) expect(ticket.locks?.map((lock) => lock.type)).toContain(PAYMENT_PLAN_LOCK_TYPE);
    const first = tickets[0] as Ticket;
    const transfer = await call<Coded>('POST', '/api/ticket-transfers', { token: alex, json: { tickets: [{ id: first._id, secret: first.secret }], recipient: { email: 'friend@example.org' } } });
    expect(transfer.status).toBe(400);
    expect(transfer.body.message).toMatch(/payment plan/i);
    // Resale needs a valid ticket its seller lets be resold; only the plan stands in the way.
    sandbox.store.update('tickets', first._id, (ticket) => ({ ...ticket, status: 'valid', resellable: true }));
    const resale = await call<{ tickets: { ticketId: string; reason?: string }[] }>('POST', '/api/public/resell/offers/status', { token: alex, json: { eventIds: [BLUES], ticketIds: [first._id], sellerId: 'sel_riverside' } });
    expect(resale.body.tickets[0]?.reason).toBe('PAYMENT_PLAN_UNPAID');
  });

  it('refuses a gateway the strategy does not allow before charging', async () => {
    sandbox.store.update('paymentStrategies', INSTALMENT_IDS.strategy, (strategy) => ({ ...strategy, policy: { ...strategy.policy, allowedPaymentGateways: [{ gatewayId: GATEWAYS.riversideStripe }] } }));
    const alex = await login(EMAILS.alex);
    const { request } = await paymentFor(alex);
    expect((await choose(request, INSTALMENT_IDS.fourWeekly)).status).toBe(200);
    const answer = await verify(request, card(TEST_CARDS.succeeds), alex);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('gatewayNotAllowed');
  });
});

describe('billing on the plan’s clock', () => {
  it('fast-forwards to the next due date and charges it, then the rest is paid off: COMPLETED, tickets free', async () => {
    const { alex, plan, transaction } = await buyByInstalments();
    const forwarded = await fastForward(plan);
    expect(forwarded.status, JSON.stringify(forwarded.body)).toBe(200);
    expect(statuses(forwarded.body)).toEqual(['succeeded', 'succeeded', 'scheduled', 'scheduled']);
    expect(forwarded.body.status).toBe('active');

    const paidOff = await payOff(plan);
    expect(paidOff.status, JSON.stringify(paidOff.body)).toBe(200);
    expect(paidOff.body.status).toBe('completed');
    expect(statuses(paidOff.body)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    for (const ticket of ticketsOf(transaction.tid)) expect(ticket.locks ?? []).toEqual([]);
    const first = ticketsOf(transaction.tid)[0] as Ticket;
    const transfer = await call('POST', '/api/ticket-transfers', { token: alex, json: { tickets: [{ id: first._id, secret: first.secret }], recipient: { email: 'friend@example.org' } } });
    expect(transfer.status).toBe(201);
    // A completed plan is not paid off twice.
    expect((await payOff(plan)).body.code).toBe('planNotActive');
  });

  it('charges what fell due whenever the plan is read, and completes it with the last part', async () => {
    const { plan } = await buyByInstalments();
    now = new Date(now.getTime() + 8 * DAY);
    expect(statuses(await getPlan(plan))).toEqual(['succeeded', 'succeeded', 'scheduled', 'scheduled']);
    now = new Date(now.getTime() + 14 * DAY);
    const done = await getPlan(plan);
    expect(done.status).toBe('completed');
  });

  it('a declined instalment makes the plan INCOMPLETE; a new method pays it again and the plan is ACTIVE', async () => {
    const { plan } = await buyByInstalments(INSTALMENT_IDS.fourWeekly, TEST_CARD_DECLINES_LATER);
    const failed = await fastForward(plan);
    expect(failed.body.status).toBe('incomplete');
    expect(statuses(failed.body)).toEqual(['succeeded', 'failed', 'scheduled', 'scheduled']);
    expect(failed.body.schedules?.[1]).toMatchObject({ attempts: 1, nextAttempt: new Date(now.getTime() + 7 * DAY + DAY).toISOString() });
    // Paying off needs an ACTIVE plan.
    expect((await payOff(plan)).body.code).toBe('planNotActive');

    const moved = await putPlan(plan, { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ status: 'active', customerPaymentMethodId: ALEX_IDS.paymentMethods.visa });
    expect(statuses(moved.body)).toEqual(['succeeded', 'succeeded', 'scheduled', 'scheduled']);
  });

  it('tries a failed part again a day later, three attempts at most', async () => {
    const { plan } = await buyByInstalments(INSTALMENT_IDS.fourWeekly, TEST_CARD_DECLINES_LATER);
    await fastForward(plan);
    await fastForward(plan);
    const third = await fastForward(plan);
    expect(third.body.schedules?.[1]).toMatchObject({ status: 'failed', attempts: 3, nextAttempt: null });
  });
});

describe('changing the payment method (PUT with customerPaymentMethodId)', () => {
  it.each<[string, string, number, string]>([
    ['an expired card', ALEX_IDS.paymentMethods.expiredMastercard, 409, 'methodNotActive'],
    ['a payout account the strategy does not allow', ALEX_IDS.paymentMethods.sepa, 409, 'gatewayNotAllowed'],
    ['someone else’s method', 'cpm_sam_mc', 404, 'paymentMethodNotFound'],
  ])('refuses %s', async (_name, methodId, status, code) => {
    const { plan } = await buyByInstalments();
    const answer = await putPlan(plan, { customerPaymentMethodId: methodId });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect((await getPlan(plan)).customerPaymentMethodId).toBe(plan.customerPaymentMethodId);
  });

  it('refuses a plan whose strategy never allows a change', async () => {
    const alex = await login(EMAILS.alex);
    const list = (await call<{ paymentPlans: PaymentPlan[] }>('GET', '/api/customers/me/payment-plans', { token: alex })).body.paymentPlans;
    const draft = paymentPlanSchema.parse(list.find((plan) => plan._id === 'pp_alex_deposit_draft'));
    const answer = await putPlan(draft, { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa });
    expect(answer.body.code).toBe('policyNotAlways');
  });
});

describe('status changes follow spec 02 §4 (409 with a code otherwise)', () => {
  it.each<[string, 'active' | 'incomplete' | 'completed' | 'canceled' | 'draft', string]>([
    ['an ACTIVE plan cannot be activated', 'active', 'planNotDraft'],
    ['nothing moves a plan to INCOMPLETE by a call', 'incomplete', 'incompleteNotByCall'],
    ['nothing moves a plan back to DRAFT', 'draft', 'transitionNotAllowed'],
  ])('%s', async (_name, status, code) => {
    const { plan } = await buyByInstalments();
    const answer = await putPlan(plan, { status });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(code);
    expect((await getPlan(plan)).status).toBe('active');
  });

  it('cancels from any status but CANCELED: the unpaid parts canceled', async () => {
    const { plan } = await buyByInstalments();
    const canceled = await putPlan(plan, { status: 'canceled' });
    expect(canceled.body.status).toBe('canceled');
    expect(statuses(canceled.body)).toEqual(['succeeded', 'canceled', 'canceled', 'canceled']);
    const again = await putPlan(plan, { status: 'canceled' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('planAlreadyCanceled');
    expect((await putPlan(plan, { status: 'active' })).body.code).toBe('planNotDraft');
  });

  it('activates a DRAFT plan only by charging what is due with its method', async () => {
    const alex = await login(EMAILS.alex);
    const list = (await call<{ paymentPlans: PaymentPlan[] }>('GET', '/api/customers/me/payment-plans', { token: alex })).body.paymentPlans;
    const draft = paymentPlanSchema.parse(list.find((plan) => plan._id === 'pp_alex_deposit_draft'));
    // The seed's draft has no method yet: nothing can be charged, it stays a draft.
    now = new Date(now.getTime() + 2 * DAY);
    const refused = await putPlan(draft, { status: 'active' });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('downPaymentFailed');
    expect((await getPlan(draft)).status).toBe('draft');
  });
});

describe('reads by secret', () => {
  it('answers 404 for a wrong secret and for an order without a plan', async () => {
    const { plan, transaction } = await buyByInstalments();
    expect((await call('GET', `/api/public/payments/plans/${plan._id}?secret=wrong`)).status).toBe(404);
    expect((await call('GET', `/api/public/transactions/${transaction.tid}/payment-plan?secret=wrong`)).status).toBe(404);
    const alex = await login(EMAILS.alex);
    const { request } = await paymentFor(alex, 1);
    const paid = await verify(request, card(TEST_CARDS.succeeds), alex);
    const order = paid.body.transaction ?? { tid: '', secret: '' };
    expect((await call('GET', `/api/public/transactions/${order.tid}/payment-plan?secret=${order.secret}`)).status).toBe(404);
  });
});
