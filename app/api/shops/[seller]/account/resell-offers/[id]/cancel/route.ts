import { NextResponse } from 'next/server';
import { crossSiteRefusal, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { cancelResellOffer } from '@/lib/ticketing/resale';
import { cancelResellOfferRequestSchema } from '@/components/account/resale/schema';
import { customerOfSession, PRIVATE_NO_STORE, shopOfRequest } from '../../../_shell/shop-customer';

/**
 * POST /api/shops/{seller}/account/resell-offers/{id}/cancel: the session customer withdraws one
 * of their active offers (spec 02 §7, §8). The API refuses anyone else's offer.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string; id: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  const input = await parseJsonBody(request, cancelResellOfferRequestSchema);
  if (!input.ok) return input.response;
  const session = await customerOfSession(seller.data);
  if (!session.ok) return session.response;

  const canceled = await cancelResellOffer(ticketing(), (await params).id, session.data.token);
  if (!canceled.ok) return upstreamErrorResponse(canceled.error);
  return NextResponse.json({ id: canceled.data._id, status: canceled.data.status }, { headers: PRIVATE_NO_STORE });
}
