import { describe, expect, it } from 'vitest';
import type { FeeInput } from '../../lib/domain/fees.ts';
import { resaleBuyerFee, resaleBuyerFees, type ResaleFeeLine } from '../../lib/domain/resale-buyer-fees.ts';

/** Spec 02 §9: resell buyer fees apply only when resale is active; charged per resale ticket by the fee's rule. */

const resale: FeeInput = { name: 'Resale fee', type: 'resell', exposed: true, rules: [{ fix: 1, var: 0.05 }] };
const tiered: FeeInput = { name: 'Resale fee', type: 'resell', exposed: true, rules: [{ max: 30, fix: 1.5 }, { min: 30, fix: 2.5 }] };
const booking: FeeInput = { name: 'Booking fee', type: 'ticket', exposed: true, rules: [{ fix: 2 }] };
const two: ResaleFeeLine[] = [{ unitPrice: 35, amount: 1 }, { unitPrice: 35, amount: 1 }];

describe('resaleBuyerFees', () => {
  it.each<[string, Parameters<typeof resaleBuyerFees>[0], { fix: number[]; var: number[] }]>([
    ['fixed and variable parts per ticket', { fees: [resale], lines: two, resaleActive: true }, { fix: [2], var: [3.5] }],
    ['the dynamic rule by the ticket’s price', { fees: [tiered], lines: [{ unitPrice: 22, amount: 1 }, { unitPrice: 40, amount: 2 }], resaleActive: true }, { fix: [6.5], var: [] }],
    ['nothing when resale is not active', { fees: [resale], lines: two, resaleActive: false }, { fix: [], var: [] }],
    ['nothing for a cart without resale lines', { fees: [resale], lines: [], resaleActive: true }, { fix: [], var: [] }],
    ['not the primary market’s per-ticket fees', { fees: [booking], lines: two, resaleActive: true }, { fix: [], var: [] }],
    ['nothing when the fees are waived', { fees: [resale], lines: two, resaleActive: true, feesWaived: true }, { fix: [], var: [] }],
    ['nothing for a disabled fee', { fees: [{ ...resale, enabled: false }], lines: two, resaleActive: true }, { fix: [], var: [] }],
    ['nothing for an inner fee (already in the price)', { fees: [{ ...resale, included: true }], lines: two, resaleActive: true }, { fix: [], var: [] }],
    ['only free-cart fees on a free resale ticket', { fees: [resale, { ...tiered, appliesToFreeCart: true }], lines: [{ unitPrice: 0, amount: 1 }], resaleActive: true }, { fix: [1.5], var: [] }],
    ['amounts multiplied by whole units', { fees: [resale], lines: [{ unitPrice: 19.99, amount: 3 }], resaleActive: true }, { fix: [3], var: [3] }],
  ])('%s', (_case, input, expected) => {
    const fees = resaleBuyerFees(input);
    expect(fees.fix.map((fee) => fee.total)).toEqual(expected.fix);
    expect(fees.var.map((fee) => fee.total)).toEqual(expected.var);
  });

  it('names each part after the fee (exposedAs first) and keeps whether it is exposed', () => {
    const fees = resaleBuyerFees({ fees: [{ ...resale, exposedAs: 'Marketplace fee', exposed: false }], lines: two, resaleActive: true });
    expect(fees.fix).toEqual([{ total: 2, name: 'Marketplace fee', exposed: false }]);
  });
});

describe('resaleBuyerFee (what a listing shows next to its price)', () => {
  it.each<[number, boolean, number]>([
    [35, true, 2.75],
    [22, true, 2.1],
    [35, false, 0],
    [0.1, true, 1.01],
  ])('price %d, resale active %s -> %d', (price, active, fee) => {
    expect(resaleBuyerFee([resale, booking], price, active)).toBe(fee);
  });
});
