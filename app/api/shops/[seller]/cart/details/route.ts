import { z } from 'zod';
import { checkoutErrorResponse, crossSite, currentCart, customerTokenFor, jsonBody, okJson, parsedInput, reasonJson, shopOf } from '@/lib/cart/route-support';
import { checkoutDetailsSchema } from '@/lib/domain/checkout-details';
import { checkoutDetailsOptionsFor } from '@/lib/domain/checkout-details-options';
import { ticketing } from '@/lib/ticketing/server';
import { putCheckoutDetails } from '@/lib/ticketing/checkouts';
import { getPublicEvent } from '@/lib/ticketing/events';
import { resolveDataFields } from '@/lib/ticketing/data-fields';

const formSchema = z.record(z.string(), z.unknown(), { error: 'invalid' });

/**
 * POST /api/shops/{seller}/cart/details: checkout step 2 (spec 02 §2, §5). The body is the details
 * form, checked with the same schema the form uses (lib/domain/checkout-details.ts, options from
 * the cart's events, the seller and its checkout data fields): 400 with the spec's codes per
 * field. Answers `{ cart }`.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSite(request);
  if (refused) return refused;
  const body = await jsonBody(request, formSchema);
  if (!body.ok) return body.response;
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const token = await customerTokenFor(shop.seller._id);
  const cart = await currentCart(shop.seller, new URL(request.url), token);
  if (!cart.ok) return cart.response;
  if (!cart.cart) return reasonJson(404, 'noCart');
  const { ref, checkout } = cart.cart;
  if (checkout.status !== 'open') return reasonJson(409, checkout.status === 'expired' ? 'checkoutExpired' : 'checkoutClosed');

  const client = ticketing();
  const items = checkout.items ?? [];
  const [events, fields] = await Promise.all([
    Promise.all(items.map((item) => getPublicEvent(client, item.eventId, 'en'))),
    resolveDataFields(client, { sellerId: shop.seller._id, scope: 'CHECKOUT' }),
  ]);
  const failed = [...events, fields].find((result) => !result.ok);
  if (failed && !failed.ok) return checkoutErrorResponse(failed.error);
  const options = checkoutDetailsOptionsFor({
    seller: shop.seller,
    events: events.flatMap((result) => (result.ok ? [result.data] : [])),
    lines: items.flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])]),
    dataFields: fields.ok ? fields.data : [],
  });
  const details = parsedInput(checkoutDetailsSchema(options), body.data);
  if (!details.ok) return details.response;

  const result = await putCheckoutDetails(client, ref.checkoutId, ref.secret, body.data, token);
  if (!result.ok) return checkoutErrorResponse(result.error);
  return okJson({ cart: result.data });
}
