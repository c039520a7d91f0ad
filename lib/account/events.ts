import 'server-only';
import type { AccountClient } from './access.ts';
import { listEvents } from '../ticketing/events.ts';
import type { Event } from '../ticketing/schemas/event.ts';

/**
 * The events a page of a list refers to (transfers, offers, intents name their event by id), in one
 * listing call. A failed lookup leaves the names out rather than failing the list.
 */
export async function eventsById(client: AccountClient, sellerId: string, eventIds: readonly (string | null | undefined)[], locale: string): Promise<Map<string, Event>> {
  const ids = [...new Set(eventIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const result = await listEvents(client, { sellerId, locale, eventIds: ids, top: ids.length });
  if (!result.ok) {
    console.warn('account: event lookup failed', result.error.message);
    return new Map();
  }
  return new Map(result.data.docs.map((event) => [event._id, event]));
}
