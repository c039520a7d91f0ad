import type { SandboxContext } from '../context.ts';
import type { StoredRebooking, StoredTransaction } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import { coded } from '../http/errors.ts';
import { creditActionOfCheckout, giveUpTicket, holdsTicketsOf } from './action-records.ts';

/**
 * The end of a rebooking (spec 02 §4 "Rebooking: selected tickets and target lead to a new
 * checkout"; ADR 0019): when its checkout becomes an order, the old tickets are given up — a
 * ticket becomes invalid, a season card only loses the source event — and the rebooking is
 * completed. Checked before a payment is asked for and again on completion, so the credit of
 * tickets that were meanwhile returned, cancelled or moved on is never spent, and a rebooking
 * never ends without a ticket for the target event.
 */

/** The rebooking a checkout was opened for, if any. */
export function rebookingOfCheckout(ctx: SandboxContext, checkout: Checkout): StoredRebooking | undefined {
  return creditActionOfCheckout(ctx, 'rebookings', checkout);
}

const STILL_HELD: ReadonlySet<string> = new Set(['valid', 'detailsRequired']);

/** Throws when the checkout cannot end the rebooking now. */
function requireCompletable(ctx: SandboxContext, checkout: Checkout, rebooking: StoredRebooking): void {
  if (!holdsTicketsOf(checkout, rebooking.targetEventId)) {
    throw coded(409, 'rebookingWithoutTickets', 'Add tickets for the new event before completing the rebooking');
  }
  for (const id of rebooking.ticketIds) {
    const ticket = ctx.store.get('tickets', id);
    const reason = !ticket || !STILL_HELD.has(ticket.status) ? 'ticketStatusNotValid' : (ticket.excludedEventIds ?? []).includes(rebooking.sourceEventId) ? 'childEventExcluded' : undefined;
    if (reason) throw coded(409, 'rebookingNotAllowed', 'This ticket cannot be rebooked', { reason, ticketId: id });
  }
}

/** Before a payment is asked for: a rebooking's checkout must still be able to end it. */
export function checkRebooking(ctx: SandboxContext, checkout: Checkout): void {
  const rebooking = rebookingOfCheckout(ctx, checkout);
  if (rebooking?.status === 'open') requireCompletable(ctx, checkout, rebooking);
}

/** The checkout became an order: the old tickets are given up and the rebooking completed. */
export function completeRebooking(ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction): void {
  const rebooking = rebookingOfCheckout(ctx, checkout);
  if (!rebooking || rebooking.status !== 'open') return;
  // Throwing here undoes the whole order: completeCheckout runs in its caller's store transaction.
  requireCompletable(ctx, checkout, rebooking);
  const date = ctx.now().toISOString();
  const data = { reason: 'rebooked', rebookingId: rebooking._id, checkoutId: checkout._id };
  for (const id of rebooking.ticketIds) {
    const ticket = ctx.store.get('tickets', id);
    // A season card stays valid for its other events; only the source event is given up.
    const fromSeason = ticket?.type === 'multi' ? { eventId: rebooking.sourceEventId, type: 'rebookedFromSeason' as const } : undefined;
    if (ticket) giveUpTicket(ctx, ticket, rebooking._id, { date, data, fromSeason });
  }
  ctx.store.put('rebookings', { ...rebooking, status: 'completed', completedTransactionId: transaction.tid });
}
