import { checkoutErrorResponse, currentCart, customerTokenFor, okJson, shopOf } from '@/lib/cart/route-support';
import { ticketing } from '@/lib/ticketing/server';
import { getCheckoutTickets } from '@/lib/ticketing/checkouts';

/** GET /api/shops/{seller}/cart/tickets: `{ tickets }`, the cart's tickets for the personalization list (none without a cart). */
export async function GET(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const token = await customerTokenFor(shop.seller._id);
  const cart = await currentCart(shop.seller, new URL(request.url), token);
  if (!cart.ok) return cart.response;
  if (!cart.cart) return okJson({ tickets: [] });
  const result = await getCheckoutTickets(ticketing(), cart.cart.ref.checkoutId, cart.cart.ref.secret, token);
  if (!result.ok) return checkoutErrorResponse(result.error);
  return okJson({ tickets: result.data.docs });
}
