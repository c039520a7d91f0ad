import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { GATEWAYS } from '../../lib/sandbox/seed/ids.ts';
import { RIVERSIDE_FEES } from '../../lib/sandbox/seed/pricing.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';
import { sumMoney } from '../../lib/domain/money.ts';
import { caller } from './support/account-client.ts';
import { BUYER_DETAILS } from '../support/buyer-details.ts';
import { transactionSchema, type Transaction } from '../../lib/ticketing/schemas/transaction.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

/**
 * The order's receipt (ADR 0024): a paid checkout's products, vouchers, fees and sums are kept
 * with its transaction, and GET transaction by secret answers them; the demo seed's orders carry
 * the same.
 */

const JAZZ = 'evt_riverside_jazz';
const FAUST = 'evt_lindenau_faust';
const { bookingFeeBelow30, serviceFee } = RIVERSIDE_FEES;

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => new Date('2025-03-14T12:00:00.000Z') });
});
afterEach(() => sandbox.close());

const { call } = caller(() => sandbox);
const post = <T>(path: string, json: unknown) => call<T>('POST', path, { json });

type Ref = { _id: string; secret: string };

/** A checkout of `sellerId` with `add` in its cart, the buyer's details, paid with the success card. */
async function buy(sellerId: string, gateway: string, add: Record<string, unknown>): Promise<Transaction> {
  const created = await post<Checkout>('/api/public/checkouts', { sellerId });
  const checkout: Ref = { _id: created.body._id, secret: created.body.secret ?? '' };
  const added = await post<Checkout>(`/api/public/checkouts/${checkout._id}/items`, { secret: checkout.secret, ...add });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  expect((await call('PUT', `/api/public/checkouts/${checkout._id}/details`, { json: { secret: checkout.secret, ...BUYER_DETAILS } })).status).toBe(200);
  const request = await post<{ _id: string; secret: string }>(`/api/public/checkouts/${checkout._id}/payment-request`, { secret: checkout.secret, paymentGatewayId: gateway });
  expect(request.status, JSON.stringify(request.body)).toBe(200);
  const paid = await post<{ transaction?: { tid: string; secret: string } }>(`/api/payments/requests/${request.body._id}/verify`, {
    secret: request.body.secret,
    paymentGatewayId: gateway,
    data: { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
  });
  const ref = paid.body.transaction;
  if (!ref) throw new Error(`not paid: ${JSON.stringify(paid.body)}`);
  const answer = await call<unknown>('GET', `/api/public/transactions/${ref.tid}?secret=${encodeURIComponent(ref.secret)}`);
  expect(answer.status).toBe(200);
  return transactionSchema.parse(answer.body);
}

describe('a paid checkout keeps its receipt with the order', () => {
  it('tickets with a product and a gift voucher: the items, the fees and a gross total that is the price paid', async () => {
    const order = await buy('sel_riverside', GATEWAYS.riversideSandbox, {
      eventId: JAZZ,
      items: [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }],
      products: [
        { productId: 'prd_programme', amount: 1 },
        { productId: 'prd_drinks', amount: 2 },
      ],
    });
    expect(order.tickets).toEqual([expect.objectContaining({ amount: 2, ticketTypeId: 'tt_jazz_standing', price: 25 })]);
    expect(order.items).toEqual([
      { kind: 'product', productId: 'prd_programme', name: 'Programme booklet', amount: 1, price: 5, total: 5, taxRate: 0 },
      { kind: 'voucher', productId: 'prd_drinks', name: 'Drink voucher', amount: 2, price: 7, total: 14, taxRate: 0.2 },
    ]);
    expect(order.fees).toEqual(
      expect.arrayContaining([
        { name: 'Booking fee', total: 2 * bookingFeeBelow30, exposed: true },
        { name: 'Service fee', total: serviceFee, exposed: false },
      ]),
    );
    const paid = sumMoney([50, 5, 14, 2 * bookingFeeBelow30, serviceFee]);
    expect(order.realPrice).toBe(paid);
    // Gross prices: nothing split out, the sum is what was paid.
    expect(order.totals).toEqual({ gross: paid });
    expect(order.discounts).toEqual([]);
    expect(order.credits).toEqual([]);
  });

  it('products alone: an order without tickets that lists them', async () => {
    const order = await buy('sel_riverside', GATEWAYS.riversideSandbox, { eventId: JAZZ, products: [{ productId: 'prd_programme', amount: 3 }] });
    expect(order.tickets).toEqual([]);
    expect(order.items).toEqual([expect.objectContaining({ kind: 'product', name: 'Programme booklet', amount: 3, price: 5, total: 15 })]);
    expect(order.realPrice).toBe(sumMoney([15, serviceFee]));
    expect(order.totals?.gross).toBe(order.realPrice);
  });

  it('net prices (kulturhaus-lindenau): the net subtotal, the tax by rate with its name, and the gross total', async () => {
    const order = await buy('sel_lindenau', GATEWAYS.lindenauSandbox, { eventId: FAUST, items: [{ ticketTypeId: 'tt_faust_parkett', amount: 2 }] });
    // 2 × €24.30 net, 7 % MwSt. (3.40), presale fee 2 × 2.43.
    expect(order.totals).toEqual({ net: 48.6, taxes: [{ rate: 0.07, amount: 3.4, name: 'MwSt.' }], gross: 56.86 });
    expect(order.realPrice).toBe(56.86);
    expect(order.fees).toEqual([{ name: 'Vorverkaufsgebühr', total: 4.86, exposed: true }]);
  });
});

describe('the demo orders with a receipt', () => {
  const stored = (tid: string) => transactionSchema.parse(sandbox.store.get('transactions', tid));

  it("Alex's jazz order bought the first ticket's programme booklet and paid the fees", () => {
    const order = stored(ALEX_IDS.orders.mixed);
    expect(order.items).toEqual([expect.objectContaining({ kind: 'product', name: 'Programme booklet', amount: 1, price: 5, total: 5 })]);
    expect(order.tickets?.reduce((sum, line) => sum + line.amount, 0)).toBe(4);
    expect(order.realPrice).toBe(sumMoney([4 * 39, 5, 4 * RIVERSIDE_FEES.bookingFeeFrom30, serviceFee]));
    expect(order.totals?.gross).toBe(order.realPrice);
  });

  it('one order holds only products and vouchers', () => {
    const order = stored(ALEX_IDS.orders.productsOnly);
    expect(order.tickets).toEqual([]);
    expect(order.items?.map((item) => [item.kind, item.name, item.amount])).toEqual([
      ['voucher', 'Drink voucher', 2],
      ['product', 'Programme booklet', 1],
    ]);
    expect(order.realPrice).toBe(sumMoney([14, 5, serviceFee]));
    expect(sandbox.store.list('tickets', { customerId: order.customerId ?? '' }).docs.some((ticket) => ticket.transactionId === order.tid)).toBe(false);
  });

  it("Lena's Faust order at a net-price seller carries its net subtotal, tax and gross total", () => {
    const order = stored('tx_lena_001');
    expect(order.totals).toEqual({ net: 48.6, taxes: [{ rate: 0.07, amount: 3.4, name: 'MwSt.' }], gross: 52 });
    expect(order.realPrice).toBe(52);
  });
});
