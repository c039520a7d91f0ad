import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';

/**
 * The sandbox's calls that change public catalogue data tell the storefront here (issue 9), as a
 * ticketing platform's webhook would; ctx.notify is absent unless the server wired a notifier.
 */

/** An event's own document changed (name, description, dates): its page, listing and packages. */
export function eventChanged(ctx: SandboxContext, event: Pick<StoredEvent, '_id' | 'sellerId'>): void {
  ctx.notify?.({ kind: 'event', sellerId: event.sellerId, eventId: event._id });
}

/**
 * Tickets of these events were sold or went back on sale, so their sale status and availability
 * indicator may differ. Cart holds do not count: they come and go by the second and expire by
 * themselves, and step 1 reads live availability anyway.
 */
export function availabilityChanged(ctx: SandboxContext, eventIds: Iterable<string | null | undefined>): void {
  const notify = ctx.notify;
  if (!notify) return;
  for (const eventId of new Set(eventIds)) {
    const event = eventId ? ctx.store.get('events', eventId) : undefined;
    if (event) notify({ kind: 'availability', sellerId: event.sellerId, eventId: event._id });
  }
}
