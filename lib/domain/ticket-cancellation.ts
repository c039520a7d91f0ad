import type { Ticket } from '../ticketing/schemas/ticket.ts';

/**
 * Cancelling a ticket (spec 02 §2 cancellation modal, §6 "ticket actions depend on ticket flags",
 * §7 invalidate). The platform marks a ticket `cancellable`; the storefront and the sandbox add
 * what the flag cannot know at the moment it was set: the ticket must still be valid (or waiting
 * for its details), and the event must not have started — a ticket that may have been scanned
 * at the door is not cancelled from the couch (ADR 0017).
 */
export const CANCELLATION_REFUSALS = ['notCancellable', 'ticketStatusNotValid', 'eventStarted'] as const;
export type CancellationRefusal = (typeof CANCELLATION_REFUSALS)[number];

export interface CancellationInput {
  ticket: Pick<Ticket, 'cancellable' | 'status'>;
  /** The event's start (a slot's start for a time-slot ticket). */
  eventStart: string | Date;
  now: Date;
}

/** Why the ticket cannot be cancelled now, or undefined when it can. */
export function cancellationRefusal({ ticket, eventStart, now }: CancellationInput): CancellationRefusal | undefined {
  if (ticket.cancellable !== true) return 'notCancellable';
  if (ticket.status !== 'valid' && ticket.status !== 'detailsRequired') return 'ticketStatusNotValid';
  if (now.getTime() >= new Date(eventStart).getTime()) return 'eventStarted';
  return undefined;
}

export function canCancelTicket(input: CancellationInput): boolean {
  return cancellationRefusal(input) === undefined;
}
