import { createTicketTransfer } from '@/lib/operations/transfers';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf, ownTicketsOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as transfers from '@/lib/ticketing/transfers';

/** The tickets' secrets come from the customer's own tickets here: neither they nor the token travel to the browser. */
export const POST = route(createTicketTransfer)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await customerOf(seller);
  const tickets = await ownTicketsOf(session, input.ticketIds);
  // A phone goes along only where tickets are delivered by SMS (spec 02 §2); elsewhere it is not asked.
  const phone = seller.deliverySettings?.sms?.enabled === true ? input.recipient.phone : undefined;
  const recipient = { email: input.recipient.email, ...(phone ? { phone } : {}) };
  const created = orRefuse(
    await transfers.createTicketTransfer(ticketing(), { tickets: tickets.map((ticket) => ({ id: ticket._id, secret: ticket.secret ?? '' })), recipient }, session.token),
  );
  return { id: created._id, status: created.status };
});
