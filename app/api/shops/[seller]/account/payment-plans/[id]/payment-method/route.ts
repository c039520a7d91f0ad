import { changePaymentPlanMethod } from '@/lib/operations/payment-plans';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { getMyPaymentPlans, updatePaymentPlanMethod } from '@/lib/ticketing/payment-plans';

/**
 * The session customer moves one of their own plans to another saved method; the API checks the
 * method is theirs and the strategy's rules (lib/domain/payment-method-move.ts, 409 with the reason).
 */
export const PUT = route(changePaymentPlanMethod)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const { token } = await verifiedCustomerOf(seller);
  const own = orRefuse(await getMyPaymentPlans(ticketing(), token)).paymentPlans.find((plan) => plan._id === params.id);
  if (!own?.secret) throw refuse(404, 'paymentPlanNotFound', undefined, 'Payment plan not found');
  const updated = orRefuse(await updatePaymentPlanMethod(ticketing(), own._id, { secret: own.secret, customerPaymentMethodId: input.customerPaymentMethodId }));
  return { status: updated.status };
});
