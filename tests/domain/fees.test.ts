import { describe, it, expect } from 'vitest';
import type { FeeRule } from '../../lib/ticketing/schemas/fee-scheme.ts';
import { FREE_CART_THRESHOLD, OTHER_FEES, computeFees, feeAmount, feeRuleFor, groupFees, type FeeInput, type FeeLine } from '../../lib/domain/fees.ts';

describe('feeRuleFor (dynamic rules apply when min <= value < max)', () => {
  const rules: FeeRule[] = [
    { min: null, max: 10, fix: 0.5 },
    { min: 10, max: 50, fix: 1 },
    { min: 50, max: undefined, fix: 2 },
  ];
  it.each<[number, number | undefined]>([
    [0, 0.5],
    [9.99, 0.5],
    [10, 1],
    [49.99, 1],
    [50, 2],
    [10_000, 2],
    [-5, 0.5],
  ])('value %d -> rule with fix %d', (value, fix) => {
    expect(feeRuleFor(rules, value)?.fix).toBe(fix);
  });

  it.each<[string, FeeRule[] | undefined, number]>([
    ['no rules', undefined, 5],
    ['an empty rule list', [], 5],
    ['a gap between rules', [{ min: 0, max: 5 }, { min: 10, max: 20 }], 7],
    ['below the first minimum', [{ min: 1, max: 5 }], 0.5],
  ])('no rule for %s', (_case, list, value) => {
    expect(feeRuleFor(list, value)).toBeUndefined();
  });

  it('takes the first matching rule when rules overlap', () => {
    expect(feeRuleFor([{ min: 0, fix: 1 }, { min: 0, fix: 2 }], 3)?.fix).toBe(1);
  });
});

describe('feeAmount (rule.fix + rule.var × base)', () => {
  it.each<[string, FeeRule[], number, number]>([
    ['fixed only', [{ fix: 1.5 }], 40, 1.5],
    ['variable only', [{ var: 0.1 }], 19.99, 2],
    ['both', [{ fix: 1, var: 0.05 }], 30, 2.5],
    ['the matching dynamic rule', [{ max: 20, fix: 1 }, { min: 20, fix: 1, var: 0.1 }], 25, 3.5],
    ['no matching rule', [{ min: 100, fix: 1 }], 25, 0],
  ])('%s', (_case, rules, base, expected) => {
    expect(feeAmount({ rules }, base)).toBe(expected);
  });
});

