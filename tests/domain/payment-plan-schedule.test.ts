import { describe, it, expect } from 'vitest';
import { completionDeadline, installmentCount, instalmentSchedule, paymentOptionOffer, paymentPlanDateRange, shiftDate, type PaymentOptionRefusal } from '../../lib/domain/payment-plan-schedule.ts';
import type { PaymentOption } from '../../lib/ticketing/schemas/payment-strategy.ts';
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

// ---------------------------------------------------------------------------------------------
// instalmentSchedule and paymentOptionOffer (issue 12, ADR 0029): the seed's options and the rules' edges.


const ORDER = '2030-01-15T12:00:00.000Z';
const EVENT_START = '2030-03-01T19:00:00.000Z';

const option = (fields: Partial<PaymentOption>): PaymentOption => ({ _id: 'opt', name: 'Option', status: 'active', ...fields });

/** 20% now, then 3 monthly instalments from 30 days after the order (the seed's threeMonthly). */
const THREE_MONTHLY = option({
  installmentOptions: { interval: 'month', every: 1, numberOfInstallments: 3, timing: { anchor: 'firstInstallment', target: 'orderDate', offset: 30, unit: 'days' } },
  downPaymentOptions: { type: 'percent', value: 0.2 },
  requirements: { minAmount: 25, maxAmount: 2000 },
});
/** 4 weekly instalments, the first on the order date (fourWeekly). */
const FOUR_WEEKLY = option({
  installmentOptions: { interval: 'week', every: 1, numberOfInstallments: 4, timing: { anchor: 'firstInstallment', target: 'orderDate', offset: 0, unit: 'days' } },
  downPaymentOptions: { type: 'none' },
  requirements: { minAmount: 20, maxAmount: 500 },
});
/** £50 deposit, the balance two weeks before the event (depositAndBalance). */
const DEPOSIT = option({
  installmentOptions: { interval: 'month', every: 1, numberOfInstallments: 1, timing: { anchor: 'lastInstallment', target: 'eventStartDate', offset: -14, unit: 'days' } },
  downPaymentOptions: { type: 'fixed', value: 50 },
  requirements: { minAmount: 100, maxAmount: null },
});

type Row = [string, PaymentOption, number, string, [string, string, number][]];

describe('instalmentSchedule (down payment, timing anchors, rounding)', () => {
  it.each<Row>([
    ['percent down payment, monthly from 30 days after the order; cents left over on the last', THREE_MONTHLY, 185, ORDER, [
      ['downpayment', ORDER, 37],
      ['installment', '2030-02-14T12:00:00.000Z', 49.33],
      ['installment', '2030-03-14T12:00:00.000Z', 49.33],
      ['installment', '2030-04-14T12:00:00.000Z', 49.34],
    ]],
    ['no down payment, weekly from the order date', FOUR_WEEKLY, 30, ORDER, [
      ['installment', ORDER, 7.5],
      ['installment', '2030-01-22T12:00:00.000Z', 7.5],
      ['installment', '2030-01-29T12:00:00.000Z', 7.5],
      ['installment', '2030-02-05T12:00:00.000Z', 7.5],
    ]],
    ['fixed deposit, the last instalment anchored 14 days before the event start', DEPOSIT, 180, ORDER, [
      ['downpayment', ORDER, 50],
      ['installment', '2030-02-15T19:00:00.000Z', 130],
    ]],
    ['a percent down payment rounds half away from zero', option({ ...FOUR_WEEKLY, installmentOptions: { ...FOUR_WEEKLY.installmentOptions, numberOfInstallments: 1 }, downPaymentOptions: { type: 'percent', value: 0.5 } }), 125.49, ORDER, [
      ['downpayment', ORDER, 62.75],
      ['installment', ORDER, 62.74],
    ]],
    ['three even parts of 100: 33.33, 33.33 and 33.34', option({ ...FOUR_WEEKLY, installmentOptions: { ...FOUR_WEEKLY.installmentOptions, numberOfInstallments: 3 } }), 100, ORDER, [
      ['installment', ORDER, 33.33],
      ['installment', '2030-01-22T12:00:00.000Z', 33.33],
      ['installment', '2030-01-29T12:00:00.000Z', 33.34],
    ]],
    ['months keep the 31st, on the last day of a shorter month', option({ ...THREE_MONTHLY, installmentOptions: { interval: 'month', every: 1, numberOfInstallments: 3, timing: { anchor: 'firstInstallment', target: 'orderDate', offset: 0, unit: 'days' } } }), 90, '2030-01-31T10:00:00.000Z', [
      ['downpayment', '2030-01-31T10:00:00.000Z', 18],
      ['installment', '2030-01-31T10:00:00.000Z', 24],
      ['installment', '2030-02-28T10:00:00.000Z', 24],
      ['installment', '2030-03-31T10:00:00.000Z', 24],
    ]],
    ['every 2 weeks, the last anchored to the event start: the others precede it', option({ installmentOptions: { interval: 'week', every: 2, numberOfInstallments: 3, timing: { anchor: 'lastInstallment', target: 'eventStartDate', offset: 0, unit: 'days' } }, downPaymentOptions: { type: 'fixed', value: 10 } }), 70, ORDER, [
      ['downpayment', ORDER, 10],
      ['installment', '2030-02-01T19:00:00.000Z', 20],
      ['installment', '2030-02-15T19:00:00.000Z', 20],
      ['installment', EVENT_START, 20],
    ]],
    ['instalments the timing puts before the order are due on the order date', option({ installmentOptions: { interval: 'week', every: 1, numberOfInstallments: 2, timing: { anchor: 'lastInstallment', target: 'eventStartDate', offset: -50, unit: 'days' } }, downPaymentOptions: { type: 'none' } }), 40, ORDER, [
      ['installment', ORDER, 20],
      ['installment', ORDER, 20],
    ]],
    ['without a down payment, a first instalment due later moves to the order date', option({ ...FOUR_WEEKLY, installmentOptions: { ...FOUR_WEEKLY.installmentOptions, numberOfInstallments: 2, timing: { anchor: 'firstInstallment', target: 'orderDate', offset: 30, unit: 'days' } } }), 40, ORDER, [
      ['installment', ORDER, 20],
      ['installment', '2030-02-21T12:00:00.000Z', 20],
    ]],
    ['a fixed deposit above the total is capped at it', option({ ...DEPOSIT, downPaymentOptions: { type: 'fixed', value: 500 } }), 120, ORDER, [
      ['downpayment', ORDER, 120],
      ['installment', '2030-02-15T19:00:00.000Z', 0],
    ]],
  ])('%s', (_name, opt, total, orderDate, expected) => {
    const schedule = instalmentSchedule(opt, total, orderDate, EVENT_START);
    expect(schedule.parts.map((part) => [part.type, part.due, part.total])).toEqual(expected);
    expect(schedule.total).toBe(total);
  });

  it.each([0.01, 1, 9.99, 29.97, 100, 125.49, 185, 333.33, 999.99, 1234.56])('the parts add up to %s exactly, for every seed option', (total) => {
    for (const opt of [THREE_MONTHLY, FOUR_WEEKLY, DEPOSIT]) {
      const schedule = instalmentSchedule(opt, total, ORDER, EVENT_START);
      const cents = schedule.parts.reduce((sum, part) => sum + Math.round(part.total * 100), 0);
      expect(cents).toBe(Math.round(total * 100));
      expect(Math.round((schedule.dueAtCheckout + schedule.dueLater) * 100)).toBe(Math.round(total * 100));
    }
  });

  it('says what is paid at checkout and what later', () => {
    const schedule = instalmentSchedule(THREE_MONTHLY, 185, ORDER, EVENT_START);
    expect(schedule.parts.map((part) => part.atCheckout)).toEqual([true, false, false, false]);
    expect([schedule.dueAtCheckout, schedule.dueLater]).toEqual([37, 148]);
  });
});

