import type { SQLInputValue } from 'node:sqlite';
import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { SeatingInfo } from '../../ticketing/schemas/ticket.ts';
import { seatKey } from '../../domain/best-available-seats.ts';

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
 */
const TAKES_A_SEAT = `json_extract(body, '$.status') <> 'invalid'
  AND NOT (json_extract(body, '$.status') = 'reserved' AND COALESCE(json_extract(body, '$.expiresAt'), '9999') <= ?)`;

function countBy(ctx: SandboxContext, column: string, where: string, params: SQLInputValue[]): Map<string, number> {
  const rows = ctx.db
    .prepare(`SELECT ${column} AS k, COUNT(*) AS n FROM documents WHERE collection = 'tickets' AND ${where} AND ${TAKES_A_SEAT} GROUP BY k`)
    .all(...params, ctx.now().toISOString());
  const counts = new Map<string, number>();
  for (const row of rows) if (row.k !== null) counts.set(String(row.k), Number(row.n ?? 0));
  return counts;
}

/** Seats taken per event. */
export function takenByEvent(ctx: SandboxContext, eventIds: readonly string[]): Map<string, number> {
  if (eventIds.length === 0) return new Map();
  return countBy(ctx, 'event_id', `event_id IN (${eventIds.map(() => '?').join(', ')})`, [...eventIds]);
}

/** Seats taken per ticket type of one event. */
export function takenByTicketType(ctx: SandboxContext, eventId: string): Map<string, number> {
  return countBy(ctx, `json_extract(body, '$.ticketTypeId')`, 'event_id = ?', [eventId]);
}

/** Seats taken per time slot of one event. */
export function takenBySlot(ctx: SandboxContext, eventId: string): Map<string, number> {
  return countBy(ctx, `json_extract(body, '$.slotId')`, 'event_id = ?', [eventId]);
}

/** The numbered seats of one event that tickets hold (keys from seatKey). */
export function takenSeats(ctx: SandboxContext, eventId: string): Set<string> {
  const rows = ctx.db
    .prepare(
      `SELECT json_extract(body, '$.seatingInfo') AS seat FROM documents
       WHERE collection = 'tickets' AND event_id = ? AND json_extract(body, '$.seatingInfo.seatName') IS NOT NULL AND ${TAKES_A_SEAT}`,
    )
    .all(eventId, ctx.now().toISOString());
  return new Set(rows.map((row) => seatKey(JSON.parse(String(row.seat)) as SeatingInfo)));
}
