import type { SandboxContext } from '../context.ts';
import type { Subscription, SubscriptionPlan } from '../../ticketing/schemas/subscription.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import { subscriptionMoveRefusal, type MoveRefusal } from '../../domain/payment-method-move.ts';
import { coded, notFound } from '../http/errors.ts';

/**
 * Subscriptions by their secret (spec 02 §7 Subscriptions; spec 01 §5, §7 update subscription):
 * the plan, the tickets a subscription issued, a new payment method and a changed item. A
 * subscription is read and changed by its id and secret, the capability its link carries.
 *
 * - Payment method (PUT …/{id} with customerPaymentMethodId and secret): the method must be the
 *   subscription's customer's own and qualify by spec 01 §5 (lib/domain/payment-method-move.ts);
 *   naming the method it already uses changes nothing. 409 with the reason otherwise.
 * - Item (PUT …/{id}/items/{itemId}): the plan's renewal policy decides what may change
 *   (allowedChanges.ticketType); a ticket item may take another ticket type of its own event, and
 *   takes that type's name and price. Not while the subscription is ending (pendingCancellation).
 */

/** The codes the sandbox answers a refused move with (lib/domain's reasons, as API codes). */
const MOVE_CODES: Record<MoveRefusal, string> = {
  methodNotActive: 'paymentMethodNotActive',
  alreadyUsed: 'alreadyUsed',
  statusNotMovable: 'subscriptionNotChangeable',
  policyNever: 'paymentMethodChangeNotAllowed',
  policyOnDraft: 'paymentMethodChangeNotAllowed',
  policyNotAlways: 'paymentMethodChangeNotAllowed',
  gatewayExcluded: 'gatewayNotAllowed',
  gatewayNotAllowed: 'gatewayNotAllowed',
};

export function planOf(ctx: SandboxContext, subscription: Pick<Subscription, 'planId'>): SubscriptionPlan | undefined {
  return subscription.planId ? ctx.store.get('subscriptionPlans', subscription.planId) : undefined;
}

/** GET /api/public/subscriptions/plans/{id}: a plan is public (its name, cycle and policies). */
export function publicPlan(ctx: SandboxContext, id: string): SubscriptionPlan {
  const plan = ctx.store.get('subscriptionPlans', id);
  if (!plan) throw notFound('Subscription plan');
  return plan;
}

/** GET …/{id}/tickets: the tickets this subscription issued, in ticket id order. */
export function ticketsOfSubscription(ctx: SandboxContext, subscription: Subscription): Ticket[] {
  return ctx.db
    .prepare(`SELECT body FROM documents WHERE collection = 'tickets' AND json_extract(body, '$.subscriptionId') = ? ORDER BY id`)
    .all(subscription._id)
    .map((row) => JSON.parse(String(row.body)) as Ticket);
}

export function changeSubscriptionPaymentMethod(ctx: SandboxContext, subscription: Subscription, customerPaymentMethodId: string): Subscription {
  const method = ctx.store.get('customerPaymentMethods', customerPaymentMethodId);
  if (!method || !subscription.customerId || method.customerId !== subscription.customerId || method.sellerId !== subscription.sellerId || method.status === 'deleted') {
    throw coded(404, 'paymentMethodNotFound', 'Payment method not found', undefined, { customerPaymentMethodId: ['paymentMethodNotFound'] });
  }
  const refusal = subscriptionMoveRefusal(subscription, planOf(ctx, subscription), method);
  if (refusal === 'alreadyUsed') return subscription;
  if (refusal) throw coded(409, MOVE_CODES[refusal], `The subscription cannot move to this payment method (${refusal})`, { reason: refusal });
  return ctx.store.put('subscriptions', { ...subscription, customerPaymentMethodId: method._id });
}

export interface SubscriptionItemChange {
  ticketTypeId?: string | undefined;
}

export function changeSubscriptionItem(ctx: SandboxContext, subscription: Subscription, itemId: string, change: SubscriptionItemChange): Subscription {
  if (subscription.status === 'pendingCancellation') throw coded(409, 'subscriptionNotChangeable', 'The subscription ends at its period end');
  const item = subscription.items?.find((candidate) => candidate._id === itemId);
  if (!item) throw coded(404, 'subscriptionItemNotFound', 'Subscription item not found');
  if (change.ticketTypeId === undefined || change.ticketTypeId === item.ticketTypeId) return subscription;
  if (!item.ticketTypeId) throw coded(400, 'invalidInput', 'Only a ticket item has a ticket type', undefined, { ticketTypeId: ['notATicketItem'] });
  if (planOf(ctx, subscription)?.renewalPolicy?.allowedChanges?.ticketType !== true) {
    throw coded(409, 'changeNotAllowed', 'The plan does not allow changing the ticket type');
  }
  const current = item.ticketTypeId;
  const event = ctx.store.list('events', { sellerId: subscription.sellerId ?? '' }).docs.find((candidate) => candidate.tickets?.some((type) => type._id === current));
  const next = event?.tickets?.find((type) => type._id === change.ticketTypeId);
  if (!next) throw coded(400, 'invalidInput', 'Ticket type not found for this item', undefined, { ticketTypeId: ['ticketTypeNotFound'] });
  const items = (subscription.items ?? []).map((candidate) => (candidate._id === itemId ? { ...candidate, ticketTypeId: next._id, name: next.name, price: next.price } : candidate));
  return ctx.store.put('subscriptions', { ...subscription, items });
}
