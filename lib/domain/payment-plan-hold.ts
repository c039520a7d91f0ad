import type { Ticket, TicketLock } from '../ticketing/schemas/ticket.ts';

/**
 * Until a payment plan is paid, its tickets cannot be transferred or resold (issue 12): the plan
 * puts a lock of this type on each ticket of its order when it starts, named by the plan's id, and
 * lifts it when the plan is completed or canceled. Kept apart from other locks so the holder is
 * told why ("pay the plan first") rather than only that the ticket is locked.
 */

export const PAYMENT_PLAN_LOCK_TYPE = 'paymentPlan';
export const PAYMENT_PLAN_LOCK_REASON = 'paymentPlanUnpaid';

/** The lock a plan puts on a ticket of its order. */
export function paymentPlanLock(planId: string, createdAt: string): TicketLock {
  return { _id: planId, type: PAYMENT_PLAN_LOCK_TYPE, reason: PAYMENT_PLAN_LOCK_REASON, createdAt, expiresAt: null };
}

/** The id of the unpaid payment plan holding the ticket, if one does. */
export function paymentPlanHolding(ticket: Pick<Ticket, 'locks'>): string | undefined {
  const lock = (ticket.locks ?? []).find((candidate) => candidate.type === PAYMENT_PLAN_LOCK_TYPE);
  return lock ? (lock._id ?? PAYMENT_PLAN_LOCK_TYPE) : undefined;
}

export function isHeldByPaymentPlan(ticket: Pick<Ticket, 'locks'>): boolean {
  return paymentPlanHolding(ticket) !== undefined;
}

/** The ticket's locks without its plan's (a completed or canceled plan lets go of its tickets). */
export function withoutPaymentPlanLock<T extends Pick<Ticket, 'locks'>>(ticket: T, planId: string): T {
  if (!ticket.locks?.some((lock) => lock.type === PAYMENT_PLAN_LOCK_TYPE && lock._id === planId)) return ticket;
  return { ...ticket, locks: ticket.locks.filter((lock) => !(lock.type === PAYMENT_PLAN_LOCK_TYPE && lock._id === planId)) };
}
