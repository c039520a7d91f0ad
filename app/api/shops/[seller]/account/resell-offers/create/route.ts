import { NextResponse } from 'next/server';
import { crossSiteRefusal, errorJson, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { getMyTickets } from '@/lib/ticketing/tickets';
import { createResellOffer } from '@/lib/ticketing/resale';
import { createResellOfferRequestSchema } from '@/components/account/resale/schema';
import { customerOfSession, PRIVATE_NO_STORE, shopOfRequest } from '../../_shell/shop-customer';

/**
 * POST /api/shops/{seller}/account/resell-offers/create: the session customer offers tickets of
 * one event on the secondary market, paid out to `cpmId` (spec 02 §7). The tickets are named by id
 * and must be the customer's own tickets of that event; the API checks the rest (resellable, a
 * payout method, no active offer yet). Answers 201 with the offer's id and status.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  const input = await parseJsonBody(request, createResellOfferRequestSchema);
  if (!input.ok) return input.response;
  const session = await customerOfSession(seller.data);
  if (!session.ok) return session.response;

  const client = ticketing();
  const mine = await getMyTickets(client, { locale: 'en' }, session.data.token);
  if (!mine.ok) return upstreamErrorResponse(mine.error);
  const own = new Set(mine.data.tickets.filter((ticket) => ticket.eventId === input.data.eventId).map((ticket) => ticket._id));
  if (input.data.ticketIds.some((id) => !own.has(id))) return errorJson(404, 'Ticket not found');

  const created = await createResellOffer(
    client,
    { sellerId: seller.data._id, eventId: input.data.eventId, ticketIds: input.data.ticketIds, cpmId: input.data.cpmId },
    session.data.token,
  );
  if (!created.ok) return upstreamErrorResponse(created.error);
  return NextResponse.json({ id: created.data._id, status: created.data.status }, { status: 201, headers: PRIVATE_NO_STORE });
}
