import { NextResponse } from 'next/server';
import { crossSiteRefusal, errorJson, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { getMyTickets } from '@/lib/ticketing/tickets';
import { createTicketTransfer } from '@/lib/ticketing/transfers';
import { createTransferRequestSchema } from '@/components/account/transfers/schema';
import { customerOfSession, PRIVATE_NO_STORE, shopOfRequest } from '../../_shell/shop-customer';

/**
 * POST /api/shops/{seller}/account/ticket-transfers/create: the session customer sends tickets to
 * an e-mail address (spec 02 §7). The browser names tickets by id; their secrets come from the
 * customer's own tickets here, so neither the secrets nor the customer token travel to the browser,
 * and a ticket of anyone else is simply not found. Answers 201 with the transfer's id and status.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  const input = await parseJsonBody(request, createTransferRequestSchema);
  if (!input.ok) return input.response;
  const session = await customerOfSession(seller.data);
  if (!session.ok) return session.response;

  const client = ticketing();
  const mine = await getMyTickets(client, { locale: 'en' }, session.data.token);
  if (!mine.ok) return upstreamErrorResponse(mine.error);
  const secrets = new Map(mine.data.tickets.map((ticket) => [ticket._id, ticket.secret]));
  const refs = input.data.ticketIds.map((id) => ({ id, secret: secrets.get(id) }));
  if (refs.some((ref) => !ref.secret)) return errorJson(404, 'Ticket not found');

  const created = await createTicketTransfer(
    client,
    { tickets: refs.map((ref) => ({ id: ref.id, secret: ref.secret ?? '' })), recipient: { email: input.data.recipient.email } },
    session.data.token,
  );
  if (!created.ok) return upstreamErrorResponse(created.error);
  return NextResponse.json({ id: created.data._id, status: created.data.status }, { status: 201, headers: PRIVATE_NO_STORE });
}
