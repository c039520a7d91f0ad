import type { AppliedDiscount } from '../ticketing/schemas/checkout.ts';
import type { Modifier } from '../ticketing/schemas/fee-scheme.ts';
import { fromCents, toCents } from './money.ts';

/**
 * Discounts on cart lines (spec 02 §3 Modifiers, §9 "Discount order"): fixed cart discounts first,
 * then fixed per-item discounts, then percentages, then waived fees; items are discounted most
 * expensive first; nothing goes below 0.
 *
 * - A fixed cart discount (`fix_discount`, scope 'cart', the default) is one amount for the whole
 *   cart: it empties the units of the most expensive line one by one, then the next line's, until
 *   it is used up. Ties keep the cart's order.
 * - A fixed per-item discount (scope 'item') takes its amount off every unit, each at most down to 0.
 * - A percentage (`var_discount`, value 0..1) is computed once on what is left of the discountable
 *   lines, capped at `max`, and shared out in proportion to each unit's value; the cents that
 *   proportional shares cannot split evenly go to the most expensive units first. Several
 *   percentages compound, each on what the previous left.
 * - `waive_fees` discounts nothing here; it sets `feesWaived`, and the fee computation then
 *   charges no fees.
 *
 * Lines flagged `discountable: false` are never touched. All arithmetic is in integer cents.
 */

export type DiscountScope = 'cart' | 'item';
/** A modifier as the API sends it, plus which level a fixed discount applies to (default: cart). */
export type DiscountModifier = Modifier & { scope?: DiscountScope | undefined };

export interface DiscountLine {
  id: string;
  unitPrice: number;
  amount: number;
  /** Default true. */
  discountable?: boolean | undefined;
}

export interface DiscountedLine {
  id: string;
  unitPrice: number;
  amount: number;
  /** unitPrice × amount. */
  regularTotal: number;
  discount: number;
  /** What the line costs after discounts. */
  total: number;
}

export interface DiscountResult {
  lines: DiscountedLine[];
  /** One entry per modifier in the order applied (the checkout's appliedDiscountInfo.discounts shape). */
  discounts: AppliedDiscount[];
  discountTotal: number;
  total: number;
  feesWaived: boolean;
}

/** The four steps of the discount order. */
export const DISCOUNT_ORDER = ['fixedCart', 'fixedItem', 'percentage', 'waiveFees'] as const;
export type DiscountStep = (typeof DISCOUNT_ORDER)[number];

export function discountStep(modifier: DiscountModifier): DiscountStep {
  if (modifier.type === 'fix_discount') return modifier.scope === 'item' ? 'fixedItem' : 'fixedCart';
  if (modifier.type === 'var_discount') return 'percentage';
  return 'waiveFees';
}

interface Unit {
  line: number;
  cents: number;
}

export function applyDiscounts(lines: readonly DiscountLine[], modifiers: readonly DiscountModifier[]): DiscountResult {
  // Units of discountable lines, most expensive line first (a stable sort keeps the cart order on ties).
  const order = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.discountable !== false)
    .sort((a, b) => toCents(b.line.unitPrice) - toCents(a.line.unitPrice))
    .map(({ index }) => index);
  const units: Unit[] = order.flatMap((index) => {
    const line = lines[index]!;
    const cents = Math.max(0, toCents(line.unitPrice));
    return Array.from({ length: Math.max(0, Math.floor(line.amount)) }, () => ({ line: index, cents }));
  });

  const ordered = DISCOUNT_ORDER.flatMap((step) => modifiers.filter((modifier) => discountStep(modifier) === step));
  const discounts: AppliedDiscount[] = [];
  let feesWaived = false;

  for (const modifier of ordered) {
    if (modifier.type === 'waive_fees') {
      feesWaived = true;
      discounts.push({ type: 'waive_fees' });
      continue;
    }
    const applied =
      modifier.type === 'var_discount'
        ? percentage(units, modifier.value, modifier.max)
        : modifier.scope === 'item'
          ? fixedPerItem(units, toCents(modifier.amount))
          : fixedCart(units, toCents(modifier.amount));
    discounts.push({ type: modifier.type, absoluteDiscountValue: fromCents(applied) });
  }

  const left = new Map<number, number>();
  for (const unit of units) left.set(unit.line, (left.get(unit.line) ?? 0) + unit.cents);

  const result = lines.map((line, index): DiscountedLine => {
    const regular = Math.max(0, toCents(line.unitPrice)) * Math.max(0, Math.floor(line.amount));
    const total = left.has(index) ? left.get(index)! : regular;
    return { id: line.id, unitPrice: line.unitPrice, amount: line.amount, regularTotal: fromCents(regular), discount: fromCents(regular - total), total: fromCents(total) };
  });
  const totalCents = result.reduce((sum, line) => sum + toCents(line.total), 0);
  const discountCents = result.reduce((sum, line) => sum + toCents(line.discount), 0);
  return { lines: result, discounts, discountTotal: fromCents(discountCents), total: fromCents(totalCents), feesWaived };
}

function fixedCart(units: Unit[], cents: number): number {
  let leftover = Math.max(0, cents);
  for (const unit of units) {
    if (leftover === 0) break;
    const take = Math.min(unit.cents, leftover);
    unit.cents -= take;
    leftover -= take;
  }
  return Math.max(0, cents) - leftover;
}

function fixedPerItem(units: Unit[], cents: number): number {
  let applied = 0;
  for (const unit of units) {
    const take = Math.min(unit.cents, Math.max(0, cents));
    unit.cents -= take;
    applied += take;
  }
  return applied;
}

function percentage(units: Unit[], share: number, max: number | undefined): number {
  const base = units.reduce((sum, unit) => sum + unit.cents, 0);
  if (base === 0) return 0;
  let wanted = Math.round(Number((base * Math.min(1, Math.max(0, share))).toPrecision(15)));
  if (max !== undefined) wanted = Math.min(wanted, Math.max(0, toCents(max)));
  // Proportional shares, floored; the remaining cents go to the largest fractions, most expensive first.
  const shares = units.map((unit, position) => {
    const exact = (unit.cents * wanted) / base;
    return { position, whole: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let remainder = wanted - shares.reduce((sum, part) => sum + part.whole, 0);
  const byFraction = [...shares].sort((a, b) => b.fraction - a.fraction || a.position - b.position);
  for (const part of byFraction) {
    if (remainder === 0) break;
    part.whole += 1;
    remainder -= 1;
  }
  for (const part of shares) units[part.position]!.cents -= part.whole;
  return wanted;
}
