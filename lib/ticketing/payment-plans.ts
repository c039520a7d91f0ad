import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { myPaymentPlansResponseSchema, paymentPlanSchema } from './schemas/payment-plan.ts';
import { paymentRequestSchema } from './schemas/payment-request.ts';

/**
 * Payment plans (spec 01 §7, spec 02 §7): the customer's list with their strategies, one plan by
 * its secret or its order's, changing its payment method, paying off the rest, and choosing the
 * instalment option a payment request pays.
 */

export function getMyPaymentPlans(client: TicketingClient, customerToken: string) {
  return client.request({ path: '/api/customers/me/payment-plans', schema: myPaymentPlansResponseSchema, customerToken });
}

/** GET /api/public/payments/plans/{id}?secret (spec 02 §7). */
export function getPaymentPlan(client: TicketingClient, planId: string, secret: string) {
  return client.request({ path: apiPath`/api/public/payments/plans/${planId}`, query: { secret }, schema: paymentPlanSchema });
}

/** GET /api/public/transactions/{id}/payment-plan?secret: the plan paying an order, if it is paid by one (404 otherwise). */
export function getTransactionPaymentPlan(client: TicketingClient, transactionId: string, secret: string) {
  return client.request({ path: apiPath`/api/public/transactions/${transactionId}/payment-plan`, query: { secret }, schema: paymentPlanSchema });
}

/** PUT /api/public/payments/plans/{id}: moves the plan to another of its customer's payment methods (spec 01 §7). */
export function updatePaymentPlanMethod(client: TicketingClient, planId: string, input: { secret: string; customerPaymentMethodId: string }) {
  return client.request({ method: 'PUT', path: apiPath`/api/public/payments/plans/${planId}`, body: input, schema: paymentPlanSchema });
}

/** POST /api/public/payments/plans/{id}/complete: pays off the rest with the plan's method. */
export function completePaymentPlan(client: TicketingClient, planId: string, secret: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/payments/plans/${planId}/complete`, body: { secret }, schema: paymentPlanSchema });
}

/** PUT /api/payments/requests/{id} (spec 01 §7 update payment request): the option it pays, or none to pay in full. */
export function selectPaymentRequestOption(client: TicketingClient, paymentRequestId: string, input: { secret: string; paymentStrategyId: string | null; paymentOptionId: string | null }) {
  return client.request({ method: 'PUT', path: apiPath`/api/payments/requests/${paymentRequestId}`, body: input, schema: paymentRequestSchema });
}

/** Sandbox only: the plan's clock jumps to its next due date and what is due is charged. */
export function fastForwardSandboxPlan(client: TicketingClient, planId: string, secret: string) {
  return client.request({ method: 'POST', path: apiPath`/api/sandbox/payment-plans/${planId}/fast-forward`, body: { secret }, schema: paymentPlanSchema });
}
