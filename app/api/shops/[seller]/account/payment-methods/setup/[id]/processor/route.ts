import { getPaymentMethodSetupProcessor } from '@/lib/operations/payment-methods';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { getPaymentProcessor } from '@/lib/ticketing/payments';
import { ownSetupRequest } from '@/lib/account/payment-methods';

export const POST = route(getPaymentMethodSetupProcessor)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  const client = ticketing();
  await ownSetupRequest({ client, token: session.token }, session.customer._id, params.id, input.secret);
  return orRefuse(await getPaymentProcessor(client, params.id, input));
});
