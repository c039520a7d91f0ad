import type { Event } from '../ticketing/schemas/event.ts';

/**
 * Whether an event has a seat map: a category with a seating plan, whose seats the ticketing side
 * assigns (best available) or the buyer chooses on the map. An event without one answers the
 * seat-map service's `noSeatMap` (ADR 0031).
 */
export function hasSeatedCategory(event: Pick<Event, 'categories'>): boolean {
  return (event.categories ?? []).some((category) => category.seatingPlan !== undefined);
}
