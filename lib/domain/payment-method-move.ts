import type { CustomerPaymentMethod } from '../ticketing/schemas/customer-payment-method.ts';
import type { PaymentGatewayType } from '../ticketing/schemas/payment-gateway.ts';
import type { PaymentPlan, PaymentPlanStatus } from '../ticketing/schemas/payment-plan.ts';
import type { PaymentPolicy, PaymentStrategy } from '../ticketing/schemas/payment-strategy.ts';
import type { SellerFeatures } from '../ticketing/schemas/seller.ts';
import type { Subscription, SubscriptionPlan, SubscriptionStatus } from '../ticketing/schemas/subscription.ts';

/**
 * Moving subscriptions and payment plans to another payment method (spec 01 §4, §5, §9). The
 * update modal after a new method, the subscription page, the payment plan page and the sandbox's
 * PUT calls all ask these questions.
 *
 * - A subscription qualifies if its status is active, incomplete or draft; its plan's change
 *   policy is not never; an onDraft policy needs status draft; and the method's gateway is in the
 *   plan's allowed gateways.
 * - A payment plan qualifies if its status is active, incomplete or draft, its strategy's policy
 *   is always, the gateway is allowed, and the gateway is not of a kind excluded from plan updates.
 * - Only an active method can take anything over, and what already uses it has nothing to move.
 * - A gateway is allowed only when the policy lists it: a policy without a list allows none (the
 *   spec's words are "is in the allowed gateways").
 */

/** Spec 01 §9: the update modal offers a method created within the last minute. */
export const NEW_METHOD_WINDOW_MS = 60_000;

export const MOVABLE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'incomplete', 'draft'];
export const MOVABLE_PAYMENT_PLAN_STATUSES: readonly PaymentPlanStatus[] = ['active', 'incomplete', 'draft'];

/**
 * The built-in gateway kinds a payment plan cannot move to (spec 01 §5 names none): the seller's
 * own manual kind ('custom': cash, invoice, a transfer booked by hand) takes no charge without the
 * customer, so the plan's instalments would never be collected. ADR 0028.
 */
export const PLAN_EXCLUDED_GATEWAY_TYPES: readonly PaymentGatewayType[] = ['custom'];

export type MoveRefusal = 'methodNotActive' | 'alreadyUsed' | 'statusNotMovable' | 'policyNever' | 'policyOnDraft' | 'policyNotAlways' | 'gatewayExcluded' | 'gatewayNotAllowed';

export type MoveTarget = Pick<CustomerPaymentMethod, '_id' | 'status' | 'gatewayId' | 'gatewayType'>;

const isActive = (method: MoveTarget) => (method.status ?? 'active') === 'active';

export function gatewayAllowed(policy: Pick<PaymentPolicy, 'allowedPaymentGateways'> | undefined, gatewayId: string | undefined): boolean {
  return gatewayId !== undefined && (policy?.allowedPaymentGateways ?? []).some((allowed) => allowed.gatewayId === gatewayId);
}

export type SubscriptionChangeRefusal = Extract<MoveRefusal, 'statusNotMovable' | 'policyNever' | 'policyOnDraft'>;

/** Whether the subscription's method may change at all (its status and its plan's policy), whatever the method. */
export function subscriptionChangeRefusal(subscription: Pick<Subscription, 'status'>, plan: Pick<SubscriptionPlan, 'paymentPolicy'> | undefined): SubscriptionChangeRefusal | undefined {
  if (!MOVABLE_SUBSCRIPTION_STATUSES.includes(subscription.status)) return 'statusNotMovable';
  const policy = plan?.paymentPolicy?.changePaymentMethodPolicy;
  if (policy === 'never') return 'policyNever';
  if (policy === 'onDraft' && subscription.status !== 'draft') return 'policyOnDraft';
  return undefined;
}

/** Why the subscription cannot move to the method, or undefined when it may. */
export function subscriptionMoveRefusal(
  subscription: Pick<Subscription, 'status' | 'customerPaymentMethodId'>,
  plan: Pick<SubscriptionPlan, 'paymentPolicy'> | undefined,
  method: MoveTarget,
): MoveRefusal | undefined {
  if (!isActive(method)) return 'methodNotActive';
  if (subscription.customerPaymentMethodId === method._id) return 'alreadyUsed';
  return subscriptionChangeRefusal(subscription, plan) ?? (gatewayAllowed(plan?.paymentPolicy, method.gatewayId) ? undefined : 'gatewayNotAllowed');
}

