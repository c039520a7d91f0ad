import { createHash } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { SeatMapStatus } from '../../seat-map/contract.ts';
import { seatKey } from '../../domain/best-available-seats.ts';
import { ticketSeats } from '../services/capacity.ts';
import { eventAvailabilities } from '../services/availabilities.ts';
import { activeHolds, heldItemsOf } from './holds.ts';
import type { LayoutIndex } from './layout.ts';

/**
 * Who has which seat right now, from the sandbox's own records: tickets (sold, or reserved in a
 * cart until it expires), holds on the map, and the chart's blocked seats. One source for the
 * status the widget polls, for refusing a hold, and for the orphan check when a cart claims one.
 */

export interface Occupancy {
  sold: Set<string>;
  held: Set<string>;
  blocked: Set<string>;
}

/** Seat ids by state; `exceptHold` leaves one hold out (the one being replaced or claimed). */
export function occupancyOf(ctx: SandboxContext, event: StoredEvent, index: LayoutIndex, exceptHold?: string): Occupancy {
  const sold = new Set<string>();
  const held = new Set<string>();
  for (const { seat, reserved } of ticketSeats(ctx, event._id)) {
    const id = index.byKey.get(seatKey(seat));
    if (id) (reserved ? held : sold).add(id);
  }
  for (const hold of activeHolds(ctx, event._id)) {
    if (hold._id === exceptHold) continue;
    for (const unit of hold.units) if (unit.kind === 'seat') held.add(unit.id);
  }
  return { sold, held, blocked: new Set(index.blocked) };
}

export const unavailableOf = (occupancy: Occupancy): Set<string> => new Set([...occupancy.sold, ...occupancy.held, ...occupancy.blocked]);

const sorted = (ids: Iterable<string>) => [...ids].sort();

/** GET {host}/events/{eventId}/status for one session, with an ETag of its content. */
export function seatMapStatus(ctx: SandboxContext, event: StoredEvent, index: LayoutIndex, sessionId: string): { status: SeatMapStatus; body: string; etag: string } {
  const occupancy = occupancyOf(ctx, event, index);
  const remaining = new Map(eventAvailabilities(ctx, event).categories.map((category) => [category.ref, category.remaining]));
  const status: SeatMapStatus = {
    eventId: event._id,
    sold: sorted(occupancy.sold),
    held: sorted(occupancy.held),
    blocked: sorted(occupancy.blocked),
    areas: [...index.areas.values()].map((area) => ({ id: area.id, remaining: remaining.get(area.category) ?? null })),
    mine: activeHolds(ctx, event._id)
      .filter((hold) => hold.sessionId === sessionId)
      .map((hold) => ({
        seatingReservationToken: hold._id,
        expiresAt: hold.expiresAt,
        seats: hold.units.filter((unit) => unit.kind === 'seat').map((unit) => unit.id),
        areas: hold.units.filter((unit) => unit.kind === 'area').map((unit) => ({ id: unit.id, amount: unit.amount })),
        items: heldItemsOf(event, hold.units),
      })),
  };
  const body = JSON.stringify(status);
  return { status, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}
