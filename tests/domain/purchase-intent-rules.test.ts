import { describe, it, expect } from 'vitest';
import { canCompletePurchaseIntent, canCompletePurchaseIntentOnline, completeMultipleButton, isOpenPurchaseIntent } from '../../lib/domain/purchase-intent-rules.ts';
import type { PurchaseIntent } from '../../lib/ticketing/schemas/purchase-intent.ts';

type Intent = Pick<PurchaseIntent, 'status' | 'ticketsCreated' | 'products' | 'outcome' | 'restrictedCompletion'>;
const product = { type: 'product' as const, productId: 'p', name: 'Programme', price: 5, amount: 1 };
const open: Intent = { status: 'new', ticketsCreated: true };

describe('isOpenPurchaseIntent (the Open tab is status new)', () => {
  it.each([
    ['new', true],
    ['complete', false],
    ['canceled', false],
  ] as const)('%s -> %s', (status, expected) => {
    expect(isOpenPurchaseIntent({ status })).toBe(expected);
  });
});

describe('canCompletePurchaseIntent / online', () => {
  it.each<[string, Intent, boolean, boolean, boolean]>([
    // case, intent, moto, completable, online
    ['tickets created, new', open, false, true, true],
    ['products only', { status: 'new', ticketsCreated: false, products: [product] }, false, true, true],
    ['nothing created', { status: 'new', ticketsCreated: false, products: [] }, false, false, false],
    ['complete already', { ...open, status: 'complete' }, false, false, false],
    ['canceled', { ...open, status: 'canceled' }, false, false, false],
    ['checkout outcome exists', { ...open, outcome: { checkoutId: 'chk_1' } }, false, false, false],
    ['checkout outcome, seller has Moto', { ...open, outcome: { checkoutId: 'chk_1' } }, true, true, true],
    ['outcome without checkout id', { ...open, outcome: { checkoutId: null } }, false, true, true],
    ['POS only', { ...open, restrictedCompletion: ['pos'] }, false, true, false],
    ['online and POS', { ...open, restrictedCompletion: ['online', 'pos'] }, false, true, true],
    ['online only', { ...open, restrictedCompletion: ['online'] }, false, true, true],
    ['restriction null', { ...open, restrictedCompletion: null }, false, true, true],
    ['empty restriction list: no restriction', { ...open, restrictedCompletion: [] }, false, true, true],
  ])('%s', (_case, intent, moto, completable, online) => {
    expect(canCompletePurchaseIntent(intent, { moto })).toBe(completable);
    expect(canCompletePurchaseIntentOnline(intent, { moto })).toBe(online);
  });
});

describe('completeMultipleButton', () => {
  const posOnly: Intent = { ...open, restrictedCompletion: ['pos'] };
  const awaiting: Intent = { status: 'new', ticketsCreated: false };
  it.each<[string, boolean, Intent[], string]>([
    ['feature off', false, [open], 'hidden'],
    ['no open intents', true, [], 'hidden'],
    ['one completable online', true, [posOnly, open], 'enabled'],
    ['none completable online', true, [posOnly, awaiting], 'disabled'],
  ])('%s -> %s', (_case, feature, openIntents, expected) => {
    expect(completeMultipleButton({ feature, moto: false, openIntents })).toBe(expected);
  });
});
