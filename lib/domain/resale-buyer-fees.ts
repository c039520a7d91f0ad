import type { FeeComponent } from '../ticketing/schemas/checkout.ts';
import { feeParts, feeRuleFor, isFeeCharged, type FeeInput } from './fees.ts';
import { roundMoney, sumMoney } from './money.ts';

/**
 * What a buyer pays on top of a secondary-market ticket (spec 02 §9: "Resell buyer fees apply
 * only when resale is active"). The fees are the seller's fee scheme entries of type `resell`,
 * charged per resale ticket on the price its seller asks, by the fee's matching dynamic rule
 * (min <= price < max) like a per-ticket fee.
 *
 * Readings where the spec is silent (ADR draft "resale"):
 * - A resale ticket carries the resell buyer fee instead of the primary market's per-ticket and
 *   hard-ticket fees (those are charged when the ticket was first sold); fees of the cart or the
 *   transaction still apply once per checkout item.
 * - Resale is active when the seller has resale switched on; otherwise no resell fee applies.
 * - Disabled and inner fees are not added, a waive-fees discount waives these fees too, and a free
 *   resale cart charges only fees marked for free carts (the same rules as every outer fee).
 */

export interface ResaleFeeLine {
  /** The price the seller asks for one ticket. */
  unitPrice: number;
  amount: number;
}

export interface ResaleBuyerFeeInput {
  fees: readonly FeeInput[];
  lines: readonly ResaleFeeLine[];
  /** Whether the seller has resale switched on. */
  resaleActive: boolean;
  /** A waive-fees discount applies to the checkout item. */
  feesWaived?: boolean | undefined;
}

/** The `resell` fees a buyer pays, split into fixed and variable parts like every outer fee. */
export function resaleBuyerFees(input: ResaleBuyerFeeInput): { var: FeeComponent[]; fix: FeeComponent[] } {
  const result: { var: FeeComponent[]; fix: FeeComponent[] } = { var: [], fix: [] };
  if (!input.resaleActive || input.lines.length === 0) return result;
  const total = sumMoney(input.lines.map((line) => line.unitPrice * line.amount));
  for (const fee of input.fees) {
    if (fee.type !== 'resell' || !isFeeCharged(fee, { cartTotal: total, feesWaived: input.feesWaived === true })) continue;
    const perLine = input.lines.map((line) => {
      const parts = feeParts(feeRuleFor(fee.rules, line.unitPrice), line.unitPrice);
      const units = Math.max(0, Math.floor(line.amount));
      return { fix: roundMoney(parts.fix * units), var: roundMoney(parts.var * units) };
    });
    const fix = sumMoney(perLine.map((part) => part.fix));
    const variable = sumMoney(perLine.map((part) => part.var));
    const name = fee.exposedAs ?? fee.name;
    const describe = (amount: number): FeeComponent => ({ total: amount, ...(name !== undefined ? { name } : {}), exposed: fee.exposed === true });
    if (fix > 0) result.fix.push(describe(fix));
    if (variable > 0) result.var.push(describe(variable));
  }
  return result;
}

/** The buyer fee of one resale ticket at `price`: what the listing shows next to the price. */
export function resaleBuyerFee(fees: readonly FeeInput[], price: number, resaleActive: boolean): number {
  const charged = resaleBuyerFees({ fees, lines: [{ unitPrice: price, amount: 1 }], resaleActive });
  return sumMoney([...charged.fix, ...charged.var].map((component) => component.total));
}
