import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { pageOf } from './schemas/common.ts';
import { ticketSchema } from './schemas/ticket.ts';
import { myTransactionsResponseSchema, transactionSchema } from './schemas/transaction.ts';

/** Orders: the customer's list with its events, and one order and its tickets by secret. */

export function getMyTransactions(client: TicketingClient, query: { locale: string }, customerToken: string) {
  return client.request({ path: '/api/customers/me/transactions', query: { locale: query.locale }, schema: myTransactionsResponseSchema, customerToken });
}

export function getTransaction(client: TicketingClient, tid: string, secret: string) {
  return client.request({ path: apiPath`/api/public/transactions/${tid}`, query: { secret }, schema: transactionSchema });
}

export const transactionTicketsSchema = pageOf(ticketSchema);
export type TransactionTickets = z.infer<typeof transactionTicketsSchema>;

/** GET /api/public/transactions/{id}/tickets?secret (spec 02 §7): every ticket of the order, unpaged. */
export function getTransactionTickets(client: TicketingClient, tid: string, secret: string) {
  return client.request({ path: apiPath`/api/public/transactions/${tid}/tickets`, query: { secret }, schema: transactionTicketsSchema });
}

/** GET /api/public/tickets/{id}/transaction?secret (spec 02 §7): the order a ticket was bought in, with its secret. */
export function getTicketTransaction(client: TicketingClient, ticketId: string, ticketSecret: string) {
  return client.request({ path: apiPath`/api/public/tickets/${ticketId}/transaction`, query: { secret: ticketSecret }, schema: transactionSchema });
}
