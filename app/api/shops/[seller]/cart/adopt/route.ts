import { adoptCart } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { orUnknownLink, unknownLink } from '@/lib/http/by-secret';
import { customerTokenOf, shopOf } from '@/lib/http/route-steps';
import { rememberCart } from '@/lib/cart/server';
import { ticketing } from '@/lib/ticketing/server';
import { getCheckout } from '@/lib/ticketing/checkouts';

/**
 * The checkout is read with the secret first, and must belong to this shop. An unknown id, a wrong
 * secret and another shop's checkout get the one 404, so none tells that the checkout exists.
 */
export const POST = route(adoptCart)(async ({ params, input, url }) => {
  const seller = await shopOf(params.seller);
  const checkout = orUnknownLink(await getCheckout(ticketing(), input.checkoutId, input.secret, await customerTokenOf(seller)), 'checkout');
  if (checkout.sellerId !== seller._id) throw unknownLink('checkout');
  await rememberCart(seller._id, { checkoutId: checkout._id, secret: input.secret }, url);
  return { cart: checkout };
});
