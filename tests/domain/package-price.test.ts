import { describe, expect, it } from 'vitest';
import { packagePriceShares } from '../../lib/domain/package-price.ts';

describe('packagePriceShares (the package price over its tickets)', () => {
  it.each<[string, number[], number, number[]]>([
    ['no tickets', [], 80, []],
    ['one ticket takes it all', [28], 20, [20]],
    ['in proportion to the list prices', [28, 28, 18, 18], 80, [24.34, 24.34, 15.65, 15.67]],
    ['equal list prices share equally', [50, 50], 80, [40, 40]],
    ['the rounding remainder goes to the last ticket', [10, 10, 10], 100, [33.33, 33.33, 33.34]],
    ['all free on their own: equal shares', [0, 0, 0], 10, [3.33, 3.33, 3.34]],
    ['a free ticket in a paid package gets nothing', [0, 40], 30, [0, 30]],
    ['a package dearer than its tickets', [10, 30], 60, [15, 45]],
    ['a free package', [28, 18], 0, [0, 0]],
    ['cents in the list prices', [19.99, 0.01], 10, [9.99, 0.01]],
  ])('%s', (_case, prices, total, expected) => {
    const shares = packagePriceShares(prices, total);
    expect(shares).toEqual(expected);
    // The shares always add up to the price (nothing to share among no tickets).
    if (prices.length > 0) expect(Math.round(shares.reduce((sum, share) => sum + share, 0) * 100)).toBe(Math.round(total * 100));
  });
});
