import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../lib/domain/card-number.ts';

describe('hasValidCheckDigit (Luhn)', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['4000000000000002', true],
    ['4000000000003220', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['5555555555554445', false],
    ['79927398713', true],
    ['79927398710', false],
    // Neighbours swapped: 42 → 24.
    ['2442424242424242', false],
    ['0', true],
    ['7992a398713', false],
    ['4242 4242 4242 4242', false],
    ['-4242424242424242', false],
    ['', false],
  ])('%j: %s', (digits, valid) => {
    expect(hasValidCheckDigit(digits)).toBe(valid);
  });
});
