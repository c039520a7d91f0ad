import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import type { CustomerPaymentMethod } from '../../ticketing/schemas/customer-payment-method.ts';
import type { Event } from '../../ticketing/schemas/event.ts';
import type { PaymentGateway } from '../../ticketing/schemas/payment-gateway.ts';
import type { PaymentPlan, PaymentPlanStatus, PaymentSchedule } from '../../ticketing/schemas/payment-plan.ts';
import type { PaymentRequest } from '../../ticketing/schemas/payment-request.ts';
import type { PaymentOption, PaymentStrategy } from '../../ticketing/schemas/payment-strategy.ts';
import { instalmentSchedule, isOptionActive, paymentOptionOffer, type PaymentOptionRefusal } from '../../domain/payment-plan-schedule.ts';
import { paymentPlanTransitionRefusal, type PlanTransitionActor } from '../../domain/payment-plan-transitions.ts';
import { MAX_CHARGE_ATTEMPTS, nextChargeAttempt, offSessionChargeRefusal } from '../../domain/instalment-charges.ts';
import { paymentPlanLock, withoutPaymentPlanLock } from '../../domain/payment-plan-hold.ts';
import { instalmentsRefusal } from '../../domain/pay-by-instalments.ts';
import { paymentPlanMoveRefusal } from '../../domain/payment-method-move.ts';
import { cardBrand } from '../../domain/card-brand.ts';
import { cardDigits, parseExpiry } from '../../domain/test-cards.ts';
import { sumMoney } from '../../domain/money.ts';
import { coded, notFound, type SandboxHttpError } from '../http/errors.ts';
import { newId, newSecret } from './ids.ts';
import { checkoutById } from './checkouts.ts';
import { ticketsOfTransaction } from './orders.ts';
import { saveNewMethod } from './payment-methods.ts';
import { vaultEntry } from './saved-cards.ts';
import { documentBySecret } from './by-secret.ts';

/**
 * Payment plans (spec 02 §3 PaymentPlan and PaymentStrategy, §4 transitions, §7 payment plans;
 * ADR 0029): paying an order by instalments and the plan's life afterwards.
 *
 * - Choosing: `PUT /api/payments/requests/{id}` names a strategy and option of the checkout's event;
 *   the request's amount becomes what the option's schedule charges at checkout
 *   (lib/domain/payment-plan-schedule.ts). No option: back to the full price.
 * - Starting: when that request succeeds, an ACTIVE plan is made of the schedule — the parts due at
 *   checkout paid by the request, the others SCHEDULED — with the card that paid as its payment
 *   method (saved off-session for the plan), and every ticket of the order locked until the plan
 *   is paid (lib/domain/payment-plan-hold.ts).
 * - Billing: whatever is due by a clock is charged with the plan's method through the test gateway
 *   (lib/domain/instalment-charges.ts). The sandbox bills on every read of a plan at the real
 *   time, and a test control fast-forwards one plan's clock to its next due date. A failed charge
 *   makes the plan INCOMPLETE; paid again, ACTIVE; the last part paid, COMPLETED.
 * - Calls: a change of payment method by the move rules (an INCOMPLETE plan's failed parts are
 *   tried again at once), paying off the rest (`…/complete`), and status changes checked by the
 *   transition rules (409 with the refusal's code).
 */

export const PLAN_DECLINED_MESSAGE = 'The payment plan could not be charged with its payment method.';

type CardData = { cardNumber?: string | undefined; expiry?: string | undefined; customerPaymentMethodId?: string | undefined };

// ---------------------------------------------------------------------------------------------
// The event's strategy and the checkout's option

/** The event's payment strategy, if it has one of its own seller. */
export function strategyOfEvent(ctx: SandboxContext, event: { paymentStrategyId?: string | undefined; sellerId?: string | undefined } | undefined): PaymentStrategy | undefined {
  if (!event?.paymentStrategyId) return undefined;
  const strategy = ctx.store.get('paymentStrategies', event.paymentStrategyId);
  return strategy && (!strategy.sellerId || strategy.sellerId === event.sellerId) ? strategy : undefined;
}

