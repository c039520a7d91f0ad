import { startPaymentMethodSetup } from '@/lib/operations/payment-methods';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { createSetupRequest } from '@/lib/ticketing/payment-methods';

/** Spec 01 §4: the add flow starts with a payment request; one without an id and secret cannot go on (the not-verified dialog). */
export const POST = route(startPaymentMethodSetup)(async ({ params }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  const created = orRefuse(await createSetupRequest(ticketing(), { customerId: session.customer._id }, session.token));
  if (!created._id || !created.secret) throw refuse(502, 'missingRequestCredentials', undefined, 'The payment request came without its id and secret');
  return { paymentRequest: { _id: created._id, secret: created.secret, amount: 0, currency: seller.currency ?? 'EUR' } };
});
