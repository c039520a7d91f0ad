import { describe, expect, it } from 'vitest';
import { instalmentsRefusal, type InstalmentsAudience, type InstalmentsRefusal } from '../../lib/domain/pay-by-instalments.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

/** Who may pay an order by instalments (ADR 0029). */

const EVENT = 'evt_jazz';
const ticketLine = { _id: 'l1', type: 'ticket' as const, amount: 2, price: 39 };
const checkout = (fields: Partial<Checkout> = {}): InstalmentsAudience['checkout'] => ({ type: 'transaction', items: [{ _id: 'i1', eventId: EVENT, tickets: [ticketLine] }], ...fields });
const audience = (fields: Partial<InstalmentsAudience> = {}): InstalmentsAudience => ({ checkout: checkout(), eventId: EVENT, paymentPlansFeature: true, loggedIn: true, ...fields });

describe('instalmentsRefusal', () => {
  it.each<[string, InstalmentsAudience, InstalmentsRefusal | undefined]>([
    ['an order of the event by a logged-in customer', audience(), undefined],
    ['a checkout without a type', audience({ checkout: checkout({ type: undefined }) }), undefined],
    ['a guest', audience({ loggedIn: false }), 'loginRequired'],
    ['a seller without the payment plans feature', audience({ paymentPlansFeature: false }), 'notOffered'],
    ['the feature unset', audience({ paymentPlansFeature: undefined }), 'notOffered'],
    ['a purchase intent checkout', audience({ checkout: checkout({ type: 'purchaseIntent' }) }), 'notOffered'],
    ['a subscription checkout', audience({ checkout: checkout({ type: 'subscription' }) }), 'notOffered'],
    ['items of another event too', audience({ checkout: checkout({ items: [{ _id: 'i1', eventId: EVENT, tickets: [ticketLine] }, { _id: 'i2', eventId: 'evt_other', tickets: [ticketLine] }] }) }), 'notOffered'],
    ['an empty checkout', audience({ checkout: checkout({ items: [] }) }), 'notOffered'],
    ['an upgrade credit (a ticket action)', audience({ checkout: checkout({ redeemedVouchers: { vouchers: [{ code: 'UPG', type: 'UPGRADE_CREDIT' }] } }) }), 'notOffered'],
    ['a shop voucher is fine', audience({ checkout: checkout({ redeemedVouchers: { vouchers: [{ code: 'GIFT' }] } }) }), undefined],
    ['an action fee line (repersonalization, rebooking)', audience({ checkout: checkout({ items: [{ _id: 'i1', eventId: EVENT, additionalItems: [{ _id: 'f1', type: 'additionalFee', amount: 1, price: 5 }] }] }) }), 'notOffered'],
  ])('%s -> %s', (_name, input, refusal) => {
    expect(instalmentsRefusal(input)).toBe(refusal);
  });
});
