import type { PaymentPlan, PaymentSchedule } from '../ticketing/schemas/payment-plan.ts';
import type { PaymentStrategy } from '../ticketing/schemas/payment-strategy.ts';
import { MOVABLE_PAYMENT_PLAN_STATUSES } from './payment-method-move.ts';
import { paymentPlanTransitionRefusal } from './payment-plan-transitions.ts';
import { MAX_CHARGE_ATTEMPTS } from './instalment-charges.ts';
import { sumMoney } from './money.ts';

/**
 * What a payment plan's page offers (issue 12, ADR 0029): the amounts paid and left, paying
 * off the rest (only an ACTIVE plan: spec 02 §4 "ACTIVE to COMPLETED only from ACTIVE"), changing
 * the payment method (strategy policy always; the plan active, incomplete or draft: spec 01 §5),
 * and when its clock charges next.
 */

type Plan = Pick<PaymentPlan, 'status' | 'schedules'>;

const isPaid = (part: PaymentSchedule) => part.status === 'succeeded';
/** A part nobody collects any more: refunded or canceled with its plan. */
const isSettled = (part: PaymentSchedule) => part.status === 'succeeded' || part.status === 'refunded' || part.status === 'canceled';

export function paidSoFar(plan: Plan): number {
  return sumMoney((plan.schedules ?? []).filter(isPaid).map((part) => part.total ?? 0));
}

/** What is still to pay: the parts scheduled, pending or failed. */
export function leftToPay(plan: Plan): number {
  return sumMoney((plan.schedules ?? []).filter((part) => !isSettled(part)).map((part) => part.total ?? 0));
}

/** Paying off the rest: an ACTIVE plan with something left. */
export function canPayOff(plan: Plan): boolean {
  return paymentPlanTransitionRefusal(plan.status, 'completed', 'call') === undefined && leftToPay(plan) > 0;
}

export type PlanMethodChangeRefusal = 'statusNotMovable' | 'policyNotAlways';

/** Why the plan's payment method cannot be changed at all (before any method is looked at), or undefined. */
export function planMethodChangeRefusal(plan: Pick<PaymentPlan, 'status'>, strategy: Pick<PaymentStrategy, 'policy'> | undefined): PlanMethodChangeRefusal | undefined {
  if (!MOVABLE_PAYMENT_PLAN_STATUSES.includes(plan.status)) return 'statusNotMovable';
  return strategy?.policy?.changePaymentMethodPolicy === 'always' ? undefined : 'policyNotAlways';
}

/** When the plan's clock charges next: the earliest due part, or a failed part's next attempt; undefined when nothing will be. */
export function nextCharge(plan: Plan): string | undefined {
  if (plan.status !== 'active' && plan.status !== 'incomplete') return undefined;
  const times = (plan.schedules ?? []).flatMap((part) => {
    if (part.status === 'scheduled' || part.status === 'pending') return [part.due];
    if (part.status === 'failed' && part.nextAttempt && (part.attempts ?? 0) < MAX_CHARGE_ATTEMPTS) return [part.nextAttempt];
    return [];
  });
  return times.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}
