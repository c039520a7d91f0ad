import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { ticketSchema } from './schemas/ticket.ts';
import { createdCheckoutSchema } from './schemas/checkout.ts';

/** POST /api/tickets/personalize/{ticketId}/{secret} (spec 02 §7): the personalized ticket; 400 with field codes. */
export function personalizeTicket(
  client: TicketingClient,
  ticketId: string,
  secret: string,
  input: { firstname?: string | null | undefined; lastname?: string | null | undefined; extraFields?: Record<string, unknown> | undefined },
) {
  return client.request({ method: 'POST', path: apiPath`/api/tickets/personalize/${ticketId}/${secret}`, body: input, schema: ticketSchema });
}

/**
 * POST /api/public/tickets/repersonalization (spec 02 §5, §7): a checkout for the tickets'
 * re-personalization fee, paid at step 2; paying it lets each holder be changed once.
 */
export function requestRepersonalization(client: TicketingClient, input: { successUrl: string; tickets: { _id: string; secret: string }[] }) {
  return client.request({ method: 'POST', path: '/api/public/tickets/repersonalization', body: input, schema: createdCheckoutSchema });
}
