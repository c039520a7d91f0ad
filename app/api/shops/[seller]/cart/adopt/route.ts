import { adoptCartSchema } from '@/lib/cart/inputs';
import { checkoutErrorResponse, crossSite, customerTokenFor, jsonBody, okJson, reasonJson, shopOf } from '@/lib/cart/route-support';
import { rememberCart } from '@/lib/cart/server';
import { ticketing } from '@/lib/ticketing/server';
import { getCheckout } from '@/lib/ticketing/checkouts';

/**
 * POST /api/shops/{seller}/cart/adopt `{ checkoutId, secret }`: makes a checkout opened by a deep
 * link (repersonalization, rebooking, purchase intents) this shop's cart. The checkout is read
 * with the secret first, and must belong to this shop. Answers `{ cart }`.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSite(request);
  if (refused) return refused;
  const input = await jsonBody(request, adoptCartSchema);
  if (!input.ok) return input.response;
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const result = await getCheckout(ticketing(), input.data.checkoutId, input.data.secret, await customerTokenFor(shop.seller._id));
  if (!result.ok) return checkoutErrorResponse(result.error);
  // Another shop's checkout is answered like an unknown one.
  if (result.data.sellerId !== shop.seller._id) return reasonJson(404, 'checkoutNotFound');
  await rememberCart(shop.seller._id, { checkoutId: result.data._id, secret: input.data.secret }, new URL(request.url));
  return okJson({ cart: result.data });
}