describe('computeFees', () => {
  const lines: FeeLine[] = [
    { unitPrice: 20, amount: 2 },
    { unitPrice: 50, amount: 1, asHardTicket: true },
  ];
  const ticketFee: FeeInput = { name: 'Service fee', type: 'ticket', exposed: true, rules: [{ fix: 1, var: 0.1 }] };
  const hardTicketFee: FeeInput = { name: 'Postage', type: 'hardTicket', rules: [{ fix: 3 }] };
  const cartFee: FeeInput = { name: 'Booking fee', type: 'cart', rules: [{ fix: 2, var: 0.01 }] };
  const transactionFee: FeeInput = { name: 'Payment fee', type: 'transaction', rules: [{ max: 100, fix: 0.5 }, { min: 100, fix: 1 }] };
  const cartTotal = 90;

  it.each<[string, FeeInput, { var: number[]; fix: number[] }]>([
    // 3 units at 1 fixed; 10 % of 20 + 20 + 50.
    ['a ticket fee per ticket unit on its price', ticketFee, { fix: [3], var: [9] }],
    ['a hard ticket fee per hard ticket unit only', hardTicketFee, { fix: [3], var: [] }],
    ['a cart fee once on the cart total', cartFee, { fix: [2], var: [0.9] }],
    ['a transaction fee once, by the rule for the cart total', transactionFee, { fix: [0.5], var: [] }],
    ['a disabled fee', { ...ticketFee, enabled: false }, { fix: [], var: [] }],
    ['an explicitly enabled fee', { ...cartFee, enabled: true }, { fix: [2], var: [0.9] }],
    ['an inner (included) fee is not added on top', { ...ticketFee, included: true }, { fix: [], var: [] }],
    ['a fee type priced elsewhere', { name: 'Shipping', type: 'fulfillment', rules: [{ fix: 4 }] }, { fix: [], var: [] }],
    ['a fee without a matching rule', { ...cartFee, rules: [{ min: 1000, fix: 5 }] }, { fix: [], var: [] }],
  ])('%s', (_case, fee, expected) => {
    const result = computeFees({ fees: [fee], lines, cartTotal, feesWaived: false });
    expect(result.fix.map((component) => component.total)).toEqual(expected.fix);
    expect(result.var.map((component) => component.total)).toEqual(expected.var);
  });

  it('rounds variable per-ticket fees per unit (3 × 10 % of 19.99 is 3 × 2.00)', () => {
    const result = computeFees({ fees: [{ type: 'ticket', rules: [{ var: 0.1 }] }], lines: [{ unitPrice: 19.99, amount: 3 }], cartTotal: 59.97, feesWaived: false });
    expect(result.var).toEqual([{ total: 6, exposed: false }]);
  });

  it('picks the dynamic rule per ticket by its price', () => {
    const fee: FeeInput = { type: 'ticket', rules: [{ max: 30, fix: 1 }, { min: 30, fix: 2 }] };
    expect(computeFees({ fees: [fee], lines, cartTotal, feesWaived: false }).fix).toEqual([{ total: 4, exposed: false }]);
  });

  it('names components by exposedAs, else name, and keeps the exposed flag', () => {
    const result = computeFees({ fees: [{ ...ticketFee, exposedAs: 'Ticket fee' }, cartFee], lines, cartTotal, feesWaived: false });
    expect(result.fix).toEqual([
      { total: 3, name: 'Ticket fee', exposed: true },
      { total: 2, name: 'Booking fee', exposed: false },
    ]);
  });

  describe('free carts (spec 02 §9: free-cart fees apply when the discounted price is under 0.01)', () => {
    const freeCartFee: FeeInput = { ...cartFee, appliesToFreeCart: true };
    it.each<[string, number, boolean, FeeInput[], string[]]>([
      ['a free cart charges only free-cart fees', 0, false, [ticketFee, freeCartFee], ['Booking fee']],
      ['just under the threshold is free', FREE_CART_THRESHOLD - 0.001, false, [ticketFee, freeCartFee], ['Booking fee']],
      ['at the threshold the cart is not free', FREE_CART_THRESHOLD, false, [ticketFee, freeCartFee], ['Service fee', 'Booking fee']],
      ['waived fees: none, not even free-cart fees', 0, true, [ticketFee, freeCartFee], []],
      ['waived fees on a paid cart: none', cartTotal, true, [ticketFee, cartFee, transactionFee], []],
    ])('%s', (_case, total, feesWaived, fees, names) => {
      const result = computeFees({ fees, lines, cartTotal: total, feesWaived });
      expect([...new Set([...result.fix, ...result.var].map((component) => component.name))]).toEqual(names);
    });

    it('uses 0.01 as the threshold', () => {
      expect(FREE_CART_THRESHOLD).toBe(0.01);
    });
  });
});

describe('groupFees (cart panel: exposed fees itemised, others as other fees)', () => {
  it.each<[string, Parameters<typeof groupFees>[0], ReturnType<typeof groupFees>]>([
    ['nothing', undefined, { itemised: [], otherFees: 0, total: 0 }],
    [
      'exposed fees by name, equal names summed across var and fix',
      {
        var: [{ total: 0.9, name: 'Service fee', exposed: true }],
        fix: [
          { total: 3, name: 'Service fee', exposed: true },
          { total: 2, name: 'Booking fee', exposed: true },
        ],
      },
      {
        itemised: [
          { name: 'Service fee', total: 3.9 },
          { name: 'Booking fee', total: 2 },
        ],
        otherFees: 0,
        total: 5.9,
      },
    ],
    [
      'unexposed fees, and exposed ones without a name, summed as other fees',
      [
        { total: 0.1, name: 'Payment fee' },
        { total: 0.2, name: 'Card fee', exposed: false },
        { total: 1, exposed: true },
        { total: 2, name: 'Service fee', exposed: true },
      ],
      { itemised: [{ name: 'Service fee', total: 2 }], otherFees: 1.3, total: 3.3 },
    ],
  ])('%s', (_case, components, expected) => {
    expect(groupFees(components)).toEqual(expected);
  });

  it('names the other-fees line', () => {
    expect(OTHER_FEES).toBe('otherFees');
  });
});
