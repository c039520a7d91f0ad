import { dataFieldsQuerySchema } from '@/lib/cart/inputs';
import { checkoutErrorResponse, okJson, queryInput, shopOf } from '@/lib/cart/route-support';
import { ticketing } from '@/lib/ticketing/server';
import { resolveDataFields } from '@/lib/ticketing/data-fields';

/** GET /api/shops/{seller}/data-fields?eventId&ticketTypeId&scope&locale: `{ fields }` that apply (spec 02 §7 resolve). */
export async function GET(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const query = queryInput(request, dataFieldsQuerySchema);
  if (!query.ok) return query.response;
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const result = await resolveDataFields(ticketing(), { sellerId: shop.seller._id, ...query.data });
  if (!result.ok) return checkoutErrorResponse(result.error);
  return okJson({ fields: result.data });
}