/** The public event with its strategy's active options embedded (step 2 shows their schedules), for a seller with payment plans. */
export function withPaymentStrategy(ctx: SandboxContext, event: Event): Event {
  const strategy = strategyOfEvent(ctx, event);
  if (!strategy || ctx.store.get('sellers', event.sellerId ?? '')?.features?.paymentPlans !== true) return event;
  return { ...event, paymentStrategy: { ...strategy, options: (strategy.options ?? []).filter(isOptionActive) } };
}

interface ChosenOption {
  strategy: PaymentStrategy;
  option: PaymentOption;
  event: StoredEvent;
}

const refusalMessages: Record<PaymentOptionRefusal, string> = {
  belowMinimum: 'The order total is below the minimum of this payment option',
  aboveMaximum: 'The order total is above the maximum of this payment option',
  completesTooLate: 'This payment option would run past the date the plan must be paid by',
  nothingToSpread: 'Everything would be due at once: pay in full instead',
};

/** The option a request names, checked against its checkout: what the request may pay (409 with a code otherwise). */
function chosenOption(ctx: SandboxContext, checkout: Checkout, selection: { paymentStrategyId: string; paymentOptionId: string }, customerId: string | null | undefined): ChosenOption {
  const eventId = checkout.items?.[0]?.eventId ?? '';
  const event = ctx.store.get('events', eventId);
  const seller = ctx.store.get('sellers', checkout.sellerId ?? '');
  const refusal = instalmentsRefusal({ checkout, eventId, paymentPlansFeature: seller?.features?.paymentPlans, loggedIn: Boolean(customerId) });
  if (refusal === 'loginRequired') throw coded(409, 'loginRequired', 'Paying by instalments needs a logged-in customer');
  const strategy = strategyOfEvent(ctx, event);
  if (refusal || !event || !strategy || strategy._id !== selection.paymentStrategyId) throw coded(409, 'paymentOptionNotOffered', 'This order cannot be paid with that payment strategy');
  const option = (strategy.options ?? []).find((candidate) => candidate._id === selection.paymentOptionId && isOptionActive(candidate));
  if (!option) throw coded(404, 'paymentOptionNotFound', 'Payment option not found', undefined, { paymentOptionId: ['paymentOptionNotFound'] });
  return { strategy, option, event };
}

function offerFor(ctx: SandboxContext, checkout: Checkout, chosen: ChosenOption) {
  return paymentOptionOffer(chosen.option, { total: checkout.realPrice ?? 0, orderDate: ctx.now(), event: chosen.event, completionPolicy: chosen.strategy.policy?.completionPolicy });
}

/** Whether the gateway may pay into a plan of the strategy (a strategy without a list takes any). */
function gatewayAllowedBy(strategy: PaymentStrategy, gatewayId: string): boolean {
  const allowed = strategy.policy?.allowedPaymentGateways ?? [];
  return allowed.length === 0 || allowed.some((entry) => entry.gatewayId === gatewayId);
}

export interface OptionSelection {
  paymentStrategyId?: string | null | undefined;
  paymentOptionId?: string | null | undefined;
}

/**
 * PUT /api/payments/requests/{id}: pay the checkout by the named option (the amount due at
 * checkout) or, naming none, in full. Only an online request of an open checkout, still NEW.
 */
