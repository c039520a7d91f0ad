import type { SQLInputValue } from 'node:sqlite';
import type { SandboxContext } from '../context.ts';
import type { SeatingInfo } from '../../ticketing/schemas/ticket.ts';
import type { HeldItem } from '../../seat-map/contract.ts';
import type { StoredEvent } from '../collections.ts';
import { DocumentStore } from '../db/documents.ts';
import { seatKey } from '../../domain/best-available-seats.ts';

/**
 * Seats held on the map (docs/adr/0031-seat-map-service.md): a hold belongs to one seat-map session and
 * one event, lives a checkout's lifetime unless a cart claims it first, and is named by its
 * seatingReservationToken. While it is `held` and not past its expiry its seats are nobody
 * else's and its units count against the volumes like a cart's; once claimed, the cart's reserved
 * tickets carry the seats instead, so a claimed hold counts for nothing.
 */

export interface HeldUnit {
  kind: 'seat' | 'area';
  /** The seat id, or the area id. */
  id: string;
  /** 1 for a seat; places for an area. */
  amount: number;
  ticketTypeId: string;
  categoryRef: string;
  /** What the ticket will say: the seat, or the area's name. */
  seat: SeatingInfo;
}

export interface SeatHold {
  /** The seatingReservationToken: a bearer secret, like a checkout's. */
  _id: string;
  sellerId: string;
  eventId: string;
  sessionId: string;
  status: 'held' | 'claimed' | 'released';
  createdAt: string;
  expiresAt: string;
  units: HeldUnit[];
  /** The checkout whose cart took the seats. */
  checkoutId?: string;
  claimedAt?: string;
  releasedAt?: string;
}

interface SeatMapCollections {
  seatHolds: SeatHold;
}

/** The holds live in the sandbox's document table under their own collection name. */
export const holdStore = (ctx: SandboxContext) => new DocumentStore<SeatMapCollections>(ctx.db);

export function isActive(hold: SeatHold, now: Date): boolean {
  return hold.status === 'held' && Date.parse(hold.expiresAt) > now.getTime();
}

/** The holds of an event that still keep their seats, oldest first. */
export function activeHolds(ctx: SandboxContext, eventId: string): SeatHold[] {
  return ctx.db
    .prepare(
      `SELECT body FROM documents WHERE collection = 'seatHolds' AND event_id = ?
       AND json_extract(body, '$.status') = 'held' AND json_extract(body, '$.expiresAt') > ? ORDER BY created_at, id`,
    )
    .all(eventId, ctx.now().toISOString())
    .map((row) => JSON.parse(String(row.body)) as SeatHold);
}

const ACTIVE_UNITS = `FROM documents AS d, json_each(d.body, '$.units') AS u
  WHERE d.collection = 'seatHolds' AND json_extract(d.body, '$.status') = 'held' AND json_extract(d.body, '$.expiresAt') > ?`;

function sumBy(ctx: SandboxContext, column: string, where: string, params: SQLInputValue[]): Map<string, number> {
  const rows = ctx.db
    .prepare(`SELECT ${column} AS k, SUM(json_extract(u.value, '$.amount')) AS n ${ACTIVE_UNITS} AND ${where} GROUP BY k`)
    .all(ctx.now().toISOString(), ...params);
  const sums = new Map<string, number>();
  for (const row of rows) if (row.k !== null) sums.set(String(row.k), Number(row.n ?? 0));
  return sums;
}

/** Units held on the map per event. */
export function heldByEvent(ctx: SandboxContext, eventIds: readonly string[]): Map<string, number> {
  if (eventIds.length === 0) return new Map();
  return sumBy(ctx, 'd.event_id', `d.event_id IN (${eventIds.map(() => '?').join(', ')})`, [...eventIds]);
}

/** Units held on the map per ticket type of one event. */
export function heldByTicketType(ctx: SandboxContext, eventId: string): Map<string, number> {
  return sumBy(ctx, `json_extract(u.value, '$.ticketTypeId')`, 'd.event_id = ?', [eventId]);
}

/** The numbered seats held on the map (keys from seatKey). */
export function heldSeatKeys(ctx: SandboxContext, eventId: string): Set<string> {
  const rows = ctx.db
    .prepare(`SELECT json_extract(u.value, '$.seat') AS seat ${ACTIVE_UNITS} AND d.event_id = ? AND json_extract(u.value, '$.kind') = 'seat'`)
    .all(ctx.now().toISOString(), eventId);
  return new Set(rows.map((row) => seatKey(JSON.parse(String(row.seat)) as SeatingInfo)));
}

const SEAT_FIELDS = ['sectionName', 'groupName', 'rowName', 'seatName', 'gate', 'seatType', 'name'] as const;

function wireSeat(seat: SeatingInfo): HeldItem['seatingInfo'] {
  const out: HeldItem['seatingInfo'] = {};
  for (const field of SEAT_FIELDS) {
    const value = seat[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** A hold's units as the service answers them: with the ticket type's price and where the holder sits. */
export function heldItemsOf(event: StoredEvent, units: readonly HeldUnit[]): HeldItem[] {
  const priceOf = (id: string) => event.tickets?.find((type) => type._id === id)?.price ?? 0;
  return units.map((unit) => ({
    id: unit.id,
    kind: unit.kind,
    amount: unit.amount,
    ticketTypeId: unit.ticketTypeId,
    categoryRef: unit.categoryRef,
    price: priceOf(unit.ticketTypeId),
    seatingInfo: wireSeat(unit.seat),
  }));
}
