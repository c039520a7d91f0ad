import { completePurchaseIntent } from '@/lib/operations/purchase-intents';
import { route } from '@/lib/http/route';
import { actionSeller, openAsCart } from '@/lib/http/action-checkout';
import { orIntentNotFound } from '@/lib/http/purchase-intent-steps';
import { ticketing } from '@/lib/ticketing/server';
import { checkoutPurchaseIntent, getPurchaseIntent } from '@/lib/ticketing/purchase-intents';

/**
 * Completes one intent online from its page (spec 02 §7 POST …/{id}/checkout): whoever holds the
 * link may, as with an order's. The checkout becomes the intent's shop's cart, opened at step 2.
 */
export const POST = route(completePurchaseIntent)(async ({ params, url }) => {
  const intent = orIntentNotFound(await getPurchaseIntent(ticketing(), params.id, params.secret));
  const seller = await actionSeller(intent.sellerId);
  const checkout = orIntentNotFound(await checkoutPurchaseIntent(ticketing(), params.id, params.secret));
  return openAsCart(seller, checkout, url, { step: '2' });
});
