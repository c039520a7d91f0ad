import type { PaymentSchedule } from '../ticketing/schemas/payment-plan.ts';

/** What the payment plans list shows of a plan's schedules (spec 01 §2 Payment plans). */

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
