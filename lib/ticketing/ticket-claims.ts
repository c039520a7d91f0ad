import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { ticketSchema } from './schemas/ticket.ts';

/** POST /api/public/tickets/claim (spec 02 §7 Tickets): the logged-in customer makes these tickets theirs. */
export function claimTickets(client: TicketingClient, tickets: readonly { _id: string; secret: string }[], customerToken: string) {
  return client.request({ method: 'POST', path: '/api/public/tickets/claim', body: { tickets }, schema: z.array(ticketSchema), customerToken });
}