/** Why the payment plan cannot move to the method, or undefined when it may. */
export function paymentPlanMoveRefusal(
  paymentPlan: Pick<PaymentPlan, 'status' | 'customerPaymentMethodId'>,
  strategy: Pick<PaymentStrategy, 'policy'> | undefined,
  method: MoveTarget,
): MoveRefusal | undefined {
  if (!isActive(method)) return 'methodNotActive';
  if (paymentPlan.customerPaymentMethodId === method._id) return 'alreadyUsed';
  if (!MOVABLE_PAYMENT_PLAN_STATUSES.includes(paymentPlan.status)) return 'statusNotMovable';
  if (strategy?.policy?.changePaymentMethodPolicy !== 'always') return 'policyNotAlways';
  if (method.gatewayType !== undefined && PLAN_EXCLUDED_GATEWAY_TYPES.includes(method.gatewayType)) return 'gatewayExcluded';
  return gatewayAllowed(strategy?.policy, method.gatewayId) ? undefined : 'gatewayNotAllowed';
}

export const subscriptionMayMoveTo = (...args: Parameters<typeof subscriptionMoveRefusal>) => subscriptionMoveRefusal(...args) === undefined;
export const paymentPlanMayMoveTo = (...args: Parameters<typeof paymentPlanMoveRefusal>) => paymentPlanMoveRefusal(...args) === undefined;

/** Whether the seller has anything a new method could take over (spec 01 §4). */
export function offersMoveToNewMethod(features: Pick<SellerFeatures, 'subscriptions' | 'paymentPlans'> | undefined): boolean {
  return Boolean(features?.subscriptions || features?.paymentPlans);
}

/** An active method created less than a minute before `now` (a clock a few seconds ahead still counts). */
export function isNewPaymentMethod(method: Pick<CustomerPaymentMethod, 'status' | 'createdAt'>, now: Date): boolean {
  if ((method.status ?? 'active') !== 'active' || !method.createdAt) return false;
  const age = now.getTime() - Date.parse(method.createdAt);
  return Number.isFinite(age) && Math.abs(age) < NEW_METHOD_WINDOW_MS;
}

/**
 * The method the update modal is about: the one just added, when it is still new; otherwise the
 * newest method that appeared within the window (added elsewhere, e.g. in the Sell modal's payout step).
 */
export function newPaymentMethodToOffer<M extends Pick<CustomerPaymentMethod, '_id' | 'status' | 'createdAt'>>(methods: readonly M[], now: Date, addedMethodId?: string): M | undefined {
  const fresh = methods.filter((method) => isNewPaymentMethod(method, now));
  const added = addedMethodId ? fresh.find((method) => method._id === addedMethodId) : undefined;
  return added ?? [...fresh].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))[0];
}

export interface MoveHoldings {
  subscriptions: readonly Subscription[];
  plans: readonly SubscriptionPlan[];
  paymentPlans: readonly PaymentPlan[];
  strategies: readonly PaymentStrategy[];
}

export interface MoveCandidates {
  subscriptions: Subscription[];
  paymentPlans: PaymentPlan[];
}

/** What the update modal offers: the qualifying subscriptions and plans of the features the seller has on. */
export function moveCandidates(method: MoveTarget, holdings: MoveHoldings, features: Pick<SellerFeatures, 'subscriptions' | 'paymentPlans'> | undefined): MoveCandidates {
  const plans = new Map(holdings.plans.map((plan) => [plan._id, plan]));
  const strategies = new Map(holdings.strategies.map((strategy) => [strategy._id, strategy]));
  return {
    subscriptions: features?.subscriptions
      ? holdings.subscriptions.filter((subscription) => subscriptionMayMoveTo(subscription, plans.get(subscription.planId ?? ''), method))
      : [],
    paymentPlans: features?.paymentPlans
      ? holdings.paymentPlans.filter((plan) => paymentPlanMayMoveTo(plan, strategies.get(plan.paymentStrategyId ?? ''), method))
      : [],
  };
}
