import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { needsPersonalization } from './personalization-status.ts';

/**
 * The status labels of the ticket card (spec 02 §2: needs personalization, invalid, transferred,
 * hard ticket), in the card's order. A ticket counts as transferred when it is invalid and its
 * history holds a transfer (spec 02 §4); it is then labelled transferred, not invalid. A season
 * card that gave away some of its events (`transferredFromSeason`) stays valid and is neither.
 */

export const TICKET_STATUS_LABELS = ['needsPersonalization', 'transferred', 'invalid', 'hardTicket'] as const;
export type TicketStatusLabel = (typeof TICKET_STATUS_LABELS)[number];

export type LabelledTicket = Pick<Ticket, 'status' | 'history' | 'deliveryType' | 'personalized' | 'requiresPersonalization'>;

export function isTransferred(ticket: Pick<Ticket, 'status' | 'history'>): boolean {
  return ticket.status === 'invalid' && (ticket.history ?? []).some((entry) => entry.type === 'transferred');
}

export function ticketStatusLabels(ticket: LabelledTicket): TicketStatusLabel[] {
  const transferred = isTransferred(ticket);
  const shown: Record<TicketStatusLabel, boolean> = {
    needsPersonalization: needsPersonalization(ticket),
    transferred,
    invalid: ticket.status === 'invalid' && !transferred,
    hardTicket: ticket.deliveryType === 'hard',
  };
  return TICKET_STATUS_LABELS.filter((label) => shown[label]);
}
