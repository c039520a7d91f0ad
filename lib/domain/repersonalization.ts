import type { Ticket, TicketHistoryEntry } from '../ticketing/schemas/ticket.ts';
import type { RepersonalizationSettings } from '../ticketing/schemas/repersonalization-settings.ts';
import { relativeDeadlineDate, type DeadlineDates } from './relative-deadline.ts';

/**
 * Re-personalizing a ticket: changing the holder's details after it was personalized (spec 02 §2
 * personalization modal's repersonalization fee, §6 "Re-personalize needs personalization to be
 * required and allowed", §9 Repersonalization). The ticket's capability decides first, then the
 * event's setting. Readings where the spec is silent are in ADR 0020.
 */

export const REPERSONALIZATION_REFUSALS = ['notRepersonalizable', 'ticketStatusNotValid', 'limitReached', 'deadline'] as const;
export type RepersonalizationRefusal = (typeof REPERSONALIZATION_REFUSALS)[number];

/** Without a target, a deadline is placed relative to the event's end (spec 02 §9). */
export const REPERSONALIZATION_DEADLINE_TARGET = 'eventEnd';

export type RepersonalizationTicket = Pick<
  Ticket,
  'status' | 'personalized' | 'requiresPersonalization' | 'requiresExtraFields' | 'capabilities' | 'repersonalizationFee' | 'history'
>;

export interface RepersonalizationInput {
  ticket: RepersonalizationTicket;
  event?: { repersonalization?: RepersonalizationSettings | undefined } | undefined;
  dates: DeadlineDates;
  now: Date;
}

export interface RepersonalizationDecision {
  refusal?: RepersonalizationRefusal | undefined;
  /** What one re-personalization costs, in major units; 0 is free. */
  fee: number;
  deadline?: Date | undefined;
  /** Re-personalizations left, when a limit applies. */
  remaining?: number | undefined;
  /** A fee was paid for the next one, which is therefore free now. */
  paid: boolean;
}

/**
 * Personalizations that count against the limit: those made by the holder (no staff user on the
 * entry), the first of which — the original personalization — is free of the count.
 */
export function countedRepersonalizations(history: readonly TicketHistoryEntry[] | null | undefined): number {
  const own = (history ?? []).filter((entry) => entry.type === 'personalized' && !entry.userId).length;
  return Math.max(0, own - 1);
}

/** A fee paid after the last personalization pays for the next one. */
export function repersonalizationPaid(history: readonly TicketHistoryEntry[] | null | undefined): boolean {
  const entries = history ?? [];
  const lastPaid = entries.findLastIndex((entry) => entry.type === 'repersonalizationPaid');
  const lastPersonalized = entries.findLastIndex((entry) => entry.type === 'personalized');
  return lastPaid >= 0 && lastPaid > lastPersonalized;
}

export function repersonalizationFee({ ticket, event }: Pick<RepersonalizationInput, 'ticket' | 'event'>): number {
  return ticket.capabilities?.repersonalization?.fee ?? ticket.repersonalizationFee ?? event?.repersonalization?.fee ?? 0;
}

export function repersonalizationDeadline({ ticket, event, dates }: Pick<RepersonalizationInput, 'ticket' | 'event' | 'dates'>): Date | undefined {
  const own = ticket.capabilities?.repersonalization?.deadline;
  if (own) return relativeDeadlineDate(own, dates, REPERSONALIZATION_DEADLINE_TARGET);
  const setting = event?.repersonalization;
  if (setting?.until) return new Date(setting.until);
  if (setting?.deadline) return relativeDeadlineDate(setting.deadline, dates, REPERSONALIZATION_DEADLINE_TARGET);
  return undefined;
}

function allowed({ ticket, event }: Pick<RepersonalizationInput, 'ticket' | 'event'>): boolean {
  const required = ticket.requiresPersonalization === true || ticket.requiresExtraFields === true;
  const enabled = ticket.capabilities?.repersonalization?.enabled ?? event?.repersonalization?.enabled ?? false;
  return required && enabled && ticket.personalized === true;
}

export function repersonalizationDecision(input: RepersonalizationInput): RepersonalizationDecision {
  const { ticket, event, now } = input;
  const fee = repersonalizationFee(input);
  const paid = repersonalizationPaid(ticket.history);
  const deadline = repersonalizationDeadline(input);
  const limit = ticket.capabilities?.repersonalization?.limit ?? event?.repersonalization?.limit;
  const remaining = limit === undefined ? undefined : Math.max(0, limit - countedRepersonalizations(ticket.history));
  const base = { fee, paid, deadline, remaining };
  if (!allowed(input)) return { ...base, refusal: 'notRepersonalizable' };
  if (ticket.status !== 'valid') return { ...base, refusal: 'ticketStatusNotValid' };
  if (remaining === 0) return { ...base, refusal: 'limitReached' };
  if (deadline && now.getTime() > deadline.getTime()) return { ...base, refusal: 'deadline' };
  return base;
}

export function canRepersonalizeTicket(input: RepersonalizationInput): boolean {
  return repersonalizationDecision(input).refusal === undefined;
}
