import { fromCents, toCents } from './money.ts';
import { grossPrice } from './pricing.ts';

/**
 * The summary of a cart or order whose prices show net (issue 15, spec 01 §2 "Prices show net when
 * the seller's tax settings call for net display"): business buyers read the net subtotal, the tax
 * per rate and the gross total, and the three must add up. Each line's tax is what its gross price
 * adds to its net total after discounts, rounded per line as the ticketing side rounds it; fees are
 * added as they are computed (no tax on top), so net subtotal + tax + fees − credits = the total.
 */

export interface NetLine {
  /** The line's net total after discounts. */
  total: number;
  /** The line's tax rate as a share (0.19 for 19 %). */
  taxRate?: number | null | undefined;
}

export interface TaxShare {
  rate: number;
  amount: number;
}

export interface NetTotals {
  netSubtotal: number;
  /** One entry per rate above zero, lowest rate first. */
  taxes: TaxShare[];
  taxTotal: number;
}

export function netTotals(lines: readonly NetLine[]): NetTotals {
  let netCents = 0;
  const taxCentsByRate = new Map<number, number>();
  for (const line of lines) {
    const net = toCents(line.total);
    netCents += net;
    const rate = Math.max(0, line.taxRate ?? 0);
    if (rate === 0) continue;
    const tax = toCents(grossPrice(line.total, rate)) - net;
    taxCentsByRate.set(rate, (taxCentsByRate.get(rate) ?? 0) + tax);
  }
  const taxes = [...taxCentsByRate.entries()].sort(([a], [b]) => a - b).map(([rate, cents]) => ({ rate, amount: fromCents(cents) }));
  return { netSubtotal: fromCents(netCents), taxes, taxTotal: fromCents(taxes.reduce((sum, tax) => sum + toCents(tax.amount), 0)) };
}
