import { completePurchaseIntents } from '@/lib/operations/purchase-intents';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { openAsCart } from '@/lib/http/action-checkout';
import { intentNotFound } from '@/lib/http/purchase-intent-steps';
import { ticketing } from '@/lib/ticketing/server';
import { checkoutPurchaseIntents, listMyPurchaseIntents } from '@/lib/ticketing/purchase-intents';

/**
 * Complete multiple (spec 01 §2, §5, §7): the browser names the intents by id; their secrets come
 * from the session customer's own open intents, so another customer's intent is simply not found.
 * The API checks each one and one per event; its checkout becomes the shop's cart, opened at step 2.
 */
export const POST = route(completePurchaseIntents)(async ({ params, input, url }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  const open = orRefuse(await listMyPurchaseIntents(ticketing(), { status: ['new'], top: 1000 }, session.token));
  const own = new Map(open.docs.map((intent) => [intent._id, intent.secret]));
  const items = [...new Set(input.intentIds)].map((id) => {
    const secret = own.get(id);
    if (!secret) throw intentNotFound();
    return { purchaseIntentId: id, secret };
  });
  const checkout = orRefuse(await checkoutPurchaseIntents(ticketing(), items));
  return openAsCart(seller, checkout, url, { step: '2' });
});
