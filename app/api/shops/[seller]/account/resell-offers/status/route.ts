import { NextResponse } from 'next/server';
import { crossSiteRefusal, errorJson, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { getMyTickets } from '@/lib/ticketing/tickets';
import { getResellOfferStatus } from '@/lib/ticketing/resale';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import { listPaymentGateways } from '@/lib/ticketing/payments';
import { resellStatusRequestSchema } from '@/components/account/resale/schema';
import { payoutMethodOptions } from '@/components/account/server/payout-methods';
import type { ResellStatusView } from '@/components/account/resale/types';
import { customerOfSession, PRIVATE_NO_STORE, shopOfRequest } from '../../_shell/shop-customer';

/**
 * POST /api/shops/{seller}/account/resell-offers/status: what the Resell modal needs for an
 * event's tickets (spec 02 §2, §7): the resellable ones with their prices, the fees and payout,
 * the customer's active offer on the event, and the payment methods that can receive the payout.
 * The browser names tickets by id; only the session customer's own tickets of the event count.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  const input = await parseJsonBody(request, resellStatusRequestSchema);
  if (!input.ok) return input.response;
  const session = await customerOfSession(seller.data);
  if (!session.ok) return session.response;

  const client = ticketing();
  const mine = await getMyTickets(client, { locale: 'en' }, session.data.token);
  if (!mine.ok) return upstreamErrorResponse(mine.error);
  const own = new Set(mine.data.tickets.filter((ticket) => ticket.eventId === input.data.eventId).map((ticket) => ticket._id));
  if (input.data.ticketIds.some((id) => !own.has(id))) return errorJson(404, 'Ticket not found');

  const [status, methods, gateways] = await Promise.all([
    getResellOfferStatus(client, { sellerId: seller.data._id, eventIds: [input.data.eventId], ticketIds: input.data.ticketIds }, session.data.token),
    listMyPaymentMethods(client, { status: ['active'] }, session.data.token),
    listPaymentGateways(client, seller.data._id),
  ]);
  if (!status.ok) return upstreamErrorResponse(status.error);
  if (!methods.ok) return upstreamErrorResponse(methods.error);
  if (!gateways.ok) return upstreamErrorResponse(gateways.error);

  const event = status.data.events?.find((candidate) => candidate.eventId === input.data.eventId);
  const offerable = (status.data.tickets ?? []).filter((ticket) => ticket.resellAble);
  const view: ResellStatusView = {
    offerAble: event?.offerAble ?? false,
    activeOffer: event?.activeOffer ? { id: event.activeOffer._id, ticketCount: event.activeOffer.items?.length ?? 0 } : null,
    tickets: offerable.map((ticket) => ({ id: ticket.ticketId, price: ticket.price ?? 0 })),
    price: (status.data.proceeds ?? 0) + (status.data.resellFee ?? 0),
    resellFee: status.data.resellFee ?? 0,
    proceeds: status.data.proceeds ?? 0,
    currency: status.data.currency ?? seller.data.currency ?? 'EUR',
    payoutMethods: payoutMethodOptions(methods.data.docs, gateways.data.gateways),
  };
  return NextResponse.json(view, { headers: PRIVATE_NO_STORE });
}
