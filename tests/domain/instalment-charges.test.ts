import { describe, expect, it } from 'vitest';
import { declinesLater, MAX_CHARGE_ATTEMPTS, nextChargeAttempt, offSessionChargeRefusal, TEST_CARD_DECLINES_LATER, type ChargeMethod, type ChargeRefusal } from '../../lib/domain/instalment-charges.ts';
import { isValidCardNumber, TEST_CARDS } from '../../lib/domain/test-cards.ts';

/** Charging a plan's later parts with its saved method through the test gateway (ADR 0029). */

const AT = new Date('2030-06-15T12:00:00.000Z');
const card = (fields: Partial<ChargeMethod> = {}): ChargeMethod => ({ status: 'active', active: true, paymentDetails: { type: 'visa', last4: '4242', expiration: { month: 12, year: 2034 } }, ...fields });

describe('offSessionChargeRefusal', () => {
  it.each<[string, ChargeMethod | undefined, string | undefined, ChargeRefusal | undefined]>([
    ['an active card pays', card(), TEST_CARDS.succeeds, undefined],
    ['a method without a known card pays', card(), undefined, undefined],
    ['a bank account pays', card({ paymentDetails: { type: 'sepa', last4: '3000' } }), undefined, undefined],
    ['no method', undefined, undefined, 'noPaymentMethod'],
    ['an expired method', card({ status: 'expired' }), undefined, 'methodNotActive'],
    ['a deleted method', card({ status: 'deleted' }), undefined, 'methodNotActive'],
    ['a method switched off', card({ active: false }), undefined, 'methodNotActive'],
    ['a card expiring this month still pays', card({ paymentDetails: { type: 'visa', expiration: { month: 6, year: 2030 } } }), undefined, undefined],
    ['a card that expired last month', card({ paymentDetails: { type: 'visa', expiration: { month: 5, year: 30 } } }), undefined, 'cardExpired'],
    ['the card that declines later charges', card(), TEST_CARD_DECLINES_LATER, 'cardDeclined'],
    ['the same card typed with spaces', card(), '4000 0000 0000 0341', 'cardDeclined'],
  ])('%s', (_name, method, cardNumber, refusal) => {
    expect(offSessionChargeRefusal(method, AT, cardNumber)).toBe(refusal);
  });

  it('the card that declines later is a valid card that pays at checkout', () => {
    expect(isValidCardNumber(TEST_CARD_DECLINES_LATER)).toBe(true);
    expect(declinesLater(TEST_CARDS.succeeds)).toBe(false);
    expect(declinesLater(undefined)).toBe(false);
  });
});

describe('nextChargeAttempt (a day later, three attempts in all)', () => {
  it.each<[number, string | null]>([
    [1, '2030-06-16T12:00:00.000Z'],
    [2, '2030-06-16T12:00:00.000Z'],
    [MAX_CHARGE_ATTEMPTS, null],
    [4, null],
  ])('after attempt %s -> %s', (attempts, next) => {
    expect(nextChargeAttempt(attempts, AT)).toBe(next);
  });
});
