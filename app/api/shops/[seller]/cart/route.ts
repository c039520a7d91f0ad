import { currentCart, customerTokenFor, okJson, shopOf } from '@/lib/cart/route-support';

/** GET /api/shops/{seller}/cart: `{ cart: Checkout | null }`; an expired or finished checkout answers as it is. */
export async function GET(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const cart = await currentCart(shop.seller, new URL(request.url), await customerTokenFor(shop.seller._id));
  if (!cart.ok) return cart.response;
  return okJson({ cart: cart.cart?.checkout ?? null });
}
