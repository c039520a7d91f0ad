import type { SQLInputValue } from 'node:sqlite';
import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { SeatingInfo } from '../../ticketing/schemas/ticket.ts';
import { seatKey } from '../../domain/best-available-seats.ts';
import { heldByEvent, heldByTicketType, heldSeatKeys } from '../seatmap/holds.ts';
import { layoutIndexOf } from '../seatmap/charts.ts';

/** An event's capacity: its own volume, else the sum of its ticket types' volumes. */
export function eventCapacity(event: StoredEvent): number {
  if (event.volume !== undefined) return event.volume;
  const volumes = (event.tickets ?? []).map((type) => type.volume);
  if (volumes.length === 0 || volumes.some((volume) => volume === undefined)) return Number.POSITIVE_INFINITY;
  return volumes.reduce<number>((sum, volume) => sum + (volume ?? 0), 0);
}

/**
 * A ticket takes a seat while it is not invalid; a reserved one (in a cart, or held by a purchase
 * intent) only until its expiresAt. Expired carts are flipped to invalid lazily when read, so the
 * clock test here is what frees their seats on time. ISO strings of one format compare as text.
 * A resale ticket in a cart (reserved, with its seller's ticket as originTicketId) takes no seat
 * of its own: the seller's ticket still takes it until the sale.
 */
const TAKES_A_SEAT = `json_extract(body, '$.status') <> 'invalid'
  AND NOT (json_extract(body, '$.status') = 'reserved' AND COALESCE(json_extract(body, '$.expiresAt'), '9999') <= ?)
  AND NOT (json_extract(body, '$.status') = 'reserved' AND json_extract(body, '$.originTicketId') IS NOT NULL)`;

function countBy(ctx: SandboxContext, column: string, where: string, params: SQLInputValue[]): Map<string, number> {
  const rows = ctx.db
    .prepare(`SELECT ${column} AS k, COUNT(*) AS n FROM documents WHERE collection = 'tickets' AND ${where} AND ${TAKES_A_SEAT} GROUP BY k`)
    .all(...params, ctx.now().toISOString());
  const counts = new Map<string, number>();
  for (const row of rows) if (row.k !== null) counts.set(String(row.k), Number(row.n ?? 0));
  return counts;
}

function plus(counts: Map<string, number>, more: ReadonlyMap<string, number>): Map<string, number> {
  for (const [key, value] of more) counts.set(key, (counts.get(key) ?? 0) + value);
  return counts;
}

/** Seats taken per event; seats held on the seat map count until a cart claims them (docs/adr/0031-seat-map-service.md). */
export function takenByEvent(ctx: SandboxContext, eventIds: readonly string[]): Map<string, number> {
  if (eventIds.length === 0) return new Map();
  return plus(countBy(ctx, 'event_id', `event_id IN (${eventIds.map(() => '?').join(', ')})`, [...eventIds]), heldByEvent(ctx, eventIds));
}

/** Seats taken per ticket type of one event, seat-map holds included. */
export function takenByTicketType(ctx: SandboxContext, eventId: string): Map<string, number> {
  return plus(countBy(ctx, `json_extract(body, '$.ticketTypeId')`, 'event_id = ?', [eventId]), heldByTicketType(ctx, eventId));
}

/** Seats taken per time slot of one event. */
export function takenBySlot(ctx: SandboxContext, eventId: string): Map<string, number> {
  return countBy(ctx, `json_extract(body, '$.slotId')`, 'event_id = ?', [eventId]);
}

/** The numbered seats of one event that tickets take, each with whether it is sold or only in a cart. */
export function ticketSeats(ctx: SandboxContext, eventId: string): { seat: SeatingInfo; reserved: boolean }[] {
  return ctx.db
    .prepare(
      `SELECT json_extract(body, '$.seatingInfo') AS seat, json_extract(body, '$.status') AS status FROM documents
       WHERE collection = 'tickets' AND event_id = ? AND json_extract(body, '$.seatingInfo.seatName') IS NOT NULL AND ${TAKES_A_SEAT}`,
    )
    .all(eventId, ctx.now().toISOString())
    .map((row) => ({ seat: JSON.parse(String(row.seat)) as SeatingInfo, reserved: row.status === 'reserved' }));
}

/**
 * The numbered seats of one event nobody else may have (keys from seatKey): taken by tickets,
 * held on the seat map, or blocked in the event's chart. Best available skips them all.
 */
export function takenSeats(ctx: SandboxContext, event: StoredEvent): Set<string> {
  const taken = new Set(ticketSeats(ctx, event._id).map(({ seat }) => seatKey(seat)));
  for (const key of heldSeatKeys(ctx, event._id)) taken.add(key);
  const index = layoutIndexOf(event);
  for (const id of index?.blocked ?? []) {
    const seat = index?.seats.get(id);
    if (seat) taken.add(seat.key);
  }
  return taken;
}
