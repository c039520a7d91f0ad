import { getPaymentMethodSetup } from '@/lib/operations/payment-methods';
import { route } from '@/lib/http/route';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { ownSetupRequest } from '@/lib/account/payment-methods';

/** Polled while a setup settles (spec 01 §4); only its status leaves the server. */
export const GET = route(getPaymentMethodSetup)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  const request = await ownSetupRequest({ client: ticketing(), token: session.token }, session.customer._id, params.id, input.secret);
  return { status: request.status };
});
