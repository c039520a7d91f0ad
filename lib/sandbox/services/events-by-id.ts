import type { SandboxContext } from '../context.ts';
import type { Event } from '../../ticketing/schemas/event.ts';
import { takenByEvent } from './capacity.ts';
import { toPublicEvent } from './public-event.ts';

/**
 * The public form of the events with these ids (unknown ids are skipped), so that account lists
 * answer with the events their tickets and orders belong to in one call. Ordered by start.
 */
export function publicEventsById(ctx: SandboxContext, eventIds: Iterable<string | null | undefined>, locale: string): Event[] {
  const ids = [...new Set([...eventIds].filter((id): id is string => Boolean(id)))];
  const events = ctx.store.list('events', { ids }).docs;
  const taken = takenByEvent(ctx, events.map((event) => event._id));
  return events
    .map((event) => toPublicEvent(event, { locale, taken: taken.get(event._id) ?? 0, now: ctx.now() }))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id));
}
