import type { PaymentSchedule, PaymentScheduleType } from '../ticketing/schemas/payment-plan.ts';
import type { CompletionPolicy, PaymentOption } from '../ticketing/schemas/payment-strategy.ts';
import { fromCents, toCents } from './money.ts';

/**
 * Payment plan schedules (spec 01 §2 Payment plans, spec 02 §3 PaymentStrategy): what the list
 * shows of a plan, and the schedule an option of a payment strategy makes of an order's total.
 *
 * How an option becomes a schedule (ADR 0029):
 * - The down payment is due on the order date: none, a share of the total (percent: value 0..1),
 *   or a fixed amount (at most the total).
 * - The rest is split into `numberOfInstallments` instalments, `every` × `interval` (day, week,
 *   month) apart. Timing places the first or the last instalment `offset` `unit`s after the order
 *   date or the event start; the others follow or precede it. Months keep the day of the month
 *   (the 31st falls on the last day of a shorter month), counted from the anchor each time so a
 *   short month never shifts the later ones.
 * - An instalment the timing puts before the order date is due on the order date.
 * - Something is always paid at checkout, so the card is proven and the plan starts ACTIVE: without
 *   a down payment and with no instalment due on the order date, the first instalment moves to it.
 * - Rounding: amounts are whole cents. A percent down payment rounds half away from zero; the
 *   instalments are the rest divided evenly, rounded down, and the cents left over go on the LAST
 *   instalment. The parts always add up to the total exactly.
 */

type Schedule = Pick<PaymentSchedule, 'due' | 'type'>;

/** From the first to the last due date (by time, whatever order the schedules come in); null without schedules. */
export function paymentPlanDateRange(schedules: readonly Schedule[] | undefined): { first: string; last: string } | null {
  const dues = (schedules ?? []).map((schedule) => schedule.due).sort((a, b) => Date.parse(a) - Date.parse(b));
  const first = dues[0];
  const last = dues.at(-1);
  return first !== undefined && last !== undefined ? { first, last } : null;
}

/** The number of installments: every schedule except the down payment. */
export function installmentCount(schedules: readonly Schedule[] | undefined): number {
  return (schedules ?? []).filter((schedule) => schedule.type !== 'downpayment').length;
}

/** One part of an option's schedule. */
export interface SchedulePart {
  type: PaymentScheduleType;
  /** ISO instant. */
  due: string;
  total: number;
  /** Charged when the order is paid (due on or before the order date). */
  atCheckout: boolean;
}

export interface InstalmentSchedule {
  parts: SchedulePart[];
  /** What the buyer pays at checkout. */
  dueAtCheckout: number;
  /** What the plan charges later. */
  dueLater: number;
  total: number;
}

