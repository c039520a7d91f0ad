import { describe, expect, it } from 'vitest';
import { orderTotals, type OrderTotals, type OrderTotalsInput } from '../../lib/domain/order-totals.ts';
import { sumMoney } from '../../lib/domain/money.ts';

describe('orderTotals (ADR 0024: the order summary adds up to what was charged)', () => {
  it.each<[string, OrderTotalsInput, OrderTotals]>([
    [
      // riverside-live: 4 × Seated £39 and a programme booklet £5, booking fee 4 × £2.50, service fee £0.99
      'gross prices: lines and fees',
      { lines: [{ total: 156, taxRate: 0 }, { total: 5, taxRate: 0 }], fees: [{ total: 10 }, { total: 0.99 }], netPrices: false },
      { taxes: [], feesTotal: 10.99, creditsTotal: 0, gross: 171.99 },
    ],
    [
      'gross prices: a tax rate on a line splits nothing out',
      { lines: [{ total: 14, taxRate: 0.2 }], fees: [], netPrices: false },
      { taxes: [], feesTotal: 0, creditsTotal: 0, gross: 14 },
    ],
    [
      // kulturhaus-lindenau: 2 × Parkett at €24.30 net, 7 %, presale fee 10 % of the net price
      'net prices: tax on top of the lines, fees untaxed',
      { lines: [{ total: 48.6, taxRate: 0.07 }], fees: [{ total: 4.86 }], netPrices: true },
      { net: 48.6, taxes: [{ rate: 0.07, amount: 3.4 }], feesTotal: 4.86, creditsTotal: 0, gross: 56.86 },
    ],
    [
      'net prices: two rates, lowest first',
      { lines: [{ total: 126.06, taxRate: 0.19 }, { total: 8.41, taxRate: 0.07 }], fees: [], netPrices: true },
      { net: 134.47, taxes: [{ rate: 0.07, amount: 0.59 }, { rate: 0.19, amount: 23.95 }], feesTotal: 0, creditsTotal: 0, gross: 159.01 },
    ],
    [
      'a credit (an upgrade) is taken off last',
      { lines: [{ total: 120 }], fees: [{ total: 0.99 }], credits: [{ amount: 90 }], netPrices: false },
      { taxes: [], feesTotal: 0.99, creditsTotal: 90, gross: 30.99 },
    ],
    ['nothing bought', { lines: [], fees: [], netPrices: true }, { net: 0, taxes: [], feesTotal: 0, creditsTotal: 0, gross: 0 }],
  ])('%s', (_name, input, expected) => {
    expect(orderTotals(input)).toEqual(expected);
  });

  it('net subtotal + taxes + fees − credits is the gross total, to the cent', () => {
    const totals = orderTotals({ lines: [{ total: 0.05, taxRate: 0.19 }, { total: 0.05, taxRate: 0.19 }, { total: 19.99, taxRate: 0.07 }], fees: [{ total: 1.1 }], credits: [{ amount: 2 }], netPrices: true });
    expect(sumMoney([totals.net ?? 0, ...totals.taxes.map((tax) => tax.amount), totals.feesTotal, -totals.creditsTotal])).toBe(totals.gross);
  });
});
