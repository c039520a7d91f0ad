import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import { eventCapacity, takenByEvent, takenBySlot, takenByTicketType } from './capacity.ts';

/**
 * What is left of an event right now (spec 02 §7 "GET /api/public/events/{id}/availabilities"):
 * volume minus the seats taken (sold and live reservations) per ticket type, category, slot and
 * for the event; null where no volume limits. Step 1 feeds these into lib/domain/availability.ts.
 */
export interface EventAvailabilities {
  eventId: string;
  remaining: number | null;
  ticketTypes: { ticketTypeId: string; remaining: number | null }[];
  categories: { ref: string; remaining: number | null }[];
  slots: { slotId: string; remaining: number | null }[];
}

const left = (volume: number | undefined, taken: number) => (volume === undefined || !Number.isFinite(volume) ? null : Math.max(0, volume - taken));

export function eventAvailabilities(ctx: SandboxContext, event: StoredEvent): EventAvailabilities {
  const byType = takenByTicketType(ctx, event._id);
  const bySlot = takenBySlot(ctx, event._id);
  const types = event.tickets ?? [];
  return {
    eventId: event._id,
    remaining: left(eventCapacity(event), takenByEvent(ctx, [event._id]).get(event._id) ?? 0),
    ticketTypes: types.map((type) => ({ ticketTypeId: type._id, remaining: left(type.volume, byType.get(type._id) ?? 0) })),
    categories: (event.categories ?? []).map((category) => ({
      ref: category.ref,
      remaining: left(category.volume, types.filter((type) => type.categoryRef === category.ref).reduce((sum, type) => sum + (byType.get(type._id) ?? 0), 0)),
    })),
    slots: (event.slots ?? []).map((slot) => ({ slotId: slot._id, remaining: left(slot.volume, bySlot.get(slot._id) ?? 0) })),
  };
}
