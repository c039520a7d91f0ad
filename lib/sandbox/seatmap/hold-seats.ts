import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { SeatHoldAnswer } from '../../seat-map/contract.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import type { SeatingInfo } from '../../ticketing/schemas/ticket.ts';
import { availableAmount } from '../../domain/availability.ts';
import { saleStatusFor } from '../../domain/availability-indicator.ts';
import { orphanedSeats } from '../../domain/orphan-seats.ts';
import { coded } from '../http/errors.ts';
import { CHECKOUT_LIFETIME_MS } from '../services/checkouts.ts';
import { eventCapacity, takenByEvent, takenByTicketType } from '../services/capacity.ts';
import { holdLimitOf, offeredTicketTypes } from './charts.ts';
import { activeHolds, heldItemsOf, holdStore, isActive, type HeldUnit, type SeatHold } from './holds.ts';
import type { LayoutIndex } from './layout.ts';
import { occupancyOf, unavailableOf } from './status.ts';
import type { SeatMapCaller } from './session-token.ts';

/**
 * Holding seats on the map and handing them to a cart (docs/adr/0031-seat-map-service.md). A hold is all
 * or nothing: every seat free for this session, no seat stranded by the choice (the orphan rule,
 * lib/domain/orphan-seats.ts), within the session's hold limit and the event's volumes. A cart's
 * add call claims it with the seatingReservationToken; the rule is checked again then, because
 * the seats around may have changed hands meanwhile.
 */

export interface HoldRequest {
  seats: readonly { id: string; ticketTypeId?: string | undefined }[];
  areas: readonly { id: string; amount: number; ticketTypeId?: string | undefined }[];
}

const newToken = () => `srt_${randomBytes(24).toString('base64url')}`;

function ticketTypeFor(event: StoredEvent, categoryRef: string, wanted: string | undefined): string {
  const offered = offeredTicketTypes(event, categoryRef);
  if (wanted !== undefined) {
    if (!offered.some((type) => type._id === wanted)) throw coded(400, 'ticketTypeMismatch', 'This ticket type is not sold for this seat');
    return wanted;
  }
  const first = offered[0];
  if (!first) throw coded(409, 'noActiveTicketType', 'No active ticket type');
  return first._id;
}

function unitsOf(event: StoredEvent, index: LayoutIndex, request: HoldRequest): HeldUnit[] {
  const unknownSeats = request.seats.filter((seat) => !index.seats.has(seat.id)).map((seat) => seat.id);
  if (unknownSeats.length > 0) throw coded(400, 'unknownSeat', 'No such seat on this chart', { seats: unknownSeats });
  const unknownAreas = request.areas.filter((area) => !index.areas.has(area.id)).map((area) => area.id);
  if (unknownAreas.length > 0) throw coded(400, 'unknownArea', 'No such area on this chart', { areas: unknownAreas });
  const seats = request.seats.flatMap((wanted): HeldUnit[] => {
    const seat = index.seats.get(wanted.id);
    return seat ? [{ kind: 'seat', id: seat.id, amount: 1, ticketTypeId: ticketTypeFor(event, seat.category, wanted.ticketTypeId), categoryRef: seat.category, seat: seat.info }] : [];
  });
  const areas = request.areas.flatMap((wanted): HeldUnit[] => {
    const area = index.areas.get(wanted.id);
    if (!area) return [];
    const seat: SeatingInfo = { name: area.name, ...(area.gate ? { gate: area.gate } : {}) };
    return [{ kind: 'area', id: area.id, amount: wanted.amount, ticketTypeId: ticketTypeFor(event, area.category, wanted.ticketTypeId), categoryRef: area.category, seat }];
  });
  return [...seats, ...areas];
}

/** 409 seatUnavailable for seats someone else has, 409 orphanSeat naming the seats the choice would strand. */
function checkSeats(ctx: SandboxContext, event: StoredEvent, index: LayoutIndex, units: readonly HeldUnit[], exceptHold: string | undefined): void {
  const chosen = new Set(units.filter((unit) => unit.kind === 'seat').map((unit) => unit.id));
  if (chosen.size === 0) return;
  const unavailable = unavailableOf(occupancyOf(ctx, event, index, exceptHold));
  const taken = [...chosen].filter((id) => unavailable.has(id));
  if (taken.length > 0) throw coded(409, 'seatUnavailable', 'These seats are no longer available', { seats: taken });
  const orphans = orphanedSeats(index.rows, unavailable, chosen);
  const first = index.seats.get(orphans[0] ?? '');
  if (first) {
    throw coded(409, 'orphanSeat', `This choice would leave seat ${first.info.seatName ?? ''} in row ${first.info.rowName ?? ''} empty on its own`, {
      orphans: orphans.flatMap((id) => {
        const seat = index.seats.get(id);
        return seat ? [{ id, ...seat.info }] : [];
      }),
    });
  }
}

