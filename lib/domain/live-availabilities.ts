import type { SaleStatus } from './availability-indicator.ts';

/**
 * Step 1 applies the event's live availabilities (spec 02 §7 "GET /api/public/events/{id}/availabilities")
 * to the listing it was rendered with. The listing comes from a cache that may be up to 10 minutes
 * old (spec 02 §9 "Event fetch cache lives 10 minutes") and knows only the configured volumes; the
 * availabilities say what is left right now, net of sold tickets and of every cart's holds, this
 * buyer's included. They become the `remaining` volumes of spec 02 §5's availability rule
 * (lib/domain/availability.ts), so the pickers never offer more than is left.
 */

/** How often a visible step 1 asks again (ADR draft "live availability"). */
export const AVAILABILITIES_REFRESH_MS = 20_000;

/** What is left right now; null where no volume limits (the shape of the §7 call). */
export interface LiveAvailabilities {
  remaining: number | null;
  ticketTypes: readonly { ticketTypeId: string; remaining: number | null }[];
  categories: readonly { ref: string; remaining: number | null }[];
  slots: readonly { slotId: string; remaining: number | null }[];
}

/** The parts of a step-1 listing the availabilities apply to; anything else it holds is kept as is. */
export interface ListedTicketType {
  id: string;
  /** What is left of the ticket type right now; undefined while unknown (the configured volume applies). */
  remaining?: number | undefined;
  /** Nothing is left of it or of its category. */
  soldOut?: boolean | undefined;
}

export interface ListedCategory {
  ref: string;
  remaining?: number | undefined;
  tickets: readonly ListedTicketType[];
}

export interface ListedSlot {
  id: string;
  remaining?: number | undefined;
}

export interface EventListing {
  saleState: SaleStatus;
  remaining?: number | undefined;
  sections: readonly ListedCategory[];
  slots: readonly ListedSlot[];
}

const countOf = (value: number | null | undefined): number | undefined => (value === null || value === undefined ? undefined : Math.max(0, value));

/**
 * The listing with the live availabilities applied: each ticket type, category, slot and the event
 * gets what is left of it as `remaining`; a ticket type with nothing left of it or of its category
 * is sold out; an event on sale with nothing left, or with every ticket type sold out, is sold out.
 * A planned, past or already sold-out sale keeps its state: live counts only ever take away.
 * Entries the availabilities do not name keep their configured volumes.
 */
export function withLiveAvailabilities<L extends EventListing>(listing: L, live: LiveAvailabilities): L {
  const byType = new Map(live.ticketTypes.map((entry) => [entry.ticketTypeId, countOf(entry.remaining)]));
  const byCategory = new Map(live.categories.map((entry) => [entry.ref, countOf(entry.remaining)]));
  const bySlot = new Map(live.slots.map((entry) => [entry.slotId, countOf(entry.remaining)]));

  const sections = listing.sections.map((section) => {
    const categoryLeft = byCategory.get(section.ref);
    const tickets = section.tickets.map((ticket) => {
      const left = byType.get(ticket.id);
      return { ...ticket, remaining: left, soldOut: left === 0 || categoryLeft === 0 };
    });
    return { ...section, remaining: categoryLeft, tickets };
  });
  const slots = listing.slots.map((slot) => ({ ...slot, remaining: bySlot.get(slot.id) }));
  const remaining = countOf(live.remaining);
  const tickets = sections.flatMap((section) => section.tickets);
  const nothingLeft = remaining === 0 || (tickets.length > 0 && tickets.every((ticket) => ticket.soldOut));
  const saleState: SaleStatus = listing.saleState === 'onSale' && nothingLeft ? 'soldOut' : listing.saleState;
  return { ...listing, saleState, remaining, sections, slots };
}
