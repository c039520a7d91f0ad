import { payOffPaymentPlan } from '@/lib/operations/payment-plans';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { paymentPlanOfLink } from '@/lib/http/payment-plan-link';
import { ticketing } from '@/lib/ticketing/server';
import { completePaymentPlan } from '@/lib/ticketing/payment-plans';

/** Whoever holds the plan's link pays off the rest with the plan's own payment method (spec 02 §6: the secret is the capability). */
export const POST = route(payOffPaymentPlan)(async ({ params }) => {
  const plan = await paymentPlanOfLink(params.id, params.secret);
  const completed = orRefuse(await completePaymentPlan(ticketing(), plan._id, params.secret));
  return { status: completed.status };
});
