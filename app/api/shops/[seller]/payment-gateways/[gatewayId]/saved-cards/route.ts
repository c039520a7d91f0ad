import { getSavedCards } from '@/lib/operations/saved-cards';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { currentLogin } from '@/lib/session/server';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { getMe } from '@/lib/ticketing/customers';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import { savedCardAccess, savedCardsFor } from '@/lib/domain/saved-cards';
import { cardExpiry } from '@/lib/domain/card-expiry';

/**
 * The saved cards of the gateway for the session's customer (spec 02 §6). The payment request is
 * opened later with this same login, so its customer is this customer; the API checks that again
 * when a saved card pays. Spec 02 §7's list call: channel on session, the gateway, status active.
 */
export const GET = route(getSavedCards)(async ({ params }) => {
  const seller = await shopOf(params.seller);
  const login = await currentLogin(seller._id);
  const none = { savedCards: [], saveCard: false };
  if (!login) return none;
  const client = ticketing();
  const me = await getMe(client, login.token);
  if (!me.ok) return none;
  const access = savedCardAccess({ loggedInCustomerId: me.data._id, requestCustomerId: me.data._id, customerPaymentMethods: seller.features?.customerPaymentMethods, origin: 'online' });
  if (!access.savedCards) return none;
  const methods = orRefuse(await listMyPaymentMethods(client, { status: ['active'], channel: 'onSession', gatewayId: params.gatewayId }, login.token)).docs;
  return {
    saveCard: access.saveCard,
    savedCards: savedCardsFor(methods, params.gatewayId, new Date()).map((method) => {
      const expiration = method.paymentDetails?.expiration;
      return {
        id: method._id,
        type: method.paymentDetails?.type ?? '',
        last4: method.paymentDetails?.last4,
        expiry: expiration ? cardExpiry(expiration.month, expiration.year) : undefined,
        primary: method.primary === true,
        providerMethodId: method.data?.paymentMethodId,
      };
    }),
  };
});
