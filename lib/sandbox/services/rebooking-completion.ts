import type { SandboxContext } from '../context.ts';
import type { StoredRebooking, StoredTransaction } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import type { Ticket, TicketLock } from '../../ticketing/schemas/ticket.ts';
import { coded } from '../http/errors.ts';

/**
 * The end of a rebooking (spec 02 §4 "Rebooking: selected tickets and target lead to a new
 * checkout"; ADR 0019): when its checkout becomes an order, the old tickets are given up — a
 * ticket becomes invalid, a season card only loses the source event — and the rebooking is
 * completed. Checked before a payment is asked for and again on completion, so the credit of
 * tickets that were meanwhile returned, cancelled or moved on is never spent, and a rebooking
 * never ends without a ticket for the target event.
 */

/** The type of the lock a rebooking puts on its tickets while its checkout is open. */
export const REBOOKING_LOCK_TYPE = 'rebooking';

const hasRebookingCredit = (checkout: Checkout) => (checkout.redeemedVouchers?.vouchers ?? []).some((voucher) => voucher.type === 'REBOOKING_CREDIT');

/** The rebooking a checkout was opened for, if any. */
export function rebookingOfCheckout(ctx: SandboxContext, checkout: Checkout): StoredRebooking | undefined {
  // Only a rebooking's checkout carries its credit; other checkouts are not looked up at all.
  if (!hasRebookingCredit(checkout)) return undefined;
  return ctx.store.list('rebookings', { sellerId: checkout.sellerId ?? '' }).docs.find((rebooking) => rebooking.checkoutId === checkout._id);
}

/** The lock a rebooking holds on each of its tickets until its checkout expires. */
export function rebookingLock(rebooking: Pick<StoredRebooking, '_id' | 'createdAt'>, expiresAt: string | undefined): TicketLock {
  return { _id: rebooking._id, type: REBOOKING_LOCK_TYPE, reason: 'Rebooking in progress', createdAt: rebooking.createdAt, expiresAt: expiresAt ?? null };
}

/**
 * The ticket without the locks of rebookings whose checkout is no longer open (aborted,
 * completed or expired): those rebookings ended, so the holder may start another one.
 */
export function withoutEndedRebookingLocks(ctx: SandboxContext, ticket: Ticket): Ticket {
  if (!ticket.locks?.some((lock) => lock.type === REBOOKING_LOCK_TYPE)) return ticket;
  const live = (lock: TicketLock) => {
    if (lock.type !== REBOOKING_LOCK_TYPE) return true;
    const rebooking = lock._id ? ctx.store.get('rebookings', lock._id) : undefined;
    const checkout = rebooking ? ctx.store.get('checkouts', rebooking.checkoutId) : undefined;
    return rebooking?.status === 'open' && checkout?.status === 'open';
  };
  return { ...ticket, locks: ticket.locks.filter(live) };
}

const STILL_HELD: ReadonlySet<string> = new Set(['valid', 'detailsRequired']);

/** Throws when the checkout cannot end the rebooking now. */
function requireCompletable(ctx: SandboxContext, checkout: Checkout, rebooking: StoredRebooking): void {
  const target = (checkout.items ?? []).find((item) => item.eventId === rebooking.targetEventId);
  if (!(target?.tickets ?? []).some((line) => line.amount > 0)) {
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
    if (!ticket) continue;
    const locks = (ticket.locks ?? []).filter((lock) => lock._id !== rebooking._id);
    if (ticket.type === 'multi') {
      // A season card stays valid for its other events; only the source event is given up.
      ctx.store.put('tickets', {
        ...ticket,
        locks,
        excludedEventIds: [...(ticket.excludedEventIds ?? []), rebooking.sourceEventId],
        history: [...(ticket.history ?? []), { type: 'rebookedFromSeason', date, data: { ...data, eventId: rebooking.sourceEventId } }],
      });
      continue;
    }
    ctx.store.put('tickets', {
      ...ticket,
      locks,
      status: 'invalid',
      cancellable: false,
      transferable: false,
      resellable: false,
      upgradeable: false,
      returnable: false,
      history: [...(ticket.history ?? []), { type: 'invalidated', date, data }],
    });
  }
  ctx.store.put('rebookings', { ...rebooking, status: 'completed', completedTransactionId: transaction.tid });
}
