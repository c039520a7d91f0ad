import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { pageOf } from './schemas/common.ts';
import { eventSchema } from './schemas/event.ts';

export const eventPageSchema = pageOf(eventSchema);
export type EventPage = z.infer<typeof eventPageSchema>;

export interface ListingQuery {
  sellerId: string;
  locale: string;
  /** Only events ending at or after this instant. */
  endMin?: Date;
  eventIds?: readonly string[];
  rootId?: string;
  groupEventId?: string;
  top?: number;
  skip?: number;
}

/** GET /api/events/public/listings (spec 02 §7). */
export function listEvents(client: TicketingClient, query: ListingQuery) {
  return client.request({
    path: '/api/events/public/listings',
    query: {
      sellerId: query.sellerId,
      locale: query.locale,
      endMin: query.endMin?.toISOString(),
      eventIds: query.eventIds,
      rootId: query.rootId,
      groupEventId: query.groupEventId,
      top: query.top ?? 25,
      skip: query.skip ?? 0,
    },
    schema: eventPageSchema,
  });
}

/** GET /api/public/events/{id}?locale: the event with its ticket types, categories and slots. */
export function getPublicEvent(client: TicketingClient, eventId: string, locale: string) {
  return client.request({ path: apiPath`/api/public/events/${eventId}`, query: { locale }, schema: eventSchema });
}
