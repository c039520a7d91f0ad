import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { ticketSchema } from './schemas/ticket.ts';

/** POST /api/tickets/personalize/{ticketId}/{secret} (spec 02 §7): the personalized ticket; 400 with field codes. */
export function personalizeTicket(
  client: TicketingClient,
  ticketId: string,
  secret: string,
  input: { firstname?: string | null | undefined; lastname?: string | null | undefined; extraFields?: Record<string, unknown> | undefined },
) {
  return client.request({ method: 'POST', path: apiPath`/api/tickets/personalize/${ticketId}/${secret}`, body: input, schema: ticketSchema });
}