export function selectPaymentOption(ctx: SandboxContext, request: PaymentRequest, input: OptionSelection): PaymentRequest {
  if (request.status !== 'new') throw coded(409, 'paymentRequestClosed', `Payment request is ${request.status ?? 'closed'}`);
  if (request.origin !== 'online' || !request.checkoutId) throw coded(409, 'paymentOptionNotOffered', 'Only the payment of an order can be paid by instalments');
  const checkout = checkoutById(ctx, request.checkoutId);
  if (checkout.status !== 'open') throw coded(409, 'checkoutClosed', `Checkout is ${checkout.status ?? 'closed'}`);
  const full = checkout.realPrice ?? 0;
  if (!input.paymentStrategyId && !input.paymentOptionId) {
    const { paymentOptionSelection: _dropped, ...rest } = request;
    return ctx.store.put('paymentRequests', { ...rest, amount: full, originalAmount: full });
  }
  if (!input.paymentStrategyId || !input.paymentOptionId) {
    throw coded(400, 'invalidInput', 'Name both the payment strategy and the option', undefined, { [input.paymentStrategyId ? 'paymentOptionId' : 'paymentStrategyId']: ['required'] });
  }
  const chosen = chosenOption(ctx, checkout, { paymentStrategyId: input.paymentStrategyId, paymentOptionId: input.paymentOptionId }, request.customer?.customerId);
  const offer = offerFor(ctx, checkout, chosen);
  if (!offer.available) throw coded(409, offer.reason, refusalMessages[offer.reason], offer.amount !== undefined ? { amount: offer.amount } : undefined);
  return ctx.store.put('paymentRequests', {
    ...request,
    amount: offer.schedule.dueAtCheckout,
    originalAmount: full,
    paymentOptionSelection: { paymentStrategyId: chosen.strategy._id, paymentOptionId: chosen.option._id },
  });
}

/**
 * What a request of this checkout must be for: the full price, or what its option charges at
 * checkout now (-1 when the option no longer applies, so verify refuses with amountChanged).
 */
export function amountToPay(ctx: SandboxContext, checkout: Checkout, request: PaymentRequest): number {
  const selection = request.paymentOptionSelection;
  if (!selection?.paymentStrategyId || !selection.paymentOptionId) return checkout.realPrice ?? 0;
  try {
    const chosen = chosenOption(ctx, checkout, { paymentStrategyId: selection.paymentStrategyId, paymentOptionId: selection.paymentOptionId }, request.customer?.customerId);
    const offer = offerFor(ctx, checkout, chosen);
    return offer.available ? offer.schedule.dueAtCheckout : -1;
  } catch {
    return -1;
  }
}

