import { describe, expect, it } from 'vitest';
import { canTransitionPaymentPlan, isPaymentPlanUnpaid, paymentPlanTransitionRefusal, type PlanTransitionRefusal } from '../../lib/domain/payment-plan-transitions.ts';
import { PAYMENT_PLAN_STATUSES, type PaymentPlanStatus } from '../../lib/ticketing/schemas/payment-plan.ts';

/**
 * Spec 02 §4: DRAFT to ACTIVE only from DRAFT; ACTIVE to COMPLETED only from ACTIVE; cancel from
 * any state except CANCELED; moving to INCOMPLETE is never allowed (by a call). Every pair of
 * statuses, for a call and for the plan's own billing.
 */

type Row = [PaymentPlanStatus, PaymentPlanStatus, PlanTransitionRefusal | undefined];

const BY_CALL: Row[] = [
  ['draft', 'active', undefined],
  ['active', 'active', 'planNotDraft'],
  ['incomplete', 'active', 'planNotDraft'],
  ['completed', 'active', 'planNotDraft'],
  ['canceled', 'active', 'planNotDraft'],
  ['active', 'completed', undefined],
  ['draft', 'completed', 'planNotActive'],
  ['incomplete', 'completed', 'planNotActive'],
  ['completed', 'completed', 'planNotActive'],
  ['canceled', 'completed', 'planNotActive'],
  ['draft', 'canceled', undefined],
  ['active', 'canceled', undefined],
  ['incomplete', 'canceled', undefined],
  ['completed', 'canceled', undefined],
  ['canceled', 'canceled', 'planAlreadyCanceled'],
  ['draft', 'incomplete', 'incompleteNotByCall'],
  ['active', 'incomplete', 'incompleteNotByCall'],
  ['incomplete', 'incomplete', 'incompleteNotByCall'],
  ['completed', 'incomplete', 'incompleteNotByCall'],
  ['canceled', 'incomplete', 'incompleteNotByCall'],
  ['draft', 'draft', 'transitionNotAllowed'],
  ['active', 'draft', 'transitionNotAllowed'],
  ['incomplete', 'draft', 'transitionNotAllowed'],
  ['completed', 'draft', 'transitionNotAllowed'],
  ['canceled', 'draft', 'transitionNotAllowed'],
];

/** Billing differs from a call only where the plan's charges move it (ADR 0029). */
const BY_BILLING: Row[] = BY_CALL.map(([from, to, refusal]): Row => {
  if (to === 'incomplete') return [from, to, from === 'active' ? undefined : 'planNotActive'];
  if (from === 'incomplete' && to === 'active') return [from, to, undefined];
  return [from, to, refusal];
});

describe('payment plan transitions by a call', () => {
  it('covers every pair of statuses', () => {
    expect(BY_CALL).toHaveLength(PAYMENT_PLAN_STATUSES.length ** 2);
  });
  it.each(BY_CALL)('%s -> %s: %s', (from, to, refusal) => {
    expect(paymentPlanTransitionRefusal(from, to, 'call')).toBe(refusal);
    expect(canTransitionPaymentPlan(from, to)).toBe(refusal === undefined);
  });
});

describe('payment plan transitions by its billing', () => {
  it.each(BY_BILLING)('%s -> %s: %s', (from, to, refusal) => {
    expect(paymentPlanTransitionRefusal(from, to, 'billing')).toBe(refusal);
  });
});

describe('isPaymentPlanUnpaid', () => {
  it.each<[PaymentPlanStatus, boolean]>([
    ['draft', true],
    ['active', true],
    ['incomplete', true],
    ['completed', false],
    ['canceled', false],
  ])('%s -> %s', (status, unpaid) => {
    expect(isPaymentPlanUnpaid(status)).toBe(unpaid);
  });
});
