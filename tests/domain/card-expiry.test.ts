import { describe, it, expect } from 'vitest';
import { cardExpiry } from '../../lib/domain/card-expiry.ts';

describe('cardExpiry (MM/YY)', () => {
  it.each<[number, number, string | undefined]>([
    [8, 2029, '08/29'],
    [12, 2031, '12/31'],
    [1, 2000, '01/00'],
    [3, 29, '03/29'],
    [10, 5, '10/05'],
    [0, 2029, undefined],
    [13, 2029, undefined],
    [1.5, 2029, undefined],
    [6, -1, undefined],
  ])('%s/%s -> %s', (month, year, expected) => {
    expect(cardExpiry(month, year)).toBe(expected);
  });
});
