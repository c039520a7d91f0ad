import { addDays, addHours, addMinutes, addMonths, addWeeks, addYears } from 'date-fns';
import type { DeadlineTarget, RelativeDeadline, TimeUnit } from '../ticketing/schemas/common.ts';

/**
 * Relative deadlines (spec 02 §3, §9): rebooking, refund phases, repersonalization and transfer
 * deadlines are "offset units before or after a target date". One reading for all of them.
 */

/** The dates a deadline can be anchored to; a missing one means the deadline cannot be placed. */
export type DeadlineDates = Partial<Record<DeadlineTarget, string | Date | null | undefined>>;

const ADD: Record<TimeUnit, (date: Date, amount: number) => Date> = {
  minutes: addMinutes,
  hours: addHours,
  days: addDays,
  weeks: addWeeks,
  months: addMonths,
  years: addYears,
};

/** `offset` `unit`s after `date` (before it for a negative offset). An unknown unit is read as hours. */
export function shiftBy(date: Date, offset: number, unit: TimeUnit | string | undefined): Date {
  const add = ADD[(unit ?? 'hours') as TimeUnit] ?? addHours;
  return add(date, offset);
}

/**
 * The instant a relative deadline falls on, or undefined when its target date is unknown.
 * `fallbackTarget` applies when the deadline names none (each action has its own default).
 */
export function relativeDeadlineDate(deadline: RelativeDeadline, dates: DeadlineDates, fallbackTarget: DeadlineTarget): Date | undefined {
  const anchor = dates[(deadline.target ?? fallbackTarget) as DeadlineTarget];
  if (anchor === undefined || anchor === null) return undefined;
  const date = anchor instanceof Date ? anchor : new Date(anchor);
  if (Number.isNaN(date.getTime())) return undefined;
  return shiftBy(date, deadline.offset ?? 0, deadline.unit);
}

/**
 * The dates a ticket's deadlines are placed on: its slot's start or its event's, its event's end,
 * its order's date and its relevancy start (spec 02 §9 targets).
 */
export function ticketDeadlineDates(
  ticket: { slotStartTime?: string | null | undefined; relevancyDate?: string | null | undefined },
  event: { start?: string | undefined; end?: string | undefined } | undefined,
  order: { createdAt?: string | undefined } | undefined,
): DeadlineDates {
  return { eventStart: ticket.slotStartTime ?? event?.start, eventEnd: event?.end, orderDate: order?.createdAt, relevancyStart: ticket.relevancyDate };
}
