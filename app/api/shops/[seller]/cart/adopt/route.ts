import { adoptCart } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { customerTokenOf, shopOf } from '@/lib/http/route-steps';
import { rememberCart } from '@/lib/cart/server';
import { ticketing } from '@/lib/ticketing/server';
import { getCheckout } from '@/lib/ticketing/checkouts';

/** The checkout is read with the secret first, and must belong to this shop. */
export const POST = route(adoptCart)(async ({ params, input, url }) => {
  const seller = await shopOf(params.seller);
  const checkout = orRefuse(await getCheckout(ticketing(), input.checkoutId, input.secret, await customerTokenOf(seller)));
  // Another shop's checkout is answered like an unknown one.
  if (checkout.sellerId !== seller._id) throw refuse(404, 'checkoutNotFound');
  await rememberCart(seller._id, { checkoutId: checkout._id, secret: input.secret }, url);
  return { cart: checkout };
});
