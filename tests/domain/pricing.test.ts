import { describe, it, expect } from 'vitest';
import { applyDiscounts } from '../../lib/domain/discounts.ts';
import { computeFees } from '../../lib/domain/fees.ts';
import { checkoutTotal, grossPrice, netPrice, showsNetPrices, taxOnNet } from '../../lib/domain/pricing.ts';

describe('checkoutTotal (lines after discounts plus outer fees)', () => {
  it.each<[string, Parameters<typeof checkoutTotal>[0], ReturnType<typeof checkoutTotal>]>([
    ['lines only', { lines: [{ total: 19.99 }, { total: 19.99 }, { total: 19.99 }] }, { itemsTotal: 59.97, feesTotal: 0, total: 59.97 }],
    ['lines and fees', { lines: [{ total: 53.97 }], fees: { var: [{ total: 0.1 }], fix: [{ total: 0.2 }] } }, { itemsTotal: 53.97, feesTotal: 0.3, total: 54.27 }],
    ['a fee list', { lines: [{ total: 10 }], fees: [{ total: 1.5 }] }, { itemsTotal: 10, feesTotal: 1.5, total: 11.5 }],
    ['nothing', { lines: [] }, { itemsTotal: 0, feesTotal: 0, total: 0 }],
  ])('%s', (_case, input, expected) => {
    expect(checkoutTotal(input)).toEqual(expected);
  });

  it('chains discounts, fees and the total to exact cents', () => {
    const discounted = applyDiscounts([{ id: 't', unitPrice: 19.99, amount: 3 }], [{ type: 'var_discount', value: 0.1 }]);
    const fees = computeFees({
      fees: [
        { name: 'Service fee', type: 'ticket', exposed: true, rules: [{ fix: 0.99 }] },
        { name: 'Booking fee', type: 'cart', rules: [{ var: 0.03 }] },
      ],
      lines: [{ unitPrice: 19.99, amount: 3 }],
      cartTotal: discounted.total,
      feesWaived: discounted.feesWaived,
    });
    // 53.97 + 3 × 0.99 + 3 % of 53.97 (1.6191 -> 1.62)
    expect(checkoutTotal({ lines: discounted.lines, fees })).toEqual({ itemsTotal: 53.97, feesTotal: 4.59, total: 58.56 });
  });

  it('charges no fees when a waive_fees discount applies', () => {
    const discounted = applyDiscounts([{ id: 't', unitPrice: 40, amount: 1 }], [{ type: 'waive_fees' }]);
    const fees = computeFees({ fees: [{ type: 'ticket', rules: [{ fix: 2 }] }], lines: [{ unitPrice: 40, amount: 1 }], cartTotal: discounted.total, feesWaived: discounted.feesWaived });
    expect(checkoutTotal({ lines: discounted.lines, fees }).total).toBe(40);
  });
});

describe('net and gross prices (tax rates are shares)', () => {
  it.each<[number, number, number]>([
    [119, 0.19, 100],
    [120, 0.2, 100],
    [19.99, 0.19, 16.8],
    [10, 0, 10],
    [0, 0.2, 0],
  ])('gross %d at %d -> net %d', (gross, rate, net) => {
    expect(netPrice(gross, rate)).toBe(net);
  });

  it.each<[number, number, number]>([
    [100, 0.19, 119],
    [16.8, 0.19, 19.99],
    [33.33, 0.2, 40],
    [10, 0, 10],
  ])('net %d at %d -> gross %d', (net, rate, gross) => {
    expect(grossPrice(net, rate)).toBe(gross);
  });

  it('treats a missing tax rate as 0', () => {
    expect(netPrice(10, undefined)).toBe(10);
    expect(grossPrice(10, null)).toBe(10);
  });

  it.each<[number, number, number]>([
    [100, 0.19, 19],
    [16.8, 0.19, 3.19],
  ])('tax on net %d at %d is %d', (net, rate, tax) => {
    expect(taxOnNet(net, rate)).toBe(tax);
  });

  it.each<[Parameters<typeof showsNetPrices>[0], boolean]>([
    [{ taxCalculationMethod: 'Exclusive' }, true],
    [{ taxCalculationMethod: 'Inclusive' }, false],
    [undefined, false],
    [null, false],
  ])('shows net prices for %o: %s', (taxSetting, expected) => {
    expect(showsNetPrices(taxSetting)).toBe(expected);
  });
});
