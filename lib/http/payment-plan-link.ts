import 'server-only';
import { orRefuse, refuse } from './refusal.ts';
import { ticketing } from '../ticketing/server.ts';
import { getPaymentPlan } from '../ticketing/payment-plans.ts';
import type { PaymentPlan } from '../ticketing/schemas/payment-plan.ts';

/**
 * The plan a page's link names, by id and secret: a wrong secret is answered exactly like an
 * unknown id (404 paymentPlanNotFound), as for the other links (lib/http/by-secret.ts).
 */
export async function paymentPlanOfLink(id: string, secret: string): Promise<PaymentPlan> {
  const result = await getPaymentPlan(ticketing(), id, secret);
  if (!result.ok && result.error.kind === 'http' && (result.error.status === 400 || result.error.status === 403 || result.error.status === 404)) {
    throw refuse(404, 'paymentPlanNotFound', undefined, 'Payment plan not found');
  }
  return orRefuse(result);
}
