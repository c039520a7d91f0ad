import type { PaymentPlanStatus } from '../ticketing/schemas/payment-plan.ts';
import { json, operation } from './define.ts';

/**
 * A payment plan's page (/seller/{sellerId}/payment-plan/{id}/{secret}; issue 12, ADR 0029).
 * Both answer the plan's new status; the page then reads the plan again.
 */

export interface PaymentPlanOutcome {
  status: PaymentPlanStatus;
}

/**
 * Moves the session customer's own plan to another of their saved methods, when the strategy's
 * policy allows it (lib/domain/payment-method-move.ts); the plan is named by id only, its secret
 * comes from the customer's own list (ADR 0011). An INCOMPLETE plan's failed payments are charged
 * again at once with the new method.
 */
export const changePaymentPlanMethod = operation({
  method: 'PUT',
  path: '/api/shops/[seller]/account/payment-plans/[id]/payment-method',
  input: () => import('./payment-plans.inputs.ts').then((m) => m.changePaymentPlanMethodInput),
  answer: json<PaymentPlanOutcome>(),
  errors: ['paymentPlanNotFound', 'paymentMethodNotFound', 'methodNotActive', 'alreadyUsed', 'statusNotMovable', 'policyNotAlways', 'gatewayExcluded', 'gatewayNotAllowed'],
});

/** Pays off the rest of an ACTIVE plan with its payment method; the plan is COMPLETED. */
export const payOffPaymentPlan = operation({
  method: 'POST',
  path: '/api/payment-plans/[id]/[secret]/complete',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<PaymentPlanOutcome>(),
  errors: ['planNotActive', 'payoffFailed'],
});
