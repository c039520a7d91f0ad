import { describe, it, expect } from 'vitest';
import { DISCOUNT_ORDER, applyDiscounts, discountStep, type DiscountLine, type DiscountModifier } from '../../lib/domain/discounts.ts';

const line = (id: string, unitPrice: number, amount: number, discountable?: boolean): DiscountLine => ({ id, unitPrice, amount, discountable });
const totals = (lines: { id: string; total: number }[]) => Object.fromEntries(lines.map((entry) => [entry.id, entry.total]));

describe('applyDiscounts: exact cents', () => {
  it('3 × 19.99 with 10 % off costs exactly 53.97', () => {
    const result = applyDiscounts([line('a', 19.99, 3)], [{ type: 'var_discount', value: 0.1 }]);
    expect(result.total).toBe(53.97);
    expect(result.discountTotal).toBe(6);
    expect(result.lines[0]).toEqual({ id: 'a', unitPrice: 19.99, amount: 3, regularTotal: 59.97, discount: 6, total: 53.97 });
    expect(result.discounts).toEqual([{ type: 'var_discount', absoluteDiscountValue: 6 }]);
  });

  it('splits a percentage over lines so the line totals add up to the total to the cent', () => {
    const lines = [line('a', 10, 1), line('b', 10, 1), line('c', 10, 1)];
    const result = applyDiscounts(lines, [{ type: 'var_discount', value: 1 / 3 }]);
    expect(result.discountTotal).toBe(10);
    // 10.00 over three equal units: the odd cent goes to the first (cart order on equal prices).
    expect(result.lines.map((entry) => entry.discount)).toEqual([3.34, 3.33, 3.33]);
    expect(result.lines.reduce((sum, entry) => sum + Math.round(entry.total * 100), 0)).toBe(Math.round(result.total * 100));
  });
});

describe('applyDiscounts: each kind of discount', () => {
  const cart = [line('cheap', 10, 2), line('dear', 50, 1), line('mid', 20, 3)];

  it.each<[string, DiscountModifier[], Record<string, number>, number[]]>([
    ['no modifiers', [], { cheap: 20, dear: 50, mid: 60 }, []],
    ['fixed cart 30: the most expensive unit first', [{ type: 'fix_discount', amount: 30 }], { cheap: 20, dear: 20, mid: 60 }, [30]],
    ['fixed cart 70: empties the dearest, then units of the next', [{ type: 'fix_discount', amount: 70, scope: 'cart' }], { cheap: 20, dear: 0, mid: 40 }, [70]],
    ['fixed cart larger than the cart: never below 0, only what was used', [{ type: 'fix_discount', amount: 500 }], { cheap: 0, dear: 0, mid: 0 }, [130]],
    ['fixed per item 5: every unit', [{ type: 'fix_discount', amount: 5, scope: 'item' }], { cheap: 10, dear: 45, mid: 45 }, [30]],
    ['fixed per item 15: cheap units stop at 0', [{ type: 'fix_discount', amount: 15, scope: 'item' }], { cheap: 0, dear: 35, mid: 15 }, [80]],
    ['percentage 25 %', [{ type: 'var_discount', value: 0.25 }], { cheap: 15, dear: 37.5, mid: 45 }, [32.5]],
    ['percentage 100 %', [{ type: 'var_discount', value: 1 }], { cheap: 0, dear: 0, mid: 0 }, [130]],
    ['percentage capped at max 13 (10 % of 130)', [{ type: 'var_discount', value: 0.5, max: 13 }], { cheap: 18, dear: 45, mid: 54 }, [13]],
    ['percentage under its cap', [{ type: 'var_discount', value: 0.1, max: 100 }], { cheap: 18, dear: 45, mid: 54 }, [13]],
  ])('%s', (_case, modifiers, expectedTotals, applied) => {
    const result = applyDiscounts(cart, modifiers);
    expect(totals(result.lines)).toEqual(expectedTotals);
    expect(result.discounts.map((discount) => discount.absoluteDiscountValue)).toEqual(applied);
    expect(result.feesWaived).toBe(false);
  });
});

