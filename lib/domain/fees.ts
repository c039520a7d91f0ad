import type { FeeComponent, FeeComponents } from '../ticketing/schemas/checkout.ts';
import type { Fee, FeeRule } from '../ticketing/schemas/fee-scheme.ts';
import { roundMoney, sumMoney } from './money.ts';

/**
 * Outer fees of a checkout item (spec 02 §3 FeeScheme, §9 Fees) and their grouping in the cart
 * panel (spec 01 §2).
 *
 * - Fee types: `ticket` is charged per ticket unit on that unit's price, `hardTicket` per unit
 *   delivered as a hard ticket on its price, `cart` and `transaction` once on the cart total
 *   (within one checkout item both are charged once). Other types (fulfillment, resell) are
 *   priced elsewhere and skipped here.
 * - Each fee charges its matching dynamic rule (min <= value < max, the value being the
 *   calculation base): rule.fix plus rule.var × base, rounded to cents per unit. The fixed parts
 *   land in `fix`, the variable parts in `var`, zero parts are left out.
 * - Disabled fees (`enabled: false`; absent means enabled) and inner fees (`included`, already in
 *   the price) are not added on top.
 * - Free cart: when the discounted cart total is under FREE_CART_THRESHOLD only fees flagged
 *   `appliesToFreeCart` apply (our input flag: the fee scheme schema does not carry which fees are
 *   "free-cart fees"; a seller marks e.g. a booking fee that is charged even on free orders).
 * - Waived fees (a waive_fees discount): no fee applies at all, free-cart fees included.
 */

/** Under this discounted total a cart is free, and only free-cart fees apply (spec 02 §9). */
export const FREE_CART_THRESHOLD = 0.01;

/** The fee types computed here. */
export const PER_UNIT_FEE_TYPES = ['ticket', 'hardTicket'] as const;
export const PER_CART_FEE_TYPES = ['cart', 'transaction'] as const;

export type FeeInput = Fee & {
  /** Charged even when the cart is free (see FREE_CART_THRESHOLD). Default false. */
  appliesToFreeCart?: boolean | undefined;
};

export interface FeeLine {
  /** The price of one unit: the base of per-ticket fees. The caller passes list or discounted prices. */
  unitPrice: number;
  amount: number;
  asHardTicket?: boolean | null | undefined;
}

/** The first rule with min <= value < max; a missing (null or undefined) bound is open. */
export function feeRuleFor(rules: readonly FeeRule[] | undefined, value: number): FeeRule | undefined {
  return rules?.find((rule) => (rule.min == null || rule.min <= value) && (rule.max == null || value < rule.max));
}

/** The fixed and variable parts a rule charges on a base, each rounded to cents. */
export function feeParts(rule: FeeRule | undefined, base: number): { fix: number; var: number } {
  if (!rule) return { fix: 0, var: 0 };
  return { fix: roundMoney(rule.fix ?? 0), var: roundMoney((rule.var ?? 0) * base) };
}

/** What a fee charges on one base: its matching rule's fix plus var × base; 0 when no rule matches. */
export function feeAmount(fee: Pick<Fee, 'rules'>, base: number): number {
  const parts = feeParts(feeRuleFor(fee.rules, base), base);
  return roundMoney(parts.fix + parts.var);
}

export interface ComputeFeesInput {
  fees: readonly FeeInput[];
  /** The ticket lines of the checkout item. */
  lines: readonly FeeLine[];
  /** The discounted cart total: base of cart and transaction fees, and the free-cart test. */
  cartTotal: number;
  feesWaived: boolean;
}

export function isFeeCharged(fee: FeeInput, context: { cartTotal: number; feesWaived: boolean }): boolean {
  if (context.feesWaived) return false;
  if (fee.enabled === false || fee.included === true) return false;
  if (context.cartTotal < FREE_CART_THRESHOLD && fee.appliesToFreeCart !== true) return false;
  return true;
}

export function computeFees(input: ComputeFeesInput): { var: FeeComponent[]; fix: FeeComponent[] } {
  const result: { var: FeeComponent[]; fix: FeeComponent[] } = { var: [], fix: [] };
  for (const fee of input.fees) {
    if (!isFeeCharged(fee, input)) continue;
    const charged = chargeOf(fee, input);
    if (!charged) continue;
    const name = fee.exposedAs ?? fee.name;
    const describe = (total: number): FeeComponent => ({ total, ...(name !== undefined ? { name } : {}), exposed: fee.exposed === true });
    if (charged.fix > 0) result.fix.push(describe(charged.fix));
    if (charged.var > 0) result.var.push(describe(charged.var));
  }
  return result;
}

function chargeOf(fee: FeeInput, input: ComputeFeesInput): { fix: number; var: number } | undefined {
  switch (fee.type) {
    case 'ticket':
    case 'hardTicket': {
      const lines = fee.type === 'hardTicket' ? input.lines.filter((line) => line.asHardTicket === true) : input.lines;
      const perLine = lines.map((line) => {
        const parts = feeParts(feeRuleFor(fee.rules, line.unitPrice), line.unitPrice);
        const units = Math.max(0, Math.floor(line.amount));
        return { fix: roundMoney(parts.fix * units), var: roundMoney(parts.var * units) };
      });
      return { fix: sumMoney(perLine.map((part) => part.fix)), var: sumMoney(perLine.map((part) => part.var)) };
    }
    case 'cart':
    case 'transaction':
      return feeParts(feeRuleFor(fee.rules, input.cartTotal), input.cartTotal);
    default:
      return undefined;
  }
}

/** Name under which fees without an itemised name are summed in the cart panel. */
export const OTHER_FEES = 'otherFees';

export interface GroupedFees {
  /** Exposed fees by name, equal names summed, in order of first appearance. */
  itemised: { name: string; total: number }[];
  /** Everything else: unexposed fees, and exposed ones without a name. */
  otherFees: number;
  total: number;
}

/** The cart panel's fee lines: exposed fees itemised, the others as one "other fees" amount. */
export function groupFees(components: readonly FeeComponent[] | FeeComponents | undefined): GroupedFees {
  const list = flattenFees(components);
  const itemised = new Map<string, number>();
  let other = 0;
  for (const component of list) {
    const name = component.name?.trim();
    if (component.exposed === true && name) itemised.set(name, sumMoney([itemised.get(name) ?? 0, component.total]));
    else other = sumMoney([other, component.total]);
  }
  return {
    itemised: [...itemised].map(([name, total]) => ({ name, total })),
    otherFees: other,
    total: sumMoney(list.map((component) => component.total)),
  };
}

export function flattenFees(components: readonly FeeComponent[] | FeeComponents | undefined): FeeComponent[] {
  if (!components) return [];
  if (Array.isArray(components)) return [...components];
  const { var: variable = [], fix = [] } = components as FeeComponents;
  return [...variable, ...fix];
}
