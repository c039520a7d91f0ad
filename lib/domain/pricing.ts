import type { FeeComponent, FeeComponents } from '../ticketing/schemas/checkout.ts';
import type { TaxSetting } from '../ticketing/schemas/seller.ts';
import { flattenFees } from './fees.ts';
import { roundMoney, sumMoney } from './money.ts';

/**
 * Checkout totals and net price display (spec 01 §2 "Prices show net when the seller's tax
 * settings call for net display", spec 02 §9 fees and discounts).
 *
 * The total is the lines after discounts plus the outer fees (inner fees are already in the
 * prices). Tax rates are shares (0.2 for 20 %), as on cart lines and product variants.
 */

export interface CheckoutTotal {
  itemsTotal: number;
  feesTotal: number;
  total: number;
}

export function checkoutTotal(input: {
  /** Lines after discounts (DiscountResult.lines, or anything with a line total). */
  lines: readonly { total: number }[];
  fees?: readonly FeeComponent[] | FeeComponents | undefined;
}): CheckoutTotal {
  const itemsTotal = sumMoney(input.lines.map((line) => line.total));
  const feesTotal = sumMoney(flattenFees(input.fees).map((fee) => fee.total));
  return { itemsTotal, feesTotal, total: sumMoney([itemsTotal, feesTotal]) };
}

/** Sellers with taxCalculationMethod Exclusive store and show prices net ("plus VAT"). */
export function showsNetPrices(taxSetting: Pick<TaxSetting, 'taxCalculationMethod'> | null | undefined): boolean {
  return taxSetting?.taxCalculationMethod === 'Exclusive';
}

/** The net amount inside a gross one: gross / (1 + rate), to cents. */
export function netPrice(gross: number, taxRate: number | null | undefined): number {
  return roundMoney(gross / (1 + Math.max(0, taxRate ?? 0)));
}

/** The gross amount of a net one: net × (1 + rate), to cents. */
export function grossPrice(net: number, taxRate: number | null | undefined): number {
  return roundMoney(net * (1 + Math.max(0, taxRate ?? 0)));
}

/** The tax in a net amount: net × rate, to cents. */
export function taxOnNet(net: number, taxRate: number | null | undefined): number {
  return roundMoney(net * Math.max(0, taxRate ?? 0));
}
