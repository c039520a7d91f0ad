import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { returnInfoSchema, returnResultSchema } from './schemas/return-info.ts';

/** Self-service return (spec 02 §7 Return): both calls carry the ticket's secret and its order's. */

export interface ReturnSecrets {
  secret: string;
  transactionSecret: string;
}

/** GET /api/public/tickets/{id}/return-info?secret&transactionSecret: the refund preview. */
export function getReturnInfo(client: TicketingClient, ticketId: string, secrets: ReturnSecrets) {
  return client.request({ path: apiPath`/api/public/tickets/${ticketId}/return-info`, query: { ...secrets }, schema: returnInfoSchema });
}

/** POST /api/public/tickets/{id}/return?secret&transactionSecret: the refund, with its amount and reference. */
export function returnTicket(client: TicketingClient, ticketId: string, secrets: ReturnSecrets) {
  return client.request({ method: 'POST', path: apiPath`/api/public/tickets/${ticketId}/return`, query: { ...secrets }, body: {}, schema: returnResultSchema });
}
