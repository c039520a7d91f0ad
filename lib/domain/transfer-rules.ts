import type { Ticket } from '../ticketing/schemas/ticket.ts';
import type { TransferSettings } from '../ticketing/schemas/transfer-settings.ts';
import { shiftBy } from './relative-deadline.ts';
import { isHeldByPaymentPlan } from './payment-plan-hold.ts';

/**
 * Whether a ticket may be transferred now (spec 02 §9 Transfer): valid or details required, not
 * held by an unpaid payment plan (issue 12), not locked, the mode of the ticket type, event or
 * seller 'allowed' (hard tickets also their own), a ticket that came by transfer only when
 * retransfer is allowed or unset, and before the deadline: the event's end minus the allowed-until
 * offset.
 */

/**
 * The spec says a default offset exists without giving it. Until the event ends (0 hours): the
 * rule before this one, so no seller's tickets close earlier than they did (ADR 0017).
 */
export const DEFAULT_TRANSFER_ALLOWED_UNTIL = { offset: 0, unit: 'hours' } as const;

export const TRANSFER_REFUSALS = ['ticketStatusNotValid', 'paymentPlanUnpaid', 'ticketLocked', 'transferNotAllowed', 'hardTicketNotAllowed', 'retransferNotAllowed', 'deadline'] as const;
export type TransferRefusal = (typeof TRANSFER_REFUSALS)[number];

type Level = TransferSettings | null | undefined;

/** The settings that apply: per field, the ticket type's, else the event's, else the seller's. */
export function effectiveTransferSettings(ticketType: Level, event: Level, seller: Level): TransferSettings {
  const levels = [ticketType, event, seller];
  const first = <K extends keyof TransferSettings>(key: K): TransferSettings[K] => levels.find((level) => level?.[key] !== undefined)?.[key];
  return { mode: first('mode'), hardTicketMode: first('hardTicketMode'), retransferMode: first('retransferMode'), allowedUntil: first('allowedUntil') };
}

/** The last moment a ticket of the event may be transferred. */
export function transferDeadline(eventEnd: string | Date, settings: TransferSettings): Date {
  const until = settings.allowedUntil ?? DEFAULT_TRANSFER_ALLOWED_UNTIL;
  return shiftBy(new Date(eventEnd), -until.offset, until.unit);
}

/** A ticket that came to its holder by a transfer. */
export function isTransferredTicket(ticket: Pick<Ticket, 'origin' | 'history'>): boolean {
  return ticket.origin === 'transfer' || (ticket.history ?? []).some((entry) => entry.type === 'createdFromTransfer');
}

export interface TransferRuleInput {
  ticket: Pick<Ticket, 'status' | 'lock' | 'locks' | 'deliveryType' | 'origin' | 'history'>;
  settings: TransferSettings;
  /** The event's end (its start when it has none). */
  eventEnd: string | Date;
  now: Date;
}

/** Why the ticket cannot be transferred now, or undefined when it can. */
export function transferRefusal({ ticket, settings, eventEnd, now }: TransferRuleInput): TransferRefusal | undefined {
  if (ticket.status !== 'valid' && ticket.status !== 'detailsRequired') return 'ticketStatusNotValid';
  // The plan's lock says why; any other lock is only 'locked'.
  if (isHeldByPaymentPlan(ticket)) return 'paymentPlanUnpaid';
  if (isLocked(ticket, now)) return 'ticketLocked';
  if (settings.mode !== 'allowed') return 'transferNotAllowed';
  if (ticket.deliveryType === 'hard' && settings.hardTicketMode !== 'allowed') return 'hardTicketNotAllowed';
  if (isTransferredTicket(ticket) && settings.retransferMode === 'notAllowed') return 'retransferNotAllowed';
  if (now.getTime() > transferDeadline(eventEnd, settings).getTime()) return 'deadline';
  return undefined;
}

export function canTransferTicket(input: TransferRuleInput): boolean {
  return transferRefusal(input) === undefined;
}

/** A lock counts until it expires; `lock: true` and a lock without an expiry hold until lifted. */
export function isLocked(ticket: Pick<Ticket, 'lock' | 'locks'>, now: Date): boolean {
  const active = (lock: { expiresAt?: string | null | undefined }) => !lock.expiresAt || Date.parse(lock.expiresAt) > now.getTime();
  if (ticket.lock === true || (ticket.lock && typeof ticket.lock === 'object' && active(ticket.lock))) return true;
  return (ticket.locks ?? []).some(active);
}
