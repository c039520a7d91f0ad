import { addToCart } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { currentCartOf, customerTokenOf, shopOf } from '@/lib/http/route-steps';
import { rememberCart } from '@/lib/cart/server';
import type { CartRef } from '@/lib/cart/cookie';
import { ticketing } from '@/lib/ticketing/server';
import { addToCheckout, createCheckout } from '@/lib/ticketing/checkouts';

/** Opens a checkout when there is none or it is no longer open, and once more when it expired between reading and adding. */
export const POST = route(addToCart)(async ({ params, input, url }) => {
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const client = ticketing();
  const cart = await currentCartOf(seller, url, token);

  const open = async (): Promise<CartRef> => {
    const created = orRefuse(await createCheckout(client, { sellerId: seller._id }, token));
    const ref = { checkoutId: created._id, secret: created.secret ?? '' };
    await rememberCart(seller._id, ref, url);
    return ref;
  };
  const add = (ref: CartRef) =>
    addToCheckout(
      client,
      ref.checkoutId,
      ref.secret,
      {
        eventId: input.eventId,
        items: input.tickets ?? [],
        products: input.products ?? [],
        coupons: input.coupon ? [input.coupon] : [],
        ...(input.bestAvailable !== undefined ? { bestAvailable: input.bestAvailable } : {}),
      },
      token,
    );

  let added = await add(cart?.checkout.status === 'open' ? cart.ref : await open());
  if (!added.ok && added.error.kind === 'http' && (added.error.upstreamCode === 'checkoutExpired' || added.error.upstreamCode === 'checkoutClosed')) {
    added = await add(await open());
  }
  return { cart: orRefuse(added) };
});
