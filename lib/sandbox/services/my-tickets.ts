import type { SQLInputValue } from 'node:sqlite';
import type { SandboxContext } from '../context.ts';
import type { Event } from '../../ticketing/schemas/event.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import { toPublicEvent } from './public-event.ts';

/**
 * The logged-in customer's tickets as the "get my tickets" call reads them, and the per-event
 * counts behind "my ticket events". Both run on the holder index (migration 5): a customer with
 * thousands of tickets is counted from the index alone, and an event's or the packaged tickets
 * are read without touching the others.
 */

/** Whose tickets: the caller, within the caller's shop (ADR 0011). */
export interface TicketOwner {
  customerId: string;
  sellerId: string;
}

export interface MyTicketsFilter {
  /** Only the tickets of these events (spec 02 §7 names event lists `eventIds`). */
  eventIds?: readonly string[] | undefined;
  /** Only tickets sold in a package. */
  packaged?: boolean | undefined;
}

const OWNED = `collection = 'tickets' AND customer_id = ? AND seller_id = ?`;

export function myTickets(ctx: SandboxContext, owner: TicketOwner, filter: MyTicketsFilter = {}): Ticket[] {
  const where = [OWNED];
  const params: SQLInputValue[] = [owner.customerId, owner.sellerId];
  // Named, not left to the planner: without statistics it walks every ticket of the store instead.
  let index = 'documents_tickets_by_holder';
  if (filter.eventIds !== undefined) {
    if (filter.eventIds.length === 0) return [];
    where.push(`event_id IN (${filter.eventIds.map(() => '?').join(', ')})`);
    params.push(...filter.eventIds);
  }
  if (filter.packaged) {
    // Spelled as the partial index's condition, so that the index answers it.
    where.push(`json_extract(body, '$.packageInfo.packageId') IS NOT NULL`);
    if (filter.eventIds === undefined) index = 'documents_packaged_tickets';
  }
  return ctx.db
    .prepare(`SELECT body FROM documents INDEXED BY ${index} WHERE ${where.join(' AND ')}`)
    .all(...params)
    .map((row) => JSON.parse(String(row.body)) as Ticket);
}

/** One event the customer holds tickets of, with how many in each status (the UI decides which count, ADR 0011). */
export interface TicketEventCount {
  eventId: string;
  countsByStatus: Record<string, number>;
}

export function myTicketEventCounts(ctx: SandboxContext, owner: TicketOwner): TicketEventCount[] {
  const rows = ctx.db
    .prepare(`SELECT event_id, ticket_status, COUNT(*) AS n FROM documents INDEXED BY documents_tickets_by_holder WHERE ${OWNED} GROUP BY event_id, ticket_status`)
    .all(owner.customerId, owner.sellerId);
  const byEvent = new Map<string, Record<string, number>>();
  for (const row of rows) {
    if (typeof row.event_id !== 'string') continue;
    const counts = byEvent.get(row.event_id) ?? {};
    counts[String(row.ticket_status)] = Number(row.n ?? 0);
    byEvent.set(row.event_id, counts);
  }
  return [...byEvent].map(([eventId, countsByStatus]) => ({ eventId, countsByStatus }));
}

/** How many tickets the customer holds in all. */
export function myTicketTotal(ctx: SandboxContext, owner: TicketOwner): number {
  return Number(ctx.db.prepare(`SELECT COUNT(*) AS n FROM documents INDEXED BY documents_tickets_by_holder WHERE ${OWNED}`).get(owner.customerId, owner.sellerId)?.n ?? 0);
}

/**
 * The events of a holder's list, public and translated, earliest first, without live
 * availability: a holder's list has no use for it, and counting it reads every ticket of the
 * events (thousands for a big one); the shop's own calls answer it.
 */
export function heldEvents(ctx: SandboxContext, eventIds: readonly string[], locale: string): Event[] {
  const now = ctx.now();
  return ctx.store
    .list('events', { ids: eventIds })
    .docs.map((stored) => {
      const { saleStatus: _saleStatus, availabilityIndicator: _indicator, ...event } = toPublicEvent(stored, { locale, taken: 0, now });
      return event;
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id));
}
