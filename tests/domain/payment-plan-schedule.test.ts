import { describe, it, expect } from 'vitest';
import { installmentCount, paymentPlanDateRange } from '../../lib/domain/payment-plan-schedule.ts';
import type { PaymentScheduleType } from '../../lib/ticketing/schemas/payment-plan.ts';

const s = (due: string, type?: PaymentScheduleType) => ({ due, ...(type ? { type } : {}) });

describe('paymentPlanDateRange (first to last due date)', () => {
  it.each<[string, ReturnType<typeof s>[] | undefined, { first: string; last: string } | null]>([
    ['in order', [s('2030-01-01T00:00:00Z', 'downpayment'), s('2030-02-01T00:00:00Z', 'installment'), s('2030-03-01T00:00:00Z', 'installment')], { first: '2030-01-01T00:00:00Z', last: '2030-03-01T00:00:00Z' }],
    ['out of order', [s('2030-03-01T00:00:00Z'), s('2030-01-15T00:00:00Z'), s('2030-02-01T00:00:00Z')], { first: '2030-01-15T00:00:00Z', last: '2030-03-01T00:00:00Z' }],
    ['offsets compared by time', [s('2030-01-01T01:00:00+02:00'), s('2030-01-01T00:00:00Z')], { first: '2030-01-01T01:00:00+02:00', last: '2030-01-01T00:00:00Z' }],
    ['one schedule', [s('2030-01-01T00:00:00Z')], { first: '2030-01-01T00:00:00Z', last: '2030-01-01T00:00:00Z' }],
    ['none', [], null],
    ['missing', undefined, null],
  ])('%s', (_case, schedules, expected) => {
    expect(paymentPlanDateRange(schedules)).toEqual(expected);
  });
});

describe('installmentCount (all schedules but the down payment)', () => {
  it.each<[string, ReturnType<typeof s>[] | undefined, number]>([
    ['down payment and three installments', [s('2030-01-01T00:00:00Z', 'downpayment'), ...['02', '03', '04'].map((m) => s(`2030-${m}-01T00:00:00Z`, 'installment'))], 3],
    ['four installments', ['01', '02', '03', '04'].map((m) => s(`2030-${m}-01T00:00:00Z`, 'installment')), 4],
    ['untyped schedules count', [s('2030-01-01T00:00:00Z'), s('2030-02-01T00:00:00Z')], 2],
    ['only a down payment', [s('2030-01-01T00:00:00Z', 'downpayment')], 0],
    ['missing', undefined, 0],
  ])('%s -> %s', (_case, schedules, expected) => {
    expect(installmentCount(schedules)).toBe(expected);
  });
});