describe('shiftDate and completionDeadline', () => {
  it.each<[string, number, string, string]>([
    ['2030-01-15T12:00:00.000Z', 3, 'days', '2030-01-18T12:00:00.000Z'],
    ['2030-01-15T12:00:00.000Z', -2, 'week', '2030-01-01T12:00:00.000Z'],
    ['2030-01-31T12:00:00.000Z', 1, 'month', '2030-02-28T12:00:00.000Z'],
    ['2032-01-31T12:00:00.000Z', 1, 'months', '2032-02-29T12:00:00.000Z'],
    ['2030-03-31T12:00:00.000Z', -1, 'month', '2030-02-28T12:00:00.000Z'],
  ])('%s %s %s -> %s', (from, amount, unit, expected) => {
    expect(shiftDate(new Date(from), amount, unit).toISOString()).toBe(expected);
  });

  it.each<['none' | 'eventStartDate' | 'eventEndDate' | undefined, string | undefined]>([
    ['none', undefined],
    [undefined, undefined],
    ['eventStartDate', EVENT_START],
    ['eventEndDate', '2030-03-01T23:00:00.000Z'],
  ])('%s -> %s', (policy, expected) => {
    expect(completionDeadline(policy, { start: EVENT_START, end: '2030-03-01T23:00:00.000Z' })?.toISOString()).toBe(expected);
  });
});

describe('paymentOptionOffer (requirements, completion policy, something left to spread)', () => {
  const event = { start: EVENT_START };
  it.each<[string, PaymentOption, number, 'none' | 'eventStartDate' | 'eventEndDate' | undefined, PaymentOptionRefusal | undefined]>([
    ['within the range', THREE_MONTHLY, 185, 'none', undefined],
    ['the minimum itself', THREE_MONTHLY, 25, 'none', undefined],
    ['below the minimum', THREE_MONTHLY, 24.99, 'none', 'belowMinimum'],
    ['above the maximum', FOUR_WEEKLY, 500.01, 'none', 'aboveMaximum'],
    ['no maximum', DEPOSIT, 10_000, 'eventStartDate', undefined],
    ['the last instalment after the event start', THREE_MONTHLY, 185, 'eventStartDate', 'completesTooLate'],
    ['the last instalment after the event start, no completion policy', THREE_MONTHLY, 185, undefined, undefined],
    ['a deposit that covers the total', option({ ...DEPOSIT, requirements: {}, downPaymentOptions: { type: 'fixed', value: 500 } }), 120, 'none', 'nothingToSpread'],
  ])('%s', (_name, opt, total, completionPolicy, reason) => {
    const offer = paymentOptionOffer(opt, { total, orderDate: ORDER, event, completionPolicy });
    expect(offer.available ? undefined : offer.reason).toBe(reason);
  });

  it('names the amount a requirement needs', () => {
    const offer = paymentOptionOffer(THREE_MONTHLY, { total: 10, orderDate: ORDER, event });
    expect(offer).toMatchObject({ available: false, reason: 'belowMinimum', amount: 25 });
  });
});
