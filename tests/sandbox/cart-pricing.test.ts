import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import type { SandboxContext } from '../../lib/sandbox/context.ts';
import { applyInternalCredit, priceCheckout } from '../../lib/sandbox/services/cart-pricing.ts';
import { RIVERSIDE_FEES } from '../../lib/sandbox/seed/pricing.ts';
import type { CartLine, Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import type { Voucher } from '../../lib/ticketing/schemas/voucher.ts';

/** Internal credit vouchers (an upgrade's or a rebooking's) in the checkout's total (spec 01 §3 Voucher, ADR 0019). */

const credit = (type: 'REBOOKING_CREDIT' | 'UPGRADE_CREDIT', internalBalance: number, code = type): Voucher => ({ code, type, internalBalance, amount: internalBalance, redeemedAmount: 0 });
const line = (_id: string, price: number, extra: Partial<CartLine> = {}): CartLine => ({ _id, type: 'ticket', price, amount: 1, ...extra });
const checkoutWith = (vouchers: Voucher[], lines: CartLine[] = []): Checkout => ({
  _id: 'chk_test',
  items: [{ _id: 'item_test', eventId: 'evt_test', tickets: lines.filter((each) => each.type === 'ticket'), additionalItems: lines.filter((each) => each.type !== 'ticket') }],
  ...(vouchers.length > 0 ? { redeemedVouchers: { vouchers } } : {}),
});

describe('applyInternalCredit', () => {
  it.each<[string, Voucher[], CartLine[], number, number, number[]]>([
    ['no credit: the total', [], [], 30, 30, []],
    ['a credit below the total: the difference', [credit('REBOOKING_CREDIT', 20)], [], 27.49, 7.49, [20]],
    ['a credit above the total: 0, the rest is not used', [credit('REBOOKING_CREDIT', 90)], [], 48.49, 0, [48.49]],
    ['two credits, used in their order', [credit('UPGRADE_CREDIT', 10), credit('REBOOKING_CREDIT', 10)], [], 15, 0, [10, 5]],
    ['a voucher that is no internal credit is left alone', [{ code: 'GIFT', amount: 50 }, credit('REBOOKING_CREDIT', 5)], [], 15, 10, [5]],
    ['a fee that is not offsetable is paid on top', [credit('REBOOKING_CREDIT', 100)], [line('fee', 3, { type: 'additionalFee', offsetable: false })], 53, 3, [50]],
    ['an offsetable fee is paid by the credit', [credit('REBOOKING_CREDIT', 100)], [line('fee', 3, { type: 'additionalFee' })], 53, 0, [53]],
  ])('%s', (_, vouchers, lines, total, realPrice, redeemed) => {
    const priced = applyInternalCredit(checkoutWith(vouchers, lines), total);
    expect(priced.realPrice).toBe(realPrice);
    expect((priced.redeemedVouchers?.vouchers ?? []).filter((voucher) => voucher.type).map((voucher) => voucher.redeemedAmount)).toEqual(redeemed);
  });

  it('keeps a checkout without vouchers as it was', () => {
    const priced = applyInternalCredit(checkoutWith([]), 12);
    expect(priced).toEqual({ ...checkoutWith([]), realPrice: 12 });
  });
});

describe('priceCheckout with a credit', () => {
  let sandbox: Sandbox;
  let ctx: SandboxContext;
  beforeEach(() => {
    const now = new Date('2030-01-15T12:00:00.000Z');
    sandbox = createSandbox({ location: ':memory:', seed: true, now: () => now });
    ctx = { store: sandbox.store, db: sandbox.store.db, now: () => now };
  });
  afterEach(() => sandbox.close());

  it('takes the credit off after discounts and fees, never below 0', () => {
    const checkout = (balance: number): Checkout => ({
      _id: 'chk_credit',
      sellerId: 'sel_riverside',
      currency: 'GBP',
      items: [{ _id: 'item_jazz', eventId: 'evt_riverside_jazz', tickets: [line('line_standing', 25, { ticketTypeId: 'tt_jazz_standing', categoryRef: 'cat_standing' })] }],
      redeemedVouchers: { vouchers: [credit('REBOOKING_CREDIT', balance)] },
    });
    const full = 25 + RIVERSIDE_FEES.bookingFeeBelow30 + RIVERSIDE_FEES.serviceFee;
    const partly = priceCheckout(ctx, checkout(20));
    expect(partly.items?.[0]?.realPrice).toBe(full);
    expect(partly.realPrice).toBe(Math.round((full - 20) * 100) / 100);
    expect(partly.redeemedVouchers?.vouchers[0]?.redeemedAmount).toBe(20);
    const covered = priceCheckout(ctx, checkout(100));
    expect(covered.realPrice).toBe(0);
    expect(covered.redeemedVouchers?.vouchers[0]?.redeemedAmount).toBe(full);
  });
});
