import { deletePaymentMethod } from '@/lib/operations/payment-methods';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as methods from '@/lib/ticketing/payment-methods';

/** A method in use comes back as 409 paymentMethodInUse (the payment-method-in-use notification). */
export const POST = route(deletePaymentMethod)(async ({ params }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  orRefuse(await methods.deletePaymentMethod(ticketing(), params.id, session.token));
  return { id: params.id };
});
