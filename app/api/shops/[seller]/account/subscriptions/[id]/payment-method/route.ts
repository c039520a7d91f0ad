import { changeSubscriptionPaymentMethod } from '@/lib/operations/payment-method-move';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import { getMySubscriptions, updateSubscription } from '@/lib/ticketing/subscriptions';
import { subscriptionMoveRefusal, type MoveRefusal } from '@/lib/domain/payment-method-move';

/** The refusals the page can explain, as codes (the API checks the same rules again). */
const CODES: Record<Exclude<MoveRefusal, 'alreadyUsed'>, string> = {
  methodNotActive: 'paymentMethodNotActive',
  statusNotMovable: 'subscriptionNotChangeable',
  policyNever: 'paymentMethodChangeNotAllowed',
  policyOnDraft: 'paymentMethodChangeNotAllowed',
  policyNotAlways: 'paymentMethodChangeNotAllowed',
  gatewayExcluded: 'gatewayNotAllowed',
  gatewayNotAllowed: 'gatewayNotAllowed',
};

/**
 * The subscription page's change of payment method: the session customer's own subscription
 * (its secret stays here) and method, by spec 01 §5; naming the current method changes nothing.
 */
export const PUT = route(changeSubscriptionPaymentMethod)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const { token } = await verifiedCustomerOf(seller);
  const client = ticketing();
  const [mine, methods] = await Promise.all([getMySubscriptions(client, token), listMyPaymentMethods(client, {}, token)]);
  const { subscriptions, plans } = orRefuse(mine);
  const subscription = subscriptions.find((candidate) => candidate._id === params.id);
  if (!subscription?.secret) throw refuse(404, 'subscriptionNotFound', undefined, 'Subscription not found');
  const method = orRefuse(methods).docs.find((candidate) => candidate._id === input.customerPaymentMethodId);
  if (!method) throw refuse(404, 'paymentMethodNotFound', undefined, 'Payment method not found');
  const refusal = subscriptionMoveRefusal(subscription, plans.find((plan) => plan._id === subscription.planId), method);
  if (refusal === 'alreadyUsed') return { customerPaymentMethodId: method._id };
  if (refusal) throw refuse(409, CODES[refusal], { reason: refusal });
  const updated = orRefuse(await updateSubscription(client, subscription._id, { secret: subscription.secret, customerPaymentMethodId: method._id }));
  return { customerPaymentMethodId: updated.customerPaymentMethodId ?? method._id };
});
