import { describe, expect, it } from 'vitest';
import { cardBrand } from '../../lib/domain/card-brand.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';

/** Spec 02 §9: saved cards are amex, mc, visa or discover. */
describe('cardBrand', () => {
  it.each([
    [TEST_CARDS.succeeds, 'visa'],
    [TEST_CARDS.declined, 'visa'],
    [TEST_CARDS.redirect, 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mc'],
    ['5105105105105100', 'mc'],
    ['2221000000000009', 'mc'],
    ['2720990000000007', 'mc'],
    ['2721000000000004', undefined],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', undefined],
    ['30569309025904', undefined],
    ['5000000000000009', undefined],
    ['4242', undefined],
    ['', undefined],
  ] as const)('%s -> %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});