const DAY_MS = 86_400_000;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** `count` months after `date` in UTC, on the same day of the month or the last day of a shorter month. */
function addMonthsUtc(date: Date, count: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** `amount` units after `date` (before it when negative); units are the option's: day(s), week(s), month(s). */
export function shiftDate(date: Date, amount: number, unit: string | undefined): Date {
  switch (unit) {
    case 'month':
    case 'months':
      return addMonthsUtc(date, amount);
    case 'week':
    case 'weeks':
      return new Date(date.getTime() + amount * 7 * DAY_MS);
    default:
      return new Date(date.getTime() + amount * DAY_MS);
  }
}

/** The down payment in cents: none, a share of the total, or a fixed amount capped at the total. */
function downPaymentCents(option: PaymentOption, totalCents: number): number {
  const down = option.downPaymentOptions;
  if (!down || down.type === 'none') return 0;
  const value = down.value ?? 0;
  // Cut to 15 digits first, as toCents does, so binary noise never decides the rounding.
  if (down.type === 'percent') return Math.min(totalCents, Math.max(0, Math.round(Number((totalCents * Math.min(value, 1)).toPrecision(15)))));
  return Math.min(totalCents, Math.max(0, toCents(value)));
}

/** The due dates of the instalments, in order, before any is moved to the order date. */
function instalmentDates(option: PaymentOption, count: number, orderDate: Date, eventStart: Date): Date[] {
  const instalments = option.installmentOptions;
  const timing = instalments?.timing;
  const base = timing?.target === 'eventStartDate' ? eventStart : orderDate;
  const anchor = shiftDate(base, timing?.offset ?? 0, timing?.unit ?? 'days');
  const every = instalments?.every ?? 1;
  const interval = instalments?.interval ?? 'month';
  const fromLast = timing?.anchor === 'lastInstallment';
  return Array.from({ length: count }, (_, index) => shiftDate(anchor, (fromLast ? index - (count - 1) : index) * every, interval));
}

/**
 * The schedule `option` makes of `total` for an order placed at `orderDate` for an event starting
 * at `eventStart` (the rules are in this module's comment).
 */
export function instalmentSchedule(option: PaymentOption, total: number, orderDate: Date | string, eventStart: Date | string): InstalmentSchedule {
  const ordered = toDate(orderDate);
  const totalCents = Math.max(0, toCents(total));
  const downCents = downPaymentCents(option, totalCents);
  const count = Math.max(1, option.installmentOptions?.numberOfInstallments ?? 1);
  const restCents = totalCents - downCents;
  const eachCents = Math.floor(restCents / count);
  const leftOver = restCents - eachCents * count;

  const dates = instalmentDates(option, count, ordered, toDate(eventStart)).map((date) => (date.getTime() < ordered.getTime() ? ordered : date));
  const first = dates[0];
  if (downCents === 0 && first && first.getTime() > ordered.getTime()) dates[0] = ordered;

  const parts: SchedulePart[] = [];
  const part = (type: PaymentScheduleType, due: Date, cents: number) => parts.push({ type, due: due.toISOString(), total: fromCents(cents), atCheckout: due.getTime() <= ordered.getTime() });
  if (downCents > 0) part('downpayment', ordered, downCents);
  dates.forEach((due, index) => part('installment', due, eachCents + (index === count - 1 ? leftOver : 0)));

  const atCheckoutCents = parts.filter((entry) => entry.atCheckout).reduce((sum, entry) => sum + toCents(entry.total), 0);
  return { parts, dueAtCheckout: fromCents(atCheckoutCents), dueLater: fromCents(totalCents - atCheckoutCents), total: fromCents(totalCents) };
}

/** The last moment a plan must be paid by under a completion policy; undefined when there is none. */
export function completionDeadline(policy: CompletionPolicy | undefined, event: { start: string; end?: string | undefined }): Date | undefined {
  if (policy === 'eventStartDate') return new Date(event.start);
  if (policy === 'eventEndDate') return new Date(event.end ?? event.start);
  return undefined;
}

/** Why an option cannot pay this order (shown beside the disabled option). */
export type PaymentOptionRefusal = 'belowMinimum' | 'aboveMaximum' | 'completesTooLate' | 'nothingToSpread';

export type PaymentOptionOffer =
  | { available: true; schedule: InstalmentSchedule }
  | { available: false; reason: PaymentOptionRefusal; schedule: InstalmentSchedule; amount?: number | undefined };

export interface PaymentOptionContext {
  total: number;
  orderDate: Date | string;
  event: { start: string; end?: string | undefined };
  completionPolicy?: CompletionPolicy | undefined;
}

/** An option the seller switched off is not offered at all; one without a status is on. */
export function isOptionActive(option: Pick<PaymentOption, 'status'>): boolean {
  return option.status === undefined || option.status.toLowerCase() === 'active';
}

/**
 * Whether `option` can pay this order, with its schedule either way: the total within the option's
 * minimum and maximum, the last part due by the completion policy's deadline, and something left
 * to pay after the checkout (otherwise it is paying in full under another name).
 */
export function paymentOptionOffer(option: PaymentOption, context: PaymentOptionContext): PaymentOptionOffer {
  const schedule = instalmentSchedule(option, context.total, context.orderDate, context.event.start);
  const min = option.requirements?.minAmount;
  const max = option.requirements?.maxAmount;
  if (min !== null && min !== undefined && context.total < min) return { available: false, reason: 'belowMinimum', amount: min, schedule };
  if (max !== null && max !== undefined && context.total > max) return { available: false, reason: 'aboveMaximum', amount: max, schedule };
  const deadline = completionDeadline(context.completionPolicy, context.event);
  const last = schedule.parts.at(-1);
  if (deadline && last && Date.parse(last.due) > deadline.getTime()) return { available: false, reason: 'completesTooLate', schedule };
  if (schedule.dueLater <= 0) return { available: false, reason: 'nothingToSpread', schedule };
  return { available: true, schedule };
}
