import { addToCartSchema } from '@/lib/cart/inputs';
import { checkoutErrorResponse, crossSite, currentCart, customerTokenFor, jsonBody, okJson, shopOf } from '@/lib/cart/route-support';
import { rememberCart } from '@/lib/cart/server';
import type { CartRef } from '@/lib/cart/cookie';
import { ticketing } from '@/lib/ticketing/server';
import { addToCheckout, createCheckout } from '@/lib/ticketing/checkouts';

/**
 * POST /api/shops/{seller}/cart/items `{ eventId, tickets?, products?, coupon?, bestAvailable? }`:
 * adds to the shop's cart, opening a checkout when there is none or it is no longer open (and
 * once more when it expired between reading and adding). Answers `{ cart }`.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSite(request);
  if (refused) return refused;
  const input = await jsonBody(request, addToCartSchema);
  if (!input.ok) return input.response;
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;

  const url = new URL(request.url);
  const sellerId = shop.seller._id;
  const token = await customerTokenFor(sellerId);
  const client = ticketing();
  const cart = await currentCart(shop.seller, url, token);
  if (!cart.ok) return cart.response;

  const open = async (): Promise<{ ok: true; ref: CartRef } | { ok: false; response: Response }> => {
    const created = await createCheckout(client, { sellerId }, token);
    if (!created.ok) return { ok: false, response: checkoutErrorResponse(created.error) };
    const ref = { checkoutId: created.data._id, secret: created.data.secret ?? '' };
    await rememberCart(sellerId, ref, url);
    return { ok: true, ref };
  };
  const add = (ref: CartRef) =>
    addToCheckout(
      client,
      ref.checkoutId,
      ref.secret,
      {
        eventId: input.data.eventId,
        items: input.data.tickets ?? [],
        products: input.data.products ?? [],
        coupons: input.data.coupon ? [input.data.coupon] : [],
        ...(input.data.bestAvailable !== undefined ? { bestAvailable: input.data.bestAvailable } : {}),
      },
      token,
    );

  let ref = cart.cart?.checkout.status === 'open' ? cart.cart.ref : undefined;
  if (!ref) {
    const opened = await open();
    if (!opened.ok) return opened.response;
    ref = opened.ref;
  }
  let added = await add(ref);
  if (!added.ok && added.error.kind === 'http' && (added.error.upstreamCode === 'checkoutExpired' || added.error.upstreamCode === 'checkoutClosed')) {
    const opened = await open();
    if (!opened.ok) return opened.response;
    added = await add(opened.ref);
  }
  if (!added.ok) return checkoutErrorResponse(added.error);
  return okJson({ cart: added.data });
}
