import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { myPaymentPlansResponseSchema, paymentPlanSchema } from './schemas/payment-plan.ts';

/** Payment plans: the customer's list with their strategies, and one plan by secret. */

export function getMyPaymentPlans(client: TicketingClient, customerToken: string) {
  return client.request({ path: '/api/customers/me/payment-plans', schema: myPaymentPlansResponseSchema, customerToken });
}

/** GET /api/public/payments/plans/{id}?secret (spec 02 §7). */
export function getPaymentPlan(client: TicketingClient, planId: string, secret: string) {
  return client.request({ path: apiPath`/api/public/payments/plans/${planId}`, query: { secret }, schema: paymentPlanSchema });
}
