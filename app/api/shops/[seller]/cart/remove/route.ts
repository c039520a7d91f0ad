import { removeFromCartSchema } from '@/lib/cart/inputs';
import { checkoutErrorResponse, crossSite, currentCart, customerTokenFor, jsonBody, okJson, reasonJson, shopOf } from '@/lib/cart/route-support';
import { ticketing } from '@/lib/ticketing/server';
import { removeFromCheckout } from '@/lib/ticketing/checkouts';

/**
 * POST /api/shops/{seller}/cart/remove `{ lineId, confirm? }`: removes one unit of a line (`{ cart }`).
 * When a rule would also remove other lines and `confirm` is not true: 409
 * `{ code: 'confirmationRequired', lines }` and nothing changed.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSite(request);
  if (refused) return refused;
  const input = await jsonBody(request, removeFromCartSchema);
  if (!input.ok) return input.response;
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const token = await customerTokenFor(shop.seller._id);
  const cart = await currentCart(shop.seller, new URL(request.url), token);
  if (!cart.ok) return cart.response;
  if (!cart.cart) return reasonJson(404, 'noCart');

  const result = await removeFromCheckout(ticketing(), cart.cart.ref.checkoutId, cart.cart.ref.secret, { lineId: input.data.lineId, confirm: input.data.confirm === true }, token);
  if (!result.ok) return checkoutErrorResponse(result.error);
  if ('confirmationRequired' in result.data) return reasonJson(409, 'confirmationRequired', { lines: result.data.confirmationRequired });
  return okJson({ cart: result.data.removed });
}
