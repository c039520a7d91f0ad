import { claimOrderTickets } from '@/lib/operations/ticket-claims';
import { route } from '@/lib/http/route';
import { orUnknownLink, unknownLink } from '@/lib/http/by-secret';
import { customerOf, shopOf } from '@/lib/http/route-steps';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { ticketing } from '@/lib/ticketing/server';
import { getTransaction, getTransactionTickets } from '@/lib/ticketing/transactions';
import { claimTickets } from '@/lib/ticketing/ticket-claims';

/**
 * Claims tickets of an order for the customer logged in to its shop (spec 02 §7 claim, with the
 * customer's authentication). The browser names tickets by id; they must be the order's, whose
 * link proves the holder may claim them, and their secrets never leave the server.
 */
export const POST = route(claimOrderTickets)(async ({ params, input }) => {
  const client = ticketing();
  const transaction = orUnknownLink(await getTransaction(client, params.tid, params.secret), 'transaction');
  if (!transaction.sellerId) throw unknownLink('transaction');
  const session = await customerOf(await shopOf(transaction.sellerId));
  const tickets = orUnknownLink(await getTransactionTickets(client, params.tid, params.secret), 'transaction').docs;
  const refs = input.ticketIds.map((id) => {
    const ticket = tickets.find((candidate) => candidate._id === id);
    if (!ticket?.secret) throw refuse(404, 'ticketNotFound', undefined, 'Ticket not found');
    return { _id: ticket._id, secret: ticket.secret };
  });
  const claimed = orRefuse(await claimTickets(client, refs, session.token));
  return { claimed: claimed.map((ticket) => ticket._id) };
});
