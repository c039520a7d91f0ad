import { z } from 'zod';
import { NextResponse } from 'next/server';
import { errorJson, parseQuery } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { shopSeller } from '@/lib/shop/queries';
import { ticketing } from '@/lib/ticketing/server';
import { listEvents } from '@/lib/ticketing/events';
import { listingStart } from '@/lib/domain/listing-window';
import { toLocale } from '@/lib/i18n/locales';

/** GET /api/shops/{seller}/events: a shop's upcoming events, e.g. the child events of a season. */
const querySchema = z.object({
  groupEventId: z.string().min(1).max(100).optional(),
  locale: z.string().optional().transform((value) => toLocale(value) ?? 'en'),
  top: z.coerce.number().int().min(1).max(1000).default(25),
  skip: z.coerce.number().int().min(0).default(0),
});

export async function GET(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  const seller = await shopSeller((await params).seller);
  if (!seller.ok) return upstreamErrorResponse(seller.error);
  if (!seller.data) return errorJson(404, 'Seller not found');

  const result = await listEvents(ticketing(), {
    sellerId: seller.data._id,
    locale: query.data.locale,
    endMin: listingStart(new Date(), seller.data.timezone ?? 'UTC'),
    ...(query.data.groupEventId ? { groupEventId: query.data.groupEventId } : {}),
    top: query.data.top,
    skip: query.data.skip,
  });
  if (!result.ok) return upstreamErrorResponse(result.error);
  return NextResponse.json(result.data, { headers: { 'cache-control': 'public, max-age=30' } });
}