describe('applyDiscounts: the discount order (fixed cart, fixed per item, percentage, waive fees)', () => {
  it('knows the order of the spec', () => {
    expect(DISCOUNT_ORDER).toEqual(['fixedCart', 'fixedItem', 'percentage', 'waiveFees']);
  });

  it.each<[DiscountModifier, (typeof DISCOUNT_ORDER)[number]]>([
    [{ type: 'fix_discount', amount: 1 }, 'fixedCart'],
    [{ type: 'fix_discount', amount: 1, scope: 'cart' }, 'fixedCart'],
    [{ type: 'fix_discount', amount: 1, scope: 'item' }, 'fixedItem'],
    [{ type: 'var_discount', value: 0.1 }, 'percentage'],
    [{ type: 'waive_fees' }, 'waiveFees'],
  ])('%o is step %s', (modifier, step) => {
    expect(discountStep(modifier)).toBe(step);
  });

  // One unit of 100: the order changes the result, so each row fails if the order breaks.
  const single = [line('a', 100, 1)];
  it.each<[string, DiscountModifier[], number, { type: string; absoluteDiscountValue?: number }[]]>([
    [
      'percentage given first still comes after the fixed cart discount',
      [{ type: 'var_discount', value: 0.5 }, { type: 'fix_discount', amount: 20 }],
      40,
      [
        { type: 'fix_discount', absoluteDiscountValue: 20 },
        { type: 'var_discount', absoluteDiscountValue: 40 },
      ],
    ],
    [
      'fixed per item after fixed cart, percentage last',
      [{ type: 'var_discount', value: 0.5 }, { type: 'fix_discount', amount: 10, scope: 'item' }, { type: 'fix_discount', amount: 30 }],
      30,
      [
        { type: 'fix_discount', absoluteDiscountValue: 30 },
        { type: 'fix_discount', absoluteDiscountValue: 10 },
        { type: 'var_discount', absoluteDiscountValue: 30 },
      ],
    ],
    [
      'two percentages compound',
      [{ type: 'var_discount', value: 0.5 }, { type: 'var_discount', value: 0.5 }],
      25,
      [
        { type: 'var_discount', absoluteDiscountValue: 50 },
        { type: 'var_discount', absoluteDiscountValue: 25 },
      ],
    ],
    ['waive fees last, discounting nothing', [{ type: 'waive_fees' }, { type: 'fix_discount', amount: 10 }], 90, [{ type: 'fix_discount', absoluteDiscountValue: 10 }, { type: 'waive_fees' }]],
  ])('%s', (_case, modifiers, total, discounts) => {
    const result = applyDiscounts(single, modifiers);
    expect(result.total).toBe(total);
    expect(result.discounts).toEqual(discounts);
  });

  it('sets feesWaived only with a waive_fees modifier', () => {
    expect(applyDiscounts(single, [{ type: 'waive_fees' }]).feesWaived).toBe(true);
    expect(applyDiscounts(single, [{ type: 'var_discount', value: 0.1 }]).feesWaived).toBe(false);
  });
});

describe('applyDiscounts: which lines', () => {
  it('leaves lines that are not discountable alone', () => {
    const result = applyDiscounts([line('fee', 100, 1, false), line('ticket', 30, 1)], [{ type: 'fix_discount', amount: 50 }, { type: 'var_discount', value: 0.5 }]);
    expect(totals(result.lines)).toEqual({ fee: 100, ticket: 0 });
    expect(result.discounts.map((discount) => discount.absoluteDiscountValue)).toEqual([30, 0]);
  });

  it('keeps the cart order on equal prices for a fixed cart discount', () => {
    const result = applyDiscounts([line('first', 20, 1), line('second', 20, 1)], [{ type: 'fix_discount', amount: 25 }]);
    expect(totals(result.lines)).toEqual({ first: 0, second: 15 });
  });

  it('keeps the lines in cart order in the result', () => {
    const result = applyDiscounts([line('a', 1, 1), line('b', 3, 1), line('c', 2, 1)], [{ type: 'fix_discount', amount: 1 }]);
    expect(result.lines.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(totals(result.lines)).toEqual({ a: 1, b: 2, c: 2 });
  });

  it('handles an empty cart', () => {
    expect(applyDiscounts([], [{ type: 'var_discount', value: 0.5 }, { type: 'fix_discount', amount: 5 }])).toEqual({
      lines: [],
      discounts: [
        { type: 'fix_discount', absoluteDiscountValue: 0 },
        { type: 'var_discount', absoluteDiscountValue: 0 },
      ],
      discountTotal: 0,
      total: 0,
      feesWaived: false,
    });
  });
});
