import type { PaymentPlanStatus } from '../ticketing/schemas/payment-plan.ts';
import type { SubscriptionStatus } from '../ticketing/schemas/subscription.ts';
import { json, operation } from './define.ts';

/**
 * Moving subscriptions and payment plans to a payment method (spec 01 §4, §5, §8): what the update
 * modal offers after a new method appeared, and the update of the chosen ones. The browser names
 * subscriptions and plans by id only; their secrets stay on the server, which reads them from the
 * session customer's own lists (ADR 0011).
 */

const inputs = () => import('./payment-method-move.inputs.ts');

/** A subscription or payment plan as the modal lists it. */
export interface MoveItem<S extends string = string> {
  id: string;
  /** The subscription's plan name, or the payment plan's option name (the UI names it when absent). */
  name?: string | undefined;
  /** Its status, labelled as the account lists do. */
  status: S;
}

export interface MoveOffer {
  subscriptions: MoveItem<SubscriptionStatus>[];
  paymentPlans: MoveItem<PaymentPlanStatus>[];
}

export interface MoveResult {
  moved: { subscriptions: string[]; paymentPlans: string[] };
  /** Ids that could not be moved (refused upstream or no longer qualifying): the modal stays open with them. */
  failed: { subscriptions: string[]; paymentPlans: string[] };
}

/** The subscriptions and plans that may move to this method (empty when the seller has neither feature). */
export const getMoveOffer = operation({
  method: 'GET',
  path: '/api/shops/[seller]/account/payment-methods/[id]/move',
  answer: json<MoveOffer>(),
  errors: ['paymentMethodNotFound'],
});

/** Moves the chosen ones, each with its own PUT; the answer says which moved and which did not. */
export const moveToPaymentMethod = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/payment-methods/[id]/move',
  input: () => inputs().then((m) => m.moveToPaymentMethodInput),
  answer: json<MoveResult>(),
  errors: ['paymentMethodNotFound'],
});

/**
 * The subscription page's change of payment method (spec 01 §5 rules by the plan's policy): the
 * session customer's own subscription and method. 409 with the reason when the rules refuse.
 */
export const changeSubscriptionPaymentMethod = operation({
  method: 'PUT',
  path: '/api/shops/[seller]/account/subscriptions/[id]/payment-method',
  input: () => inputs().then((m) => m.changePaymentMethodInput),
  answer: json<{ customerPaymentMethodId: string }>(),
  errors: ['subscriptionNotFound', 'paymentMethodNotFound', 'paymentMethodChangeNotAllowed', 'gatewayNotAllowed', 'paymentMethodNotActive', 'subscriptionNotChangeable'],
});
