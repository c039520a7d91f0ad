import type { Ticket, SelfServiceReturnCapability } from '../ticketing/schemas/ticket.ts';
import { relativeDeadlineDate, type DeadlineDates } from './relative-deadline.ts';

/**
 * Returning a ticket for a refund (spec 02 §2 return modal, §3 self-service return capability,
 * §7 Return, §9 refund deadline). The refund phases say how much of the price comes back until
 * when; each phase's deadline is capped at two hours before the event starts, unless it is placed
 * relative to the ticket's relevancy start (a time-slot ticket's own moment).
 */

export const REFUND_DEADLINE_CAP_HOURS = 2;
/** The return button ignores further presses for this long (spec 02 §9). */
export const RETURN_DEBOUNCE_MS = 1500;
/** The pending refund shows this long before the confirmation (spec 02 §9: "about 800 ms"). */
export const RETURN_RESULT_PAUSE_MS = 800;

export const RETURN_REFUSALS = ['notReturnable', 'ticketStatusNotValid', 'deadline'] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

/**
 * A returnable ticket without phases: the whole price until the cap (ADR 0018). The flag is the
 * seller's yes; phases only narrow it.
 */
export const DEFAULT_REFUND_PHASES: NonNullable<SelfServiceReturnCapability['phases']> = [{ refundPercentage: 1, deadline: { target: 'eventStart', offset: 0, unit: 'hours' } }];

export interface RefundWindow {
  refundPercentage: number;
  /** The last moment of the phase. */
  deadline: Date;
}

/** The phases as instants, capped, earliest first; a phase whose date cannot be placed is left out. */
export function refundWindows(capability: SelfServiceReturnCapability | undefined, dates: DeadlineDates): RefundWindow[] {
  const phases = capability?.phases?.length ? capability.phases : DEFAULT_REFUND_PHASES;
  const start = dates.eventStart ? new Date(dates.eventStart) : undefined;
  const cap = start && !Number.isNaN(start.getTime()) ? start.getTime() - REFUND_DEADLINE_CAP_HOURS * 3_600_000 : undefined;
  const windows: RefundWindow[] = [];
  for (const phase of phases) {
    const raw = phase.until ? new Date(phase.until) : relativeDeadlineDate(phase.deadline ?? {}, dates, 'eventStart');
    if (!raw || Number.isNaN(raw.getTime())) continue;
    const capped = cap !== undefined && phase.deadline?.target !== 'relevancyStart' ? Math.min(raw.getTime(), cap) : raw.getTime();
    windows.push({ refundPercentage: phase.refundPercentage, deadline: new Date(capped) });
  }
  return windows.sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
}

/** The phase `now` falls in, or undefined once the last one has ended. */
export function currentRefundWindow(windows: readonly RefundWindow[], now: Date): RefundWindow | undefined {
  return windows.find((window) => now.getTime() <= window.deadline.getTime());
}

/** The part of a price a phase refunds, rounded half up to the cent (counted in cents, so 19.99 × 0.5 is 10). */
export function refundAmount(price: number, refundPercentage: number): number {
  return Math.round(Math.round(price * 100) * refundPercentage) / 100;
}

export interface ReturnInput {
  ticket: Pick<Ticket, 'returnable' | 'status' | 'capabilities'>;
  dates: DeadlineDates;
  now: Date;
}

export interface ReturnDecision {
  refusal?: ReturnRefusal | undefined;
  /** The phase that applies now, or the last one when the deadline has passed. */
  window?: RefundWindow | undefined;
}

/** Whether the ticket can be returned now and under which phase. */
export function returnDecision({ ticket, dates, now }: ReturnInput): ReturnDecision {
  const capability = ticket.capabilities?.selfServiceReturn;
  if (ticket.returnable !== true || capability?.enabled === false) return { refusal: 'notReturnable' };
  const windows = refundWindows(capability, dates);
  if (ticket.status !== 'valid' && ticket.status !== 'detailsRequired') return { refusal: 'ticketStatusNotValid', window: windows.at(-1) };
  const window = currentRefundWindow(windows, now);
  if (!window) return { refusal: 'deadline', window: windows.at(-1) };
  return { window };
}

export function canReturnTicket(input: ReturnInput): boolean {
  return returnDecision(input).refusal === undefined;
}
