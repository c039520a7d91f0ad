import { verifyPaymentMethodSetup } from '@/lib/operations/payment-methods';
import { route } from '@/lib/http/route';
import { invalidInput, orRefuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { validateCardInput } from '@/lib/domain/test-cards';
import { ticketing } from '@/lib/ticketing/server';
import { verifyPaymentRequest } from '@/lib/ticketing/payments';
import { ownSetupRequest } from '@/lib/account/payment-methods';

/**
 * Hands the form's result to the API. Whatever the API decided is read by polling the request
 * (spec 01 §4: canceled means not verified), so a decline is `submitted` too; only the bank's
 * page (a redirect) comes back as an action. Card details are checked first (field errors).
 */
export const POST = route(verifyPaymentMethodSetup)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  const { data } = input;
  const card = data.cardNumber !== undefined || data.expiry !== undefined || data.cvc !== undefined;
  if (card) {
    const errors = validateCardInput(data, new Date());
    if (Object.keys(errors).length > 0) throw invalidInput(Object.fromEntries(Object.entries(errors).map(([field, code]) => [`data.${field}`, [code]])));
  }
  const client = ticketing();
  await ownSetupRequest({ client, token: session.token }, session.customer._id, params.id, input.secret);
  const answer = orRefuse(await verifyPaymentRequest(client, params.id, input, session.token));
  if (answer.status === 'new' && answer.action?.type === 'redirect') return { status: 'requiresAction', redirectUrl: answer.action.url };
  return { status: 'submitted' };
});
