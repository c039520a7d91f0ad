import { setPrimaryPaymentMethod } from '@/lib/operations/payment-methods';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as methods from '@/lib/ticketing/payment-methods';

/** The API scopes the method to the token's customer: another customer's id is not found. */
export const POST = route(setPrimaryPaymentMethod)(async ({ params }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  return { method: orRefuse(await methods.setPrimaryPaymentMethod(ticketing(), params.id, session.token)) };
});
