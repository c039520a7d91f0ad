import type { Event } from '../ticketing/schemas/event.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import type { RelativeDeadline } from '../ticketing/schemas/common.ts';
import type { RebookingFee, RebookingFeeLevel, RebookingFeeType, RebookingRule, RebookingStrategy } from '../ticketing/schemas/rebooking-strategy.ts';
import { fromCents, toCents } from './money.ts';
import { relativeDeadlineDate, type DeadlineDates } from './relative-deadline.ts';
import { isLocked } from './transfer-rules.ts';

/**
 * Rebooking (spec 02 §2 rebooking modal, §3 rebooking strategy, §5 "Rebooking" and "Rebooking
 * eligibility reasons", §7 Rebooking, §9 defaults): the holder gives up tickets of a source event
 * for a credit worth what they paid, and spends it on tickets of a target event in a new checkout.
 * The seller's strategy says until when (default: 7 days after the order), between which events
 * (its rules) with which ticket types (each rule's mapping) and at what fee (default: fixed 0 per
 * ticket, offsetable). Readings where the spec is silent: ADR 0019.
 */

/**
 * The reasons a ticket cannot be rebooked, as spec 02 §5 lists them. They are checked in this order
 * except that the mapping is looked at last, once a rule leads to the target (rebookingDecision).
 */
export const REBOOKING_REASONS = [
  'technicalError',
  'ticketLocked',
  'childEventExcluded',
  'noMappedTicketType',
  'posOrigin',
  'transactionNotComplete',
  'ticketStatusNotValid',
  'deadline',
  'noRules',
] as const;
export type RebookingReason = (typeof REBOOKING_REASONS)[number];

/** Spec 02 §9: "Default rebooking deadline 7 days relative to order date". */
export const DEFAULT_REBOOKING_DEADLINE = { target: 'orderDate', offset: 7, unit: 'days' } as const satisfies RelativeDeadline;

/** Spec 02 §9: "default rebooking fee fixed 0, on ticket, offsetable". */
export const DEFAULT_REBOOKING_FEE = { type: 'fix', value: 0, level: 'ticket', offsetable: true } as const satisfies RebookingFee;

/** The origin of point-of-sale orders, which cannot be rebooked (spec 02 §5). */
export const POS_ORIGIN = 'pos';
/** The status of a paid order; an order in any other status is not complete. */
export const COMPLETE_TRANSACTION_STATUS = 'complete';

const REBOOKABLE_STATUSES: ReadonlySet<string> = new Set(['valid', 'detailsRequired']);

export type RebookingTicket = Pick<Ticket, 'eventId' | 'status' | 'type' | 'ticketTypeId' | 'origin' | 'lock' | 'locks' | 'excludedEventIds' | 'rebookingStrategyId'>;
export type RebookingEvent = Pick<Event, '_id' | 'start' | 'end' | 'rootId' | 'sellerId' | 'eventType' | 'tickets'>;

/** What the rule reads of the order; the spec names its origin and whether it is complete. */
export interface RebookingTransaction {
  origin?: string | null | undefined;
  status?: string | null | undefined;
}

export interface RebookingInput {
  ticket: RebookingTicket | undefined;
  /** The ticket's strategy (rebookingStrategyId), undefined when it has none or it is unknown. */
  strategy: RebookingStrategy | undefined;
  transaction: RebookingTransaction | undefined;
  /** The event the ticket is given up for: its own, or the chosen child event of a season card. */
  sourceEvent: RebookingEvent | undefined;
  targetEvent: RebookingEvent | undefined;
  /** The source event's dates, the order date and the ticket's relevancy start. */
  dates: DeadlineDates;
  now: Date;
}

export interface RebookingDecision {
  refusal?: RebookingReason | undefined;
  /** The last moment a rebooking can be started, when it could be placed. */
  deadline?: Date | undefined;
  /** The rule that allows the move, when one does. */
  rule?: RebookingRule | undefined;
  /** The target ticket type the rule maps the ticket to; undefined when the rule maps no types. */
  targetTicketTypeId?: string | undefined;
}

const same = (a: string | null | undefined, b: string) => typeof a === 'string' && a.toLowerCase() === b;

/**
 * The last moment a rebooking can be started: the strategy's deadline (default 7 days after the
 * order), but never after the source event starts — a show that began cannot be swapped (ADR 0019).
 */
export function rebookingDeadline(strategy: Pick<RebookingStrategy, 'deadline'> | undefined, dates: DeadlineDates): Date | undefined {
  const deadline = relativeDeadlineDate(strategy?.deadline ?? DEFAULT_REBOOKING_DEADLINE, dates, 'orderDate');
  if (!deadline || Number.isNaN(deadline.getTime())) return undefined;
  const start = dates.eventStart ? new Date(dates.eventStart) : undefined;
  if (start && !Number.isNaN(start.getTime()) && start.getTime() < deadline.getTime()) return start;
  return deadline;
}

