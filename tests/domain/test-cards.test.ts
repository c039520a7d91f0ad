import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../lib/domain/card-number.ts';
import { isValidCardNumber, parseExpiry, TEST_CARDS, testCardOutcome, validateCardInput } from '../../lib/domain/test-cards.ts';

const NOW = new Date('2025-03-14T12:00:00Z');

describe('card numbers', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['4000000000000002', true],
    ['4000000000003220', true],
    ['4242424242424241', false],
    ['42424242424', false],
    ['4242 4242 4242 424x', false],
    ['', false],
  ])('%j is valid: %s', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it('checks Luhn on digits only', () => {
    expect(hasValidCheckDigit('79927398713')).toBe(true);
    expect(hasValidCheckDigit('79927398710')).toBe(false);
    expect(hasValidCheckDigit('7992a398713')).toBe(false);
  });
});

describe('expiry', () => {
  it.each([
    ['12/34', { month: 12, year: 2034 }],
    [' 03 / 25 ', { month: 3, year: 2025 }],
    ['13/30', undefined],
    ['00/30', undefined],
    ['1/30', undefined],
    ['12/2034', undefined],
  ])('%j reads as %j', (expiry, parsed) => {
    expect(parseExpiry(expiry)).toEqual(parsed);
  });
});

describe('validateCardInput', () => {
  it.each([
    [{ cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' }, {}],
    [{ cardNumber: TEST_CARDS.succeeds, expiry: '03/25', cvc: '1234' }, {}],
    [{ cardNumber: TEST_CARDS.succeeds, expiry: '02/25', cvc: '123' }, { expiry: 'cardExpired' }],
    [{ cardNumber: '1234', expiry: '1234', cvc: '12' }, { cardNumber: 'invalidCardNumber', expiry: 'invalidExpiry', cvc: 'invalidCvc' }],
    [{}, { cardNumber: 'required', expiry: 'required', cvc: 'required' }],
  ])('%j gives %j', (input, errors) => {
    expect(validateCardInput(input, NOW)).toEqual(errors);
  });
});

describe('testCardOutcome', () => {
  it.each([
    [TEST_CARDS.succeeds, 'succeeded'],
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0000 0000 3220', 'redirect'],
    ['5555555555554444', 'succeeded'],
  ])('%s %s', (number, outcome) => {
    expect(testCardOutcome(number)).toBe(outcome);
  });
});
