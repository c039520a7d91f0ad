import { buyPackage } from '@/lib/operations/packages';
import { route } from '@/lib/http/route';
import { customerTokenOf, shopOf } from '@/lib/http/route-steps';
import { openAsCart } from '@/lib/http/action-checkout';
import { orRefuse } from '@/lib/http/refusal';
import { ticketing } from '@/lib/ticketing/server';
import { checkoutPackage } from '@/lib/ticketing/packages';

/**
 * Buys a package from its page: the checkout holding its tickets becomes the shop's cart and the
 * browser goes to its step 2, like any cart's (the logged-in customer's, when someone is).
 */
export const POST = route(buyPackage)(async ({ params, url }) => {
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const checkout = orRefuse(await checkoutPackage(ticketing(), params.id, { sellerId: seller._id, shopId: seller._id }, token));
  return openAsCart(seller, checkout, url, { step: '2' });
});
