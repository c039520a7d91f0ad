import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { idSchema } from './schemas/common.ts';

/** What is left of an event right now; null where no volume limits (spec 02 §7 availabilities). */
const remaining = z.number().int().nonnegative().nullable();

export const eventAvailabilitiesSchema = z.object({
  eventId: idSchema,
  remaining,
  ticketTypes: z.array(z.object({ ticketTypeId: idSchema, remaining })),
  categories: z.array(z.object({ ref: z.string().min(1), remaining })),
  slots: z.array(z.object({ slotId: idSchema, remaining })),
});
export type EventAvailabilities = z.infer<typeof eventAvailabilitiesSchema>;

/** GET /api/public/events/{id}/availabilities: live remaining counts for step 1's amount pickers (lib/domain/availability.ts). */
export function getEventAvailabilities(client: TicketingClient, eventId: string) {
  return client.request({ path: apiPath`/api/public/events/${eventId}/availabilities`, schema: eventAvailabilitiesSchema });
}
