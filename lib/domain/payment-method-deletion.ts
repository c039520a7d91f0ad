import type { Subscription } from '../ticketing/schemas/subscription.ts';
import type { PaymentPlan } from '../ticketing/schemas/payment-plan.ts';
import type { ResellOffer } from '../ticketing/schemas/resell-offer.ts';

/**
 * Deleting a payment method (spec 01 §5): refused while it is used by an active, incomplete, draft
 * or pending-cancellation subscription, an active, incomplete or draft payment plan, or an active
 * resell offer (its payout). The storefront and the sandbox ask the same question.
 */

export const SUBSCRIPTION_STATUSES_USING_A_METHOD: readonly Subscription['status'][] = ['active', 'incomplete', 'draft', 'pendingCancellation'];
export const PAYMENT_PLAN_STATUSES_USING_A_METHOD: readonly PaymentPlan['status'][] = ['active', 'incomplete', 'draft'];
export const RESELL_OFFER_STATUSES_USING_A_METHOD: readonly ResellOffer['status'][] = ['active'];

export interface PaymentMethodHoldings {
  subscriptions?: readonly Pick<Subscription, '_id' | 'status' | 'customerPaymentMethodId'>[] | undefined;
  paymentPlans?: readonly Pick<PaymentPlan, '_id' | 'status' | 'customerPaymentMethodId'>[] | undefined;
  resellOffers?: readonly Pick<ResellOffer, '_id' | 'status' | 'cpmId'>[] | undefined;
}

/** What keeps a method from being deleted: the first subscription, plan or offer that uses it. */
export interface PaymentMethodUse {
  kind: 'subscription' | 'paymentPlan' | 'resellOffer';
  id: string;
}

/** The holding that uses the method, or undefined when it may be deleted. */
export function paymentMethodInUse(methodId: string, holdings: PaymentMethodHoldings): PaymentMethodUse | undefined {
  const subscription = holdings.subscriptions?.find((candidate) => candidate.customerPaymentMethodId === methodId && SUBSCRIPTION_STATUSES_USING_A_METHOD.includes(candidate.status));
  if (subscription) return { kind: 'subscription', id: subscription._id };
  const plan = holdings.paymentPlans?.find((candidate) => candidate.customerPaymentMethodId === methodId && PAYMENT_PLAN_STATUSES_USING_A_METHOD.includes(candidate.status));
  if (plan) return { kind: 'paymentPlan', id: plan._id };
  const offer = holdings.resellOffers?.find((candidate) => candidate.cpmId === methodId && RESELL_OFFER_STATUSES_USING_A_METHOD.includes(candidate.status));
  if (offer) return { kind: 'resellOffer', id: offer._id };
  return undefined;
}