/** Whether a list of a rule names the event; a rule without the list does not restrict that side. */
const names = (ids: readonly string[] | undefined, id: string) => !ids || ids.length === 0 || ids.includes(id);

/** Whether the target can take a rebooking at all: another, single event of the same seller that has not started. */
function isOpenTarget(strategy: Pick<RebookingStrategy, 'sellerId'>, source: RebookingEvent, target: RebookingEvent, now: Date): boolean {
  if (target._id === source._id || target.eventType === 'group') return false;
  if (strategy.sellerId && target.sellerId && strategy.sellerId !== target.sellerId) return false;
  return Date.parse(target.start) > now.getTime();
}

/**
 * The rules of a strategy that allow moving from the source to the target, in the seller's order.
 * The first one that maps the ticket's type applies (ADR 0019).
 */
export function matchingRebookingRules(strategy: Pick<RebookingStrategy, 'rules' | 'sellerId'>, source: RebookingEvent, target: RebookingEvent, now: Date): RebookingRule[] {
  if (!isOpenTarget(strategy, source, target, now)) return [];
  return (strategy.rules ?? []).filter((rule) => names(rule.sourceEventIds, source._id) && names(rule.targetEventIds, target._id));
}

/**
 * The target ticket type a rule maps the ticket's type to, null when the rule maps no types (any
 * ticket type of the target will do), undefined when the rule's mapping leaves the type out or
 * names a type the target does not sell.
 */
export function mappedTicketType(rule: RebookingRule, ticketTypeId: string | undefined, target: RebookingEvent): string | null | undefined {
  if (!rule.ticketTypeMapping) return null;
  const mapped = ticketTypeId ? rule.ticketTypeMapping[ticketTypeId] : undefined;
  if (!mapped) return undefined;
  return (target.tickets ?? []).some((type) => type._id === mapped && type.active !== false) ? mapped : undefined;
}

/** Whether the source event belongs to the ticket: its own event, or a child event of its season card. */
function isSourceOf(ticket: RebookingTicket, source: RebookingEvent): boolean {
  return ticket.type === 'multi' ? source.rootId === ticket.eventId : source._id === ticket.eventId;
}

/**
 * The checks that do not depend on the target, for the ticket's button before any target is
 * chosen: everything up to the deadline. `noRules` when the strategy has no rule leaving the
 * source event at all. A season card's concert may not be chosen yet: without a source event its
 * checks are the card's own (lock, origin, order, status, the deadline from the order).
 */
export function rebookingTicketDecision({ ticket, strategy, transaction, sourceEvent, dates, now }: Omit<RebookingInput, 'targetEvent'>): RebookingDecision {
  // A ticket naming a strategy that cannot be read is missing context; one naming none has no rules.
  if (!ticket || !transaction || (!sourceEvent && ticket.type !== 'multi') || (ticket.rebookingStrategyId && !strategy)) return { refusal: 'technicalError' };
  if (sourceEvent && !isSourceOf(ticket, sourceEvent)) return { refusal: 'technicalError' };
  if (isLocked(ticket, now)) return { refusal: 'ticketLocked' };
  if (sourceEvent && (ticket.excludedEventIds ?? []).includes(sourceEvent._id)) return { refusal: 'childEventExcluded' };
  if (same(transaction.origin, POS_ORIGIN) || same(ticket.origin, POS_ORIGIN)) return { refusal: 'posOrigin' };
  if (transaction.status && !same(transaction.status, COMPLETE_TRANSACTION_STATUS)) return { refusal: 'transactionNotComplete' };
  if (!REBOOKABLE_STATUSES.has(ticket.status)) return { refusal: 'ticketStatusNotValid' };
  // Without a strategy the seller set no rules for the ticket, and no deadline of theirs applies.
  if (!strategy) return { refusal: 'noRules' };
  const deadline = rebookingDeadline(strategy, dates);
  if (!deadline) return { refusal: 'technicalError' };
  if (now.getTime() > deadline.getTime()) return { refusal: 'deadline', deadline };
  if (sourceEvent && !(strategy.rules ?? []).some((rule) => names(rule.sourceEventIds, sourceEvent._id))) return { refusal: 'noRules', deadline };
  return { deadline };
}

/** The events a strategy's rules name as targets from the source event; undefined when a rule allows any. */
export function rebookingTargetIds(strategy: Pick<RebookingStrategy, 'rules'>, sourceEventId: string): string[] | undefined {
  const rules = (strategy.rules ?? []).filter((rule) => names(rule.sourceEventIds, sourceEventId));
  if (rules.some((rule) => !rule.targetEventIds || rule.targetEventIds.length === 0)) return undefined;
  return [...new Set(rules.flatMap((rule) => rule.targetEventIds ?? []))].filter((id) => id !== sourceEventId);
}

