import { sumMoney } from './money.ts';
import { netTotals, type NetLine, type TaxShare } from './net-totals.ts';

/**
 * The sums under an order's lines (issue 15, ADR 0024), worked out once when the order is made
 * and kept with it, so the order page shows what was charged rather than adding prices up itself.
 *
 * - Lines are every bought line after discounts (tickets, products, vouchers, extras).
 * - Net prices (taxCalculationMethod Exclusive): the lines are net; the tax of each rate comes on
 *   top as netTotals rounds it, then the fees (not taxed again, as the sandbox's checkout charges
 *   them). Gross prices: the lines already include their tax and nothing is split out.
 * - Credits (an upgrade's or a rebooking's voucher) are taken off last.
 *
 * So net + taxes + fees − credits = gross, which is what the checkout asked the buyer to pay.
 */

export interface OrderTotalsInput {
  lines: readonly NetLine[];
  fees: readonly { total: number }[];
  credits?: readonly { amount: number }[] | undefined;
  netPrices: boolean;
}

export interface OrderTotals {
  /** The net subtotal of the lines; only for net prices. */
  net?: number;
  /** The tax per rate above zero, lowest rate first; empty for gross prices. */
  taxes: TaxShare[];
  feesTotal: number;
  creditsTotal: number;
  gross: number;
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const feesTotal = sumMoney(input.fees.map((fee) => fee.total));
  const creditsTotal = sumMoney((input.credits ?? []).map((credit) => credit.amount));
  if (input.netPrices) {
    const { netSubtotal, taxes, taxTotal } = netTotals(input.lines);
    return { net: netSubtotal, taxes, feesTotal, creditsTotal, gross: sumMoney([netSubtotal, taxTotal, feesTotal, -creditsTotal]) };
  }
  const linesTotal = sumMoney(input.lines.map((line) => line.total));
  return { taxes: [], feesTotal, creditsTotal, gross: sumMoney([linesTotal, feesTotal, -creditsTotal]) };
}
