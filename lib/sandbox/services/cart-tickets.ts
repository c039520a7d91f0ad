import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { CartLine, Checkout } from '../../ticketing/schemas/checkout.ts';
import type { EventCategory, EventSlot, TicketType } from '../../ticketing/schemas/event.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { Seat } from '../../domain/best-available-seats.ts';
import { newSecret } from './ids.ts';

/**
 * The tickets of a cart (ADR 0009): one `reserved` ticket per unit, created when units are added,
 * so step 2 can personalize each by id and secret. They expire with the checkout, turn invalid
 * when removed, aborted or expired, and valid (or detailsRequired) when the checkout is paid.
 */

const naturalOrder = new Intl.Collator('en', { numeric: true });

/** Every ticket a checkout ever reserved, in the order they were added. */
export function ticketsOfCheckout(ctx: SandboxContext, checkoutId: string): Ticket[] {
  return ctx.db
    .prepare(`SELECT body FROM documents WHERE collection = 'tickets' AND json_extract(body, '$.checkoutId') = ?`)
    .all(checkoutId)
    .map((row) => JSON.parse(String(row.body)) as Ticket)
    .sort((a, b) => naturalOrder.compare(a._id, b._id));
}

/** The tickets still in the cart or bought with it (not invalid). */
export function liveTicketsOfCheckout(ctx: SandboxContext, checkoutId: string): Ticket[] {
  return ticketsOfCheckout(ctx, checkoutId).filter((ticket) => ticket.status !== 'invalid');
}

export interface ReserveInput {
  checkout: Checkout;
  itemId: string;
  line: CartLine;
  event: StoredEvent;
  type: TicketType;
  category: EventCategory;
  slot?: EventSlot | undefined;
  /** One seat per ticket when the category is seated. */
  seats?: readonly Seat[] | undefined;
  count: number;
  /** The event's ticket data fields apply to this ticket type: names and extra fields are asked. */
  requiresDetails: boolean;
}

/** Creates `count` reserved tickets for a cart line; ids number the checkout's tickets in order. */
export function reserveTickets(ctx: SandboxContext, input: ReserveInput): Ticket[] {
  const { checkout, event, type, category, slot, line } = input;
  const now = ctx.now().toISOString();
  const first = ticketsOfCheckout(ctx, checkout._id).length + 1;
  const stem = checkout._id.replace(/^chk_/, '');
  const tickets: Ticket[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const seat = input.seats?.[index];
    const ticket: Ticket = {
      _id: `tkt_${stem}_${first + index}`,
      secret: newSecret(),
      ...(checkout.sellerId ? { sellerId: checkout.sellerId } : {}),
      eventId: event._id,
      ...(event.rootId ? { rootEventId: event.rootId } : {}),
      checkoutId: checkout._id,
      checkoutItemId: input.itemId,
      cartItemId: line._id,
      ticketTypeId: type._id,
      ticketName: type.name,
      name: type.name,
      categoryName: category.name,
      categoryRef: category.ref,
      ...(slot ? { slotId: slot._id, slotStartTime: slot.startTime } : {}),
      relevancyDate: slot?.startTime ?? event.start,
      ...(seat ? { seatingInfo: { ...seat } } : {}),
      ...(event.currency ?? checkout.currency ? { currency: event.currency ?? checkout.currency } : {}),
      regularPrice: type.price,
      realPrice: type.price,
      status: 'reserved',
      expiresAt: checkout.expiresAt ?? null,
      type: 'single',
      origin: 'online',
      deliveryType: line.asHardTicket ? 'hard' : 'virtual',
      personalized: false,
      requiresPersonalization: input.requiresDetails,
      requiresExtraFields: input.requiresDetails,
      history: [{ type: 'created', date: now }],
    };
    tickets.push(ctx.store.put('tickets', ticket, { sellerId: checkout.sellerId, eventId: event._id, createdAt: now }));
  }
  return tickets;
}

/** Reserved tickets leave the cart: invalid from now on, with why in their history. */
export function releaseTickets(ctx: SandboxContext, tickets: readonly Ticket[], reason: 'expired' | 'invalidated'): void {
  const date = ctx.now().toISOString();
  for (const ticket of tickets) {
    if (ticket.status !== 'reserved') continue;
    ctx.store.put('tickets', { ...ticket, status: 'invalid', history: [...(ticket.history ?? []), { type: reason, date }] });
  }
}

export function releaseCheckoutTickets(ctx: SandboxContext, checkoutId: string, reason: 'expired' | 'invalidated'): void {
  releaseTickets(ctx, ticketsOfCheckout(ctx, checkoutId), reason);
}

/** Moves the expiry of a checkout's reserved tickets along with the checkout's (sandbox test control). */
export function moveTicketExpiry(ctx: SandboxContext, checkoutId: string, expiresAt: string): void {
  for (const ticket of ticketsOfCheckout(ctx, checkoutId)) {
    if (ticket.status === 'reserved') ctx.store.put('tickets', { ...ticket, expiresAt });
  }
}