/** Whether and under which rule the ticket can be rebooked from the source to the target now. */
export function rebookingDecision(input: RebookingInput): RebookingDecision {
  const { ticket, strategy, sourceEvent, targetEvent, now } = input;
  if (!targetEvent || !sourceEvent) return { refusal: 'technicalError' };
  const before = rebookingTicketDecision(input);
  if (before.refusal || !ticket || !strategy || !sourceEvent) return before;
  const { deadline } = before;
  const matching = matchingRebookingRules(strategy, sourceEvent, targetEvent, now);
  if (matching.length === 0) return { refusal: 'noRules', deadline };
  for (const rule of matching) {
    const mapped = mappedTicketType(rule, ticket.ticketTypeId, targetEvent);
    if (mapped !== undefined) return { deadline, rule, ...(mapped ? { targetTicketTypeId: mapped } : {}) };
  }
  return { refusal: 'noMappedTicketType', deadline };
}

/** Why the ticket cannot be rebooked from the source to the target now, or undefined when it can. */
export function rebookingRefusal(input: RebookingInput): RebookingReason | undefined {
  return rebookingDecision(input).refusal;
}

export function canRebookTicket(input: RebookingInput): boolean {
  return rebookingRefusal(input) === undefined;
}

/** The fee settings that apply: the rule's, else the strategy's default, else the spec's, field by field. */
export function effectiveRebookingFee(
  strategy: Pick<RebookingStrategy, 'defaultFee'> | undefined,
  rule: Pick<RebookingRule, 'fee'> | undefined,
): { type: RebookingFeeType; value: number; level: RebookingFeeLevel; offsetable: boolean } {
  const pick = <K extends keyof RebookingFee>(key: K) => rule?.fee?.[key] ?? strategy?.defaultFee?.[key] ?? DEFAULT_REBOOKING_FEE[key];
  return { type: pick('type'), value: pick('value'), level: pick('level'), offsetable: pick('offsetable') };
}

/** The fee one rebooked ticket carries, and how it is charged. */
export interface RebookingFeeCharge {
  amount: number;
  type: RebookingFeeType;
  level: RebookingFeeLevel;
  offsetable: boolean;
}

/**
 * The fee for one ticket: a fixed amount, or (type var) that share of what the ticket is worth in
 * this rebooking, rounded half up to the cent. An order-level fixed fee is the same amount on every
 * ticket; rebookingFeeTotal charges it once.
 */
export function rebookingFee(
  strategy: Pick<RebookingStrategy, 'defaultFee'> | undefined,
  rule: Pick<RebookingRule, 'fee'> | undefined,
  ticket: { realPrice?: number | null | undefined },
): RebookingFeeCharge {
  const fee = effectiveRebookingFee(strategy, rule);
  const amount = fee.type === 'var' ? fromCents(Math.round(toCents(ticket.realPrice ?? 0) * fee.value)) : fromCents(toCents(fee.value));
  return { amount, type: fee.type, level: fee.level, offsetable: fee.offsetable };
}

export interface RebookingFeeTotal {
  total: number;
  /** The part the credit may pay (offsetable). */
  offsetable: number;
  /** The part paid on top, whatever the credit (not offsetable). */
  notOffsetable: number;
}

/**
 * The fee of a whole rebooking: per-ticket fees add up; an order-level fixed fee is charged once
 * (the highest, when rules differ); an order-level share is a share of every ticket, so it adds up.
 */
export function rebookingFeeTotal(charges: readonly RebookingFeeCharge[]): RebookingFeeTotal {
  let offsetable = 0;
  let notOffsetable = 0;
  let orderFee: RebookingFeeCharge | undefined;
  for (const charge of charges) {
    if (charge.level === 'transaction' && charge.type !== 'var') {
      if (!orderFee || charge.amount > orderFee.amount) orderFee = charge;
      continue;
    }
    if (charge.offsetable) offsetable += toCents(charge.amount);
    else notOffsetable += toCents(charge.amount);
  }
  if (orderFee) {
    if (orderFee.offsetable) offsetable += toCents(orderFee.amount);
    else notOffsetable += toCents(orderFee.amount);
  }
  return { total: fromCents(offsetable + notOffsetable), offsetable: fromCents(offsetable), notOffsetable: fromCents(notOffsetable) };
}

/**
 * What a ticket is worth in a rebooking: what was paid for it; for a season card, which is given
 * up for one of its events only, its price shared equally by the season's events (ADR 0019).
 */
export function rebookingValue(ticket: Pick<Ticket, 'realPrice' | 'type'>, seasonEventCount = 1): number {
  const cents = toCents(ticket.realPrice ?? 0);
  return fromCents(ticket.type === 'multi' ? Math.round(cents / Math.max(1, seasonEventCount)) : cents);
}

/** The credit a rebooking opens the new checkout with: the sum of what the old tickets are worth. */
export function rebookingCredit(tickets: readonly { realPrice?: number | null | undefined }[]): number {
  return fromCents(tickets.reduce((sum, ticket) => sum + toCents(ticket.realPrice ?? 0), 0));
}