const unitsTotal = (units: readonly HeldUnit[]) => units.reduce((sum, unit) => sum + unit.amount, 0);

/** 409 notAvailable when a ticket type, its category or the event has too few left (holds count like carts). */
function checkVolumes(ctx: SandboxContext, event: StoredEvent, units: readonly HeldUnit[], replacing: SeatHold | undefined): void {
  const byType = takenByTicketType(ctx, event._id);
  for (const unit of replacing?.units ?? []) byType.set(unit.ticketTypeId, (byType.get(unit.ticketTypeId) ?? 0) - unit.amount);
  let eventTaken = (takenByEvent(ctx, [event._id]).get(event._id) ?? 0) - unitsTotal(replacing?.units ?? []);
  const capacity = eventCapacity(event);
  const typeOf = (id: string) => event.tickets?.find((type) => type._id === id);
  const inHold = { total: 0, countedForMax: 0, byCategory: new Map<string, number>() };
  const amounts = new Map<string, number>();
  for (const unit of units) amounts.set(unit.ticketTypeId, (amounts.get(unit.ticketTypeId) ?? 0) + unit.amount);
  for (const [ticketTypeId, amount] of amounts) {
    const type = typeOf(ticketTypeId);
    const category = event.categories?.find((candidate) => candidate.ref === type?.categoryRef);
    if (!type || !category) throw coded(409, 'noActiveTicketType', 'No active ticket type');
    const categoryTaken = (event.tickets ?? []).filter((other) => other.categoryRef === category.ref).reduce((sum, other) => sum + (byType.get(other._id) ?? 0), 0);
    const available = availableAmount({
      ticketType: {
        remaining: type.volume === undefined ? undefined : type.volume - (byType.get(type._id) ?? 0),
        volume: type.volume,
        maxAmountPerOrder: type.maxAmountPerOrder,
        ignoredForMaxAmounts: type.ignoredForMaxAmounts,
      },
      category: { remaining: category.volume === undefined ? undefined : category.volume - categoryTaken, maxAmountPerOrder: category.maxAmountPerOrder },
      event: { remaining: Number.isFinite(capacity) ? capacity - eventTaken : undefined, maxAmountPerOrder: event.maxAmountPerOrder },
      inCart: { category: inHold.byCategory.get(category.ref) ?? 0, eventCountedForMax: inHold.countedForMax, total: inHold.total },
    });
    if (available < amount) throw coded(409, 'notAvailable', 'Not enough tickets left for this choice', { ticketTypeId });
    byType.set(type._id, (byType.get(type._id) ?? 0) + amount);
    eventTaken += amount;
    inHold.total += amount;
    if (!type.ignoredForMaxAmounts) inHold.countedForMax += amount;
    inHold.byCategory.set(category.ref, (inHold.byCategory.get(category.ref) ?? 0) + amount);
  }
}

/**
 * Holds seats and areas for the calling session: a new hold, or `replacing` one of its own with a
 * new choice (the token and expiry stay). Answers the stored hold.
 */
