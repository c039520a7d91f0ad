import { emptyBodySchema } from '@/lib/cart/inputs';
import { checkoutErrorResponse, crossSite, currentCart, customerTokenFor, jsonBody, okJson, reasonJson, shopOf } from '@/lib/cart/route-support';
import { ticketing } from '@/lib/ticketing/server';
import { abortCheckout } from '@/lib/ticketing/checkouts';

/** POST /api/shops/{seller}/cart/abort `{}`: cancels the order; answers `{ cart }`, the returned (empty, aborted) state. */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSite(request);
  if (refused) return refused;
  const input = await jsonBody(request, emptyBodySchema);
  if (!input.ok) return input.response;
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const token = await customerTokenFor(shop.seller._id);
  const cart = await currentCart(shop.seller, new URL(request.url), token);
  if (!cart.ok) return cart.response;
  if (!cart.cart) return reasonJson(404, 'noCart');
  const result = await abortCheckout(ticketing(), cart.cart.ref.checkoutId, cart.cart.ref.secret, token);
  if (!result.ok) return checkoutErrorResponse(result.error);
  return okJson({ cart: result.data });
}
