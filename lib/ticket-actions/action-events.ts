import 'server-only';
import { ticketing } from '@/lib/ticketing/server';
import { listEvents } from '@/lib/ticketing/events';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { ActionEventView } from './rebooking-options.ts';

/** The events a rebooking or an upgrade may move tickets to, read and shown the same way. */

/** Spec 02 §9: the rebooking event listing asks for 50 event ids at a time. */
export const EVENT_ID_CHUNK = 50;

export const eventView = (event: Event): ActionEventView => ({
  eventId: event._id,
  name: event.name,
  start: event.start,
  timeZone: event.timezone,
  ...(event.image ? { image: event.image } : {}),
  ...(event.location?.locationName ? { location: [event.location.locationName, event.location.city].filter(Boolean).join(', ') } : {}),
});

/** Events by id, 50 ids per listing call, in the order asked for; ids the listing does not answer are left out. */
export async function eventsByIds(sellerId: string, ids: readonly string[], locale: string): Promise<Event[]> {
  const client = ticketing();
  const chunks: string[][] = [];
  for (let index = 0; index < ids.length; index += EVENT_ID_CHUNK) chunks.push(ids.slice(index, index + EVENT_ID_CHUNK));
  const pages = await Promise.all(chunks.map((eventIds) => listEvents(client, { sellerId, locale, eventIds, top: EVENT_ID_CHUNK })));
  const byId = new Map(pages.flatMap((page) => (page.ok ? page.data.docs : [])).map((event) => [event._id, event]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
