import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { ticketSchema } from './schemas/ticket.ts';
import { eventSchema } from './schemas/event.ts';

/** Answer of "get my tickets": every ticket of the customer (by event start) and those events. */
export const myTicketsResponseSchema = z.object({
  tickets: z.array(ticketSchema),
  events: z.array(eventSchema),
});
export type MyTicketsResponse = z.infer<typeof myTicketsResponseSchema>;

export function getMyTickets(client: TicketingClient, query: { locale: string }, customerToken: string) {
  return client.request({ path: '/api/customers/me/tickets', query: { locale: query.locale }, schema: myTicketsResponseSchema, customerToken });
}

/** GET /api/tickets/{id}/{secret} (spec 02 §7): one ticket by its secret. */
export function getTicket(client: TicketingClient, ticketId: string, secret: string) {
  return client.request({ path: apiPath`/api/tickets/${ticketId}/${secret}`, schema: ticketSchema });
}
