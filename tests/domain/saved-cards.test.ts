import { describe, it, expect } from 'vitest';
import { isCardExpired, savedCardAccess, savedCardsFor, type SavedCardAccess, type SavedCardAudience } from '../../lib/domain/saved-cards.ts';
import type { CustomerPaymentMethod } from '../../lib/ticketing/schemas/customer-payment-method.ts';

/** Spec 02 §6 (who may use and save cards) and §9 (accepted saved card types), as tables. */

describe('savedCardAccess', () => {
  const both: SavedCardAccess = { savedCards: true, saveCard: true };
  const none: SavedCardAccess = { savedCards: false, saveCard: false };
  it.each<[string, SavedCardAudience, SavedCardAccess]>([
    ['own request, feature on, a payment', { loggedInCustomerId: 'c1', requestCustomerId: 'c1', customerPaymentMethods: true, origin: 'online' }, both],
    ['own request, no origin known yet', { loggedInCustomerId: 'c1', requestCustomerId: 'c1', customerPaymentMethods: true }, both],
    ['a setup request: neither', { loggedInCustomerId: 'c1', requestCustomerId: 'c1', customerPaymentMethods: true, origin: 'setup' }, none],
    ['feature off', { loggedInCustomerId: 'c1', requestCustomerId: 'c1', customerPaymentMethods: false, origin: 'online' }, none],
    ['feature unknown', { loggedInCustomerId: 'c1', requestCustomerId: 'c1', origin: 'online' }, none],
    ['another customer’s request', { loggedInCustomerId: 'c1', requestCustomerId: 'c2', customerPaymentMethods: true, origin: 'online' }, none],
    ['a guest’s request', { loggedInCustomerId: 'c1', requestCustomerId: null, customerPaymentMethods: true, origin: 'online' }, none],
    ['not logged in', { loggedInCustomerId: undefined, requestCustomerId: undefined, customerPaymentMethods: true, origin: 'online' }, none],
    ['not logged in, a request without customer', { loggedInCustomerId: null, requestCustomerId: null, customerPaymentMethods: true }, none],
  ])('%s', (_name, audience, expected) => {
    expect(savedCardAccess(audience)).toEqual(expected);
  });
});

describe('savedCardsFor', () => {
  const now = new Date('2030-06-15T10:00:00.000Z');
  const card = (id: string, extra: Partial<CustomerPaymentMethod> = {}): CustomerPaymentMethod => ({
    _id: id,
    status: 'active',
    gatewayId: 'gw_test',
    channels: ['onSession', 'offSession'],
    paymentDetails: { type: 'visa', last4: '4242', expiration: { month: 12, year: 2031 } },
    ...extra,
  });

  it.each<[string, CustomerPaymentMethod, boolean]>([
    ['an active visa of the gateway', card('a'), true],
    ['mc', card('a', { paymentDetails: { type: 'mc', expiration: { month: 1, year: 2031 } } }), true],
    ['amex', card('a', { paymentDetails: { type: 'amex' } }), true],
    ['discover', card('a', { paymentDetails: { type: 'discover' } }), true],
    ['another type (sepa)', card('a', { paymentDetails: { type: 'sepa', last4: '3000' } }), false],
    ['no details', card('a', { paymentDetails: null }), false],
    ['another gateway', card('a', { gatewayId: 'gw_other' }), false],
    ['expired status', card('a', { status: 'expired' }), false],
    ['deleted', card('a', { status: 'deleted' }), false],
    ['inactive flag', card('a', { active: false }), false],
    ['off-session only', card('a', { channels: ['offSession'] }), false],
    ['no channels given', card('a', { channels: undefined }), true],
    ['expires this month', card('a', { paymentDetails: { type: 'visa', expiration: { month: 6, year: 2030 } } }), true],
    ['expired last month', card('a', { paymentDetails: { type: 'visa', expiration: { month: 5, year: 2030 } } }), false],
    ['two-digit year', card('a', { paymentDetails: { type: 'visa', expiration: { month: 7, year: 30 } } }), true],
  ])('%s', (_name, method, offered) => {
    expect(savedCardsFor([method], 'gw_test', now).map((found) => found._id)).toEqual(offered ? ['a'] : []);
  });

  it('puts the primary card first', () => {
    expect(savedCardsFor([card('a'), card('b', { primary: true }), card('c')], 'gw_test', now).map((found) => found._id)).toEqual(['b', 'a', 'c']);
  });

  it.each<[{ month: number; year: number } | null, boolean]>([
    [{ month: 6, year: 2030 }, false],
    [{ month: 5, year: 2030 }, true],
    [{ month: 12, year: 2029 }, true],
    [null, false],
  ])('isCardExpired(%o) = %s', (expiration, expected) => {
    expect(isCardExpired(expiration, now)).toBe(expected);
  });
});
