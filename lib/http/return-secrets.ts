import { getTicketTransaction } from '../ticketing/transactions.ts';
import type { TicketingClient } from '../ticketing/client.ts';
import type { ReturnSecrets } from '../ticketing/ticket-returns.ts';
import { orUnknownLink, unknownLink } from './by-secret.ts';

/**
 * The secrets a return call needs, from the ticket's alone: its order is read by the ticket's
 * secret, so the order's secret stays on the server. A ticket of no order cannot be returned and
 * is answered like an unknown one.
 */
export async function returnSecrets(client: TicketingClient, ticketId: string, secret: string): Promise<ReturnSecrets> {
  const transaction = orUnknownLink(await getTicketTransaction(client, ticketId, secret), 'ticket');
  if (!transaction.secret) throw unknownLink('ticket');
  return { secret, transactionSecret: transaction.secret };
}
