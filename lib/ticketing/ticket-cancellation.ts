import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { idSchema } from './schemas/common.ts';

/** Answer of the cancel call: the cancelled ticket's `_id`; without it the cancellation did not happen (spec 02 §8). */
export const invalidateTicketAnswerSchema = z.object({ _id: idSchema.optional() });

/** POST /api/tickets/{id}/invalidate?secret (spec 02 §7 Cancel). */
export function invalidateTicket(client: TicketingClient, ticketId: string, secret: string) {
  return client.request({ method: 'POST', path: apiPath`/api/tickets/${ticketId}/invalidate`, query: { secret }, body: {}, schema: invalidateTicketAnswerSchema });
}