export function holdSeats(ctx: SandboxContext, event: StoredEvent, index: LayoutIndex, caller: SeatMapCaller, request: HoldRequest, replacing?: SeatHold): SeatHold {
  const now = ctx.now();
  const onSale = saleStatusFor({ now, saleStart: event.saleStart, end: event.end ?? event.start, remaining: Number.MAX_SAFE_INTEGER }) === 'onSale';
  if (!onSale) throw coded(409, 'notOnSale', 'This event is not on sale');
  const units = unitsOf(event, index, request);
  const others = activeHolds(ctx, event._id).filter((hold) => hold.sessionId === caller.sessionId && hold._id !== replacing?._id);
  const limit = holdLimitOf(event);
  if (unitsTotal(others.flatMap((hold) => hold.units)) + unitsTotal(units) > limit) {
    throw coded(409, 'tooManySeats', `At most ${limit} seats can be held at once`, { limit });
  }
  checkSeats(ctx, event, index, units, replacing?._id);
  checkVolumes(ctx, event, units, replacing);
  const hold: SeatHold = {
    _id: replacing?._id ?? newToken(),
    sellerId: caller.sellerId,
    eventId: event._id,
    sessionId: caller.sessionId,
    status: 'held',
    createdAt: replacing?.createdAt ?? now.toISOString(),
    // As long as a checkout would hold them: the seats are as safe on the map as in a cart.
    expiresAt: replacing?.expiresAt ?? new Date(now.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
    units,
  };
  return holdStore(ctx).put('seatHolds', hold, { sellerId: hold.sellerId, eventId: hold.eventId, createdAt: hold.createdAt });
}

/** The calling session's hold on this event (404 holdNotFound for anyone else's, so tokens cannot be probed). */
export function ownHold(ctx: SandboxContext, event: StoredEvent, caller: SeatMapCaller, token: string): SeatHold {
  const hold = holdStore(ctx).get('seatHolds', token);
  if (!hold || hold.eventId !== event._id || hold.sessionId !== caller.sessionId || hold.sellerId !== caller.sellerId) {
    throw coded(404, 'holdNotFound', 'No such hold');
  }
  return hold;
}

/** A hold that can still change: 409 holdClaimed once a cart has its seats, 409 holdExpired after its time or release. */
export function changeableHold(ctx: SandboxContext, hold: SeatHold): SeatHold {
  if (hold.status === 'claimed') throw coded(409, 'holdClaimed', 'These seats are in a cart already');
  if (!isActive(hold, ctx.now())) throw coded(409, 'holdExpired', 'The hold has expired');
  return hold;
}

/** Gives the seats back; releasing a hold that ran out or was released already changes nothing. */
export function releaseHold(ctx: SandboxContext, hold: SeatHold): void {
  if (hold.status === 'claimed') throw coded(409, 'holdClaimed', 'These seats are in a cart already; remove them from the cart instead');
  if (hold.status === 'released') return;
  holdStore(ctx).put('seatHolds', { ...hold, status: 'released', releasedAt: ctx.now().toISOString() });
}

export function holdAnswer(event: StoredEvent, hold: SeatHold): SeatHoldAnswer {
  return { seatingReservationToken: hold._id, eventId: hold.eventId, expiresAt: hold.expiresAt, items: heldItemsOf(event, hold.units) };
}

/** Tickets a claimed hold puts in the cart: numbered seats one line each, an area's places together. */
export interface HeldTickets {
  ticketTypeId: string;
  amount: number;
  seats?: SeatingInfo[];
  /** A general-admission area: its name (and gate) on every ticket. */
  area?: SeatingInfo;
}

/**
 * The cart's add call with a seatingReservationToken (spec 02 §3 Checkout items): the hold must be
 * this event's and seller's, still held (409 seatingReservationInvalid / Expired / Claimed), and
 * the seats must still be free of others and strand no seat. The hold is then claimed for the
 * checkout, inside the caller's transaction, so a refused add leaves it held.
 */
export function claimHold(ctx: SandboxContext, checkout: Checkout, event: StoredEvent, index: LayoutIndex | undefined, token: string): HeldTickets[] {
  const hold = holdStore(ctx).get('seatHolds', token);
  if (!hold || !index || hold.eventId !== event._id || hold.sellerId !== checkout.sellerId) {
    throw coded(409, 'seatingReservationInvalid', 'The seat reservation is not valid for this event');
  }
  if (hold.status === 'claimed') throw coded(409, 'seatingReservationClaimed', 'These seats are in a cart already');
  if (!isActive(hold, ctx.now())) throw coded(409, 'seatingReservationExpired', 'The seat reservation has expired');
  checkSeats(ctx, event, index, hold.units, hold._id);
  holdStore(ctx).put('seatHolds', { ...hold, status: 'claimed', checkoutId: checkout._id, claimedAt: ctx.now().toISOString() });

  const seated = new Map<string, SeatingInfo[]>();
  const tickets: HeldTickets[] = [];
  for (const unit of hold.units) {
    if (unit.kind === 'seat') seated.set(unit.ticketTypeId, [...(seated.get(unit.ticketTypeId) ?? []), unit.seat]);
    else tickets.push({ ticketTypeId: unit.ticketTypeId, amount: unit.amount, area: unit.seat });
  }
  return [...[...seated].map(([ticketTypeId, seats]) => ({ ticketTypeId, amount: seats.length, seats })), ...tickets];
}
