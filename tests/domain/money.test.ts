import { describe, it, expect } from 'vitest';
import { CENTS_PER_UNIT, fromCents, roundMoney, sumMoney, toCents } from '../../lib/domain/money.ts';

describe('roundMoney (one rounding helper, to cents, half away from zero)', () => {
  it.each<[string, number, number]>([
    ['3 × 19.99 (binary noise)', 3 * 19.99, 59.97],
    ['0.1 + 0.2', 0.1 + 0.2, 0.3],
    ['1.005 rounds up despite 100.49999… cents', 1.005, 1.01],
    ['2.675 rounds up', 2.675, 2.68],
    ['1.004 rounds down', 1.004, 1],
    ['a negative half rounds away from zero', -1.005, -1.01],
    ['a third', 10 / 3, 3.33],
    ['two thirds', 20 / 3, 6.67],
    ['zero', 0, 0],
    ['negative zero becomes zero', -0.001, 0],
    ['NaN is 0', Number.NaN, 0],
    ['large amounts', 1234567.895, 1234567.9],
  ])('%s', (_case, value, expected) => {
    expect(roundMoney(value)).toBe(expected);
    expect(Object.is(roundMoney(value), -0)).toBe(false);
  });

  it('works in whole cents', () => {
    expect(CENTS_PER_UNIT).toBe(100);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(1999)).toBe(19.99);
  });

  it.each<[number[], number]>([
    [[19.99, 19.99, 19.99], 59.97],
    [[0.1, 0.2, 0.3], 0.6],
    [Array.from({ length: 10 }, () => 0.1), 1],
    [[], 0],
    [[5, -2.5], 2.5],
  ])('sumMoney(%j) = %d', (values, expected) => {
    expect(sumMoney(values)).toBe(expected);
  });
});