/** A plan may only be paid into through a gateway its strategy allows (checked before the card is charged). */
export function checkPlanGateway(ctx: SandboxContext, request: PaymentRequest, gatewayId: string): SandboxHttpError | undefined {
  const strategyId = request.paymentOptionSelection?.paymentStrategyId;
  if (!strategyId) return undefined;
  const strategy = ctx.store.get('paymentStrategies', strategyId);
  if (strategy && !gatewayAllowedBy(strategy, gatewayId)) return coded(409, 'gatewayNotAllowed', 'This payment strategy does not take payments through that gateway');
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The plan's payment method

/** The customer's active method of this gateway for the same card, as the test gateway's vault knows it. */
function sameCard(ctx: SandboxContext, customerId: string, sellerId: string, gatewayId: string, digits: string): CustomerPaymentMethod | undefined {
  return ctx.store
    .list('customerPaymentMethods', { customerId, sellerId })
    .docs.find((method) => (method.status ?? 'active') === 'active' && method.gatewayId === gatewayId && ctx.store.get('savedTestCards', method._id)?.cardNumber === digits);
}

/**
 * The method a new plan charges: the saved card that paid, else the card typed at checkout kept
 * off-session for the plan (the same card saved before is reused), else — a payment completed on
 * the bank's page, whose card the sandbox never saw — the gateway's token for it.
 */
function planPaymentMethod(ctx: SandboxContext, request: PaymentRequest, gateway: Pick<PaymentGateway, '_id' | 'type'>, customerId: string, card: CardData): CustomerPaymentMethod | undefined {
  const customer = ctx.store.get('customers', customerId);
  if (!customer) return undefined;
  if (card.customerPaymentMethodId) return ctx.store.get('customerPaymentMethods', card.customerPaymentMethodId);
  const base = { status: 'active' as const, active: true, gatewayType: gateway.type, gatewayId: gateway._id, channels: ['offSession' as const] };
  const expiry = card.expiry ? parseExpiry(card.expiry) : undefined;
  if (card.cardNumber && expiry) {
    const digits = cardDigits(card.cardNumber);
    const existing = sameCard(ctx, customer._id, customer.sellerId ?? '', gateway._id, digits);
    if (existing) return existing;
    const method = saveNewMethod(ctx, customer, {
      ...base,
      data: { paymentMethodId: `pm_sandbox_plan_${digits.slice(-4)}` },
      paymentDetails: { type: cardBrand(digits) ?? 'card', last4: digits.slice(-4), expiration: expiry },
    });
    // The vault keeps the number (the test card decides later charges); the CVC is never kept for a plan.
    const { cvcHash, cvcSalt } = vaultEntry(method._id, { cardNumber: digits, cvc: '' });
    ctx.store.put('savedTestCards', { _id: method._id, cardNumber: digits, cvcHash, cvcSalt }, { sellerId: request.sellerId, customerId: customer._id });
    return method;
  }
  return saveNewMethod(ctx, customer, { ...base, data: { paymentMethodId: `pm_sandbox_${request._id}` } });
}

// ---------------------------------------------------------------------------------------------
// Status changes

/** The plan in its new status, or the transition rules' refusal (409 with its code). */
function moved(plan: PaymentPlan, to: PaymentPlanStatus, actor: PlanTransitionActor, at: Date): PaymentPlan {
  const refusal = paymentPlanTransitionRefusal(plan.status, to, actor);
  if (refusal) throw coded(409, refusal, `A ${plan.status} payment plan cannot become ${to}`);
  return { ...plan, status: to, ...(to === 'canceled' ? { canceledAt: at.toISOString() } : {}) };
}

/** A paid plan lets go of its order's tickets: they may be transferred and resold again. */
function releaseTickets(ctx: SandboxContext, plan: PaymentPlan): void {
  if (!plan.transactionId) return;
  for (const ticket of ticketsOfTransaction(ctx, plan.transactionId)) {
    const released = withoutPaymentPlanLock(ticket, plan._id);
    if (released !== ticket) ctx.store.put('tickets', released);
  }
}

function save(ctx: SandboxContext, plan: PaymentPlan): PaymentPlan {
  if (plan.status === 'completed') releaseTickets(ctx, plan);
  return ctx.store.put('paymentPlans', plan);
}

// ---------------------------------------------------------------------------------------------
// Starting a plan

/**
 * After the request of an order paid by instalments succeeded: the ACTIVE plan of its schedule, its
 * method, the request pointing at it and the order's tickets locked. Once per request.
 */
export function startPaymentPlanOfRequest(ctx: SandboxContext, requestId: string, gatewayId: string, card: CardData): PaymentPlan | undefined {
  const request = ctx.store.get('paymentRequests', requestId);
  const selection = request?.paymentOptionSelection;
  if (!request || request.status !== 'succeeded' || !selection?.paymentStrategyId || !selection.paymentOptionId || !request.transactionId) return undefined;
  if (request.paymentPlanId) return ctx.store.get('paymentPlans', request.paymentPlanId);
  const transaction = ctx.store.get('transactions', request.transactionId);
  const strategy = ctx.store.get('paymentStrategies', selection.paymentStrategyId);
  const option = strategy?.options?.find((candidate) => candidate._id === selection.paymentOptionId);
  const event = ctx.store.get('events', transaction?.eventId ?? '');
  const gateway = ctx.store.get('paymentGateways', gatewayId);
  if (!transaction || !strategy || !option || !event || !gateway) return undefined;

  const now = ctx.now();
  const orderDate = transaction.createdAt ?? now.toISOString();
  const schedule = instalmentSchedule(option, transaction.realPrice ?? request.originalAmount ?? 0, orderDate, event.start);
  const customerId = transaction.customerId ?? request.customer?.customerId ?? null;
  const method = customerId ? planPaymentMethod(ctx, request, gateway, customerId, card) : undefined;
  const schedules: PaymentSchedule[] = schedule.parts.map((part) => ({
    _id: newId('sch'),
    type: part.type,
    due: part.due,
    total: part.total,
    status: part.atCheckout ? 'succeeded' : 'scheduled',
    notificationStatus: part.atCheckout ? 'notified' : 'pending',
    attempts: part.atCheckout ? 1 : 0,
    paymentId: part.atCheckout ? request._id : null,
    nextAttempt: null,
  }));
  const checkout = ctx.store.get('checkouts', request.checkoutId ?? '');
  const draft: PaymentPlan = {
    _id: newId('pp'),
    secret: newSecret(),
    status: 'draft',
    sellerId: transaction.sellerId ?? request.sellerId ?? '',
    customerId,
    currency: transaction.currency ?? request.currency ?? 'EUR',
    customerPaymentMethodId: method?._id ?? null,
    paymentStrategyId: strategy._id,
    paymentOptionId: option._id,
    schedules,
    checkoutId: checkout?._id ?? null,
    transactionId: transaction.tid,
    salesChannelId: 'online',
    preferredLanguage: ctx.store.get('sellers', transaction.sellerId ?? '')?.localeSettings?.defaultLocale ?? 'en',
    createdAt: now.toISOString(),
  };
  // The down payment (or the first instalment) is paid: DRAFT to ACTIVE, the one way a plan starts.
  const plan = moved(draft, 'active', 'billing', now);
  ctx.store.put('paymentPlans', plan, { sellerId: plan.sellerId, customerId: customerId ?? undefined, createdAt: plan.createdAt });
  ctx.store.put('paymentRequests', { ...request, paymentPlanId: plan._id });
  const lock = paymentPlanLock(plan._id, plan.createdAt ?? now.toISOString());
  for (const ticket of ticketsOfTransaction(ctx, transaction.tid)) ctx.store.put('tickets', { ...ticket, locks: [...(ticket.locks ?? []), lock] });
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Charging

interface Charge {
  paid: boolean;
  paymentId: string;
}

/** One charge with the plan's method through the test gateway, kept as a payment request of origin paymentPlan. */
function charge(ctx: SandboxContext, plan: PaymentPlan, amount: number, at: Date): Charge {
  const method = plan.customerPaymentMethodId ? ctx.store.get('customerPaymentMethods', plan.customerPaymentMethodId) : undefined;
  const cardNumber = method ? ctx.store.get('savedTestCards', method._id)?.cardNumber : undefined;
  const refusal = offSessionChargeRefusal(method, at, cardNumber);
  const request: PaymentRequest = {
    _id: newId('pay'),
    secret: newSecret(),
    sellerId: plan.sellerId ?? '',
    status: refusal ? 'canceled' : 'succeeded',
    origin: 'paymentPlan',
    amount,
    originalAmount: amount,
    currency: plan.currency ?? 'EUR',
    paymentPlanId: plan._id,
    transactionId: plan.transactionId ?? null,
    customer: { customerId: plan.customerId ?? null },
    processors: method ? [{ gatewayType: method.gatewayType, gatewayId: method.gatewayId, reference: newId('ref') }] : [],
    applications: refusal ? [] : [{ amount, method: method?.paymentDetails?.type ?? 'card' }],
    paymentOptionSelection: { paymentStrategyId: plan.paymentStrategyId ?? null, paymentOptionId: plan.paymentOptionId ?? null },
  };
  ctx.store.put('paymentRequests', request, { sellerId: plan.sellerId ?? undefined, customerId: plan.customerId ?? undefined, createdAt: ctx.now().toISOString() });
  return { paid: !refusal, paymentId: request._id };
}

const isOpenPart = (part: PaymentSchedule) => part.status === 'scheduled' || part.status === 'pending';
const mayRetry = (part: PaymentSchedule) => part.status === 'failed' && (part.attempts ?? 0) < MAX_CHARGE_ATTEMPTS && Boolean(part.nextAttempt);

/** When the part is charged next by the clock: its due date, or its next attempt after a failure. */
function chargeTime(part: PaymentSchedule): number | undefined {
  if (isOpenPart(part)) return Date.parse(part.due);
  if (mayRetry(part) && part.nextAttempt) return Date.parse(part.nextAttempt);
  return undefined;
}

/** The status the plan's parts call for after billing: a failed part makes it INCOMPLETE, none left ACTIVE, all paid COMPLETED. */
function settle(plan: PaymentPlan, at: Date): PaymentPlan {
  const parts = plan.schedules ?? [];
  const failed = parts.some((part) => part.status === 'failed');
  let next = plan;
  if (failed && next.status === 'active') next = moved(next, 'incomplete', 'billing', at);
  if (!failed && next.status === 'incomplete') next = moved(next, 'active', 'billing', at);
  if (next.status === 'active' && parts.length > 0 && parts.every((part) => part.status === 'succeeded' || part.status === 'refunded' || part.status === 'canceled')) {
    next = moved(next, 'completed', 'billing', at);
  }
  return next;
}

/**
 * Charges, in due order, every part the clock at `at` has reached (`force` also the failed ones,
 * whatever their next attempt: a new payment method was given). Stops at the first decline.
 */
function bill(ctx: SandboxContext, plan: PaymentPlan, at: Date, force = false): PaymentPlan {
  if (plan.status !== 'active' && plan.status !== 'incomplete') return plan;
  const parts = [...(plan.schedules ?? [])];
  const order = parts.map((part, index) => ({ part, index })).sort((a, b) => Date.parse(a.part.due) - Date.parse(b.part.due));
  let changed = false;
  for (const { part, index } of order) {
    const when = force && part.status === 'failed' ? at.getTime() : chargeTime(part);
    if (when === undefined || when > at.getTime()) continue;
    const result = charge(ctx, plan, part.total ?? 0, at);
    const attempts = (part.attempts ?? 0) + 1;
    parts[index] = result.paid
      ? { ...part, status: 'succeeded', paymentId: result.paymentId, attempts, nextAttempt: null, notificationStatus: 'notified' }
      : { ...part, status: 'failed', paymentId: result.paymentId, attempts, nextAttempt: nextChargeAttempt(attempts, at), notificationStatus: 'notified' };
    changed = true;
    if (!result.paid) break;
  }
  if (!changed) return plan;
  return save(ctx, settle({ ...plan, schedules: parts }, at));
}

/** The sandbox's billing at the real time, run whenever a plan is read. */
export function billDue(ctx: SandboxContext, plan: PaymentPlan): PaymentPlan {
  return bill(ctx, plan, ctx.now());
}

/**
 * Test control: this plan's clock jumps to the next moment something is due (a part's due date
 * or a failed part's next attempt), or to `until`, and whatever is due by then is charged.
 */
export function fastForwardPlan(ctx: SandboxContext, plan: PaymentPlan, until?: string): PaymentPlan {
  const current = billDue(ctx, plan);
  if (current.status !== 'active' && current.status !== 'incomplete') throw coded(409, 'planNotActive', `A ${current.status} payment plan has nothing to charge`);
  const next = (current.schedules ?? []).map(chargeTime).filter((time): time is number => time !== undefined);
  const target = until ? Date.parse(until) : next.length > 0 ? Math.min(...next) : undefined;
  if (target === undefined || Number.isNaN(target)) throw coded(409, 'nothingDue', 'Nothing of this payment plan is left to charge');
  return bill(ctx, current, new Date(Math.max(target, ctx.now().getTime())));
}

// ---------------------------------------------------------------------------------------------
// Reads and calls

export function paymentPlanBySecret(ctx: SandboxContext, id: string, secret: string | undefined): PaymentPlan {
  return billDue(ctx, documentBySecret(ctx, 'paymentPlans', id, secret, 'Payment plan'));
}

/** GET /api/public/transactions/{id}/payment-plan: the plan paying the order, by the order's secret. */
export function paymentPlanOfTransaction(ctx: SandboxContext, tid: string, secret: string | undefined): PaymentPlan {
  const transaction = documentBySecret(ctx, 'transactions', tid, secret, 'Transaction');
  const plan = ctx.db
    .prepare(`SELECT body FROM documents WHERE collection = 'paymentPlans' AND json_extract(body, '$.transactionId') = ? ORDER BY created_at DESC LIMIT 1`)
    .all(transaction.tid)
    .map((row) => JSON.parse(String(row.body)) as PaymentPlan)[0];
  if (!plan) throw notFound('Payment plan');
  return billDue(ctx, plan);
}

/**
 * A change of payment method (PUT with customerPaymentMethodId): the plan customer's own active
 * method, by the move rules (status, strategy policy always, gateway allowed and not excluded).
 * An INCOMPLETE plan's failed parts are charged again at once with the new method.
 */
export function changePlanPaymentMethod(ctx: SandboxContext, plan: PaymentPlan, methodId: string): PaymentPlan {
  const method = ctx.store.get('customerPaymentMethods', methodId);
  if (!method || !plan.customerId || method.customerId !== plan.customerId || method.sellerId !== plan.sellerId || method.status === 'deleted') {
    throw coded(404, 'paymentMethodNotFound', 'Payment method not found', undefined, { customerPaymentMethodId: ['paymentMethodNotFound'] });
  }
  const strategy = plan.paymentStrategyId ? ctx.store.get('paymentStrategies', plan.paymentStrategyId) : undefined;
  const refusal = paymentPlanMoveRefusal(plan, strategy, method);
  if (refusal) throw coded(409, refusal, 'This payment plan cannot move to that payment method');
  const updated = save(ctx, { ...plan, customerPaymentMethodId: method._id });
  return updated.status === 'incomplete' ? bill(ctx, updated, ctx.now(), true) : updated;
}

/** Pays off the rest (POST …/complete): one charge of everything not yet paid; the plan COMPLETED. */
export function payOffPlan(ctx: SandboxContext, plan: PaymentPlan): PaymentPlan {
  const refusal = paymentPlanTransitionRefusal(plan.status, 'completed', 'call');
  if (refusal) throw coded(409, refusal, `A ${plan.status} payment plan cannot be paid off`);
  const now = ctx.now();
  const open = (plan.schedules ?? []).filter((part) => isOpenPart(part) || part.status === 'failed');
  const rest = sumMoney(open.map((part) => part.total ?? 0));
  if (rest > 0) {
    const result = charge(ctx, plan, rest, now);
    if (!result.paid) throw coded(402, 'payoffFailed', PLAN_DECLINED_MESSAGE);
    const paid = new Set(open);
    const schedules = (plan.schedules ?? []).map((part) => (paid.has(part) ? { ...part, status: 'succeeded' as const, paymentId: result.paymentId, attempts: (part.attempts ?? 0) + 1, nextAttempt: null, notificationStatus: 'notified' as const } : part));
    return save(ctx, moved({ ...plan, schedules }, 'completed', 'call', now));
  }
  return save(ctx, moved(plan, 'completed', 'call', now));
}

/**
 * A status change by a call (PUT with status), by the transition rules: ACTIVE only from DRAFT
 * (charging what is due with the plan's method), COMPLETED only from ACTIVE (paying off the rest),
 * CANCELED from anything but CANCELED (the parts not yet paid canceled), never INCOMPLETE.
 */
export function changePlanStatus(ctx: SandboxContext, plan: PaymentPlan, to: PaymentPlanStatus): PaymentPlan {
  const now = ctx.now();
  const refusal = paymentPlanTransitionRefusal(plan.status, to, 'call');
  if (refusal) throw coded(409, refusal, `A ${plan.status} payment plan cannot become ${to}`);
  if (to === 'completed') return payOffPlan(ctx, plan);
  if (to === 'canceled') {
    const schedules = (plan.schedules ?? []).map((part) => (isOpenPart(part) || part.status === 'failed' ? { ...part, status: 'canceled' as const, nextAttempt: null } : part));
    return save(ctx, moved({ ...plan, schedules }, 'canceled', 'call', now));
  }
  // to === 'active' from DRAFT: what is due by now is charged first; a decline keeps the plan a draft.
  const due = (plan.schedules ?? []).filter((part) => isOpenPart(part) && Date.parse(part.due) <= now.getTime());
  const amount = sumMoney(due.map((part) => part.total ?? 0));
  if (amount > 0) {
    const result = charge(ctx, plan, amount, now);
    if (!result.paid) throw coded(402, 'downPaymentFailed', PLAN_DECLINED_MESSAGE);
    const paid = new Set(due);
    const schedules = (plan.schedules ?? []).map((part) => (paid.has(part) ? { ...part, status: 'succeeded' as const, paymentId: result.paymentId, attempts: (part.attempts ?? 0) + 1, notificationStatus: 'notified' as const } : part));
    return save(ctx, moved({ ...plan, schedules }, 'active', 'call', now));
  }
  return save(ctx, moved(plan, 'active', 'call', now));
}
