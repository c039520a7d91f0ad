import 'server-only';
import { ticketing } from '@/lib/ticketing/server';
import { listEvents } from '@/lib/ticketing/events';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { ActionEventView } from './rebooking-options.ts';

/** The events a rebooking or an upgrade may move tickets to, read and shown the same way. */

/** Spec 02 §9: the rebooking event listing asks for 50 event ids at a time. */
export const EVENT_ID_CHUNK = 50;
/** Spec 02 §9: a recurring series' dates are listed 20 per page. */
export const RECURRENCE_PAGE_SIZE = 20;
/** A bound on the pages asked for, so a series without end cannot keep a request busy. */
const MAX_RECURRENCE_PAGES = 25;

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

/**
 * Every page of a listing, RECURRENCE_PAGE_SIZE at a time, asking for the next page only when the
 * last one was full (spec 02 §9).
 */
export async function allPages<T>(fetchPage: (skip: number, top: number) => Promise<readonly T[]>, pageSize = RECURRENCE_PAGE_SIZE): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < MAX_RECURRENCE_PAGES; page += 1) {
    const batch = await fetchPage(page * pageSize, pageSize);
    items.push(...batch);
    if (batch.length < pageSize) break;
  }
  return items;
}

/** A recurring series (a group event) stands for its coming dates, each of which a ticket may move to. */
export async function withRecurrences(events: readonly Event[], sellerId: string, locale: string, now: Date): Promise<Event[]> {
  const client = ticketing();
  const expanded = await Promise.all(
    events.map((event) =>
      event.eventType === 'group'
        ? allPages((skip, top) => listEvents(client, { sellerId, locale, rootId: event._id, endMin: now, top, skip }).then((page) => (page.ok ? page.data.docs : [])))
        : Promise.resolve([event]),
    ),
  );
  return expanded.flat();
}
