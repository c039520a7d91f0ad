import { describe, expect, it } from 'vitest';
import { canPayOff, leftToPay, nextCharge, paidSoFar, planMethodChangeRefusal, type PlanMethodChangeRefusal } from '../../lib/domain/payment-plan-actions.ts';
import type { PaymentPlanStatus, PaymentSchedule } from '../../lib/ticketing/schemas/payment-plan.ts';
import type { ChangePaymentMethodPolicy } from '../../lib/ticketing/schemas/payment-strategy.ts';

/** What a payment plan's page offers (ADR 0029). */

const part = (status: PaymentSchedule['status'], total: number, due: string, extra: Partial<PaymentSchedule> = {}): PaymentSchedule => ({ type: 'installment', status, total, due, ...extra });
const D1 = '2030-01-01T00:00:00.000Z';
const D2 = '2030-02-01T00:00:00.000Z';
const D3 = '2030-03-01T00:00:00.000Z';

describe('paidSoFar, leftToPay, canPayOff', () => {
  it.each<[string, PaymentPlanStatus, PaymentSchedule[], number, number, boolean]>([
    ['active, one of three paid', 'active', [part('succeeded', 10, D1), part('scheduled', 10, D2), part('scheduled', 10.01, D3)], 10, 20.01, true],
    ['incomplete: a failed part is left to pay, but only an ACTIVE plan is paid off', 'incomplete', [part('succeeded', 10, D1), part('failed', 10, D2)], 10, 10, false],
    ['completed', 'completed', [part('succeeded', 10, D1), part('succeeded', 10, D2)], 20, 0, false],
    ['canceled: refunded and canceled parts are not left to pay', 'canceled', [part('refunded', 10, D1), part('canceled', 10, D2)], 0, 0, false],
    ['draft', 'draft', [part('pending', 50, D1), part('scheduled', 130, D2)], 0, 180, false],
    ['active with nothing left', 'active', [part('succeeded', 10, D1)], 10, 0, false],
  ])('%s', (_name, status, schedules, paid, left, payOff) => {
    const plan = { status, schedules };
    expect(paidSoFar(plan)).toBe(paid);
    expect(leftToPay(plan)).toBe(left);
    expect(canPayOff(plan)).toBe(payOff);
  });
});

describe('planMethodChangeRefusal (spec 01 §5: status and strategy policy)', () => {
  it.each<[PaymentPlanStatus, ChangePaymentMethodPolicy | undefined, PlanMethodChangeRefusal | undefined]>([
    ['active', 'always', undefined],
    ['incomplete', 'always', undefined],
    ['draft', 'always', undefined],
    ['completed', 'always', 'statusNotMovable'],
    ['canceled', 'always', 'statusNotMovable'],
    ['active', 'never', 'policyNotAlways'],
    ['draft', 'onDraft', 'policyNotAlways'],
    ['active', undefined, 'policyNotAlways'],
  ])('%s with policy %s -> %s', (status, policy, refusal) => {
    expect(planMethodChangeRefusal({ status }, policy ? { policy: { changePaymentMethodPolicy: policy } } : undefined)).toBe(refusal);
  });
});

describe('nextCharge', () => {
  it.each<[string, PaymentPlanStatus, PaymentSchedule[], string | undefined]>([
    ['the earliest scheduled part', 'active', [part('succeeded', 1, D1), part('scheduled', 1, D3), part('scheduled', 1, D2)], D2],
    ['a failed part’s next attempt comes first', 'incomplete', [part('failed', 1, D1, { attempts: 1, nextAttempt: '2030-01-02T00:00:00.000Z' }), part('scheduled', 1, D2)], '2030-01-02T00:00:00.000Z'],
    ['a failed part after its last attempt is not tried again', 'incomplete', [part('failed', 1, D1, { attempts: 3, nextAttempt: null })], undefined],
    ['a completed plan charges nothing', 'completed', [part('succeeded', 1, D1)], undefined],
    ['a draft is not billed by its clock', 'draft', [part('pending', 1, D1)], undefined],
  ])('%s', (_name, status, schedules, expected) => {
    expect(nextCharge({ status, schedules })).toBe(expected);
  });
});
