/**
 * The cart's remove-item flow (spec 01 §4): removing one unit decrements a line, at amount 1 the
 * line goes. Lines triggered by a removed line (bundle items, fees; transitively) go with it
 * without asking. If what is left breaks a ticket type's minimum per order, the remaining lines of
 * that type must go too, and the buyer confirms a list of them first.
 *
 * Readings where the spec is silent:
 * - Triggered lines follow only a line that is removed; decrementing a line keeps them.
 * - The minimum per order applies to the ticket type's total amount across the cart. With a rule
 *   threshold, the minimum applies only once that total reaches the threshold: below it any
 *   amount is fine (min 10, threshold 5: 1-4 fine, 5-9 violate, 10+ fine). An amount of 0 never
 *   violates.
 * - Only ticket types whose amount this removal lowers are checked; a violation elsewhere in the
 *   cart is not this removal's business (cart validity reports it).
 * - If the decremented line's own type then violates its minimum, the line is removed entirely
 *   and listed with the violations (the buyer asked for one unit, so this needs confirming).
 * - Lines removed for a violation take their triggered lines with them, listed as violations too;
 *   this repeats until no removal breaks another minimum.
 */

export interface RemovableLine {
  _id: string;
  type: string;
  ticketTypeId?: string | null | undefined;
  amount: number;
  triggeredBy?: string | null | undefined;
}

export interface MinPerOrderRule {
  ticketTypeId: string;
  minAmountPerOrder?: number | null | undefined;
  minAmountPerOrderRule?: { threshold?: number | null | undefined } | null | undefined;
}

export type RemovalStep = { kind: 'decrement'; lineId: string; newAmount: number } | { kind: 'remove'; lineId: string };

export type RemovalPlan<L extends RemovableLine> = RemovalStep & {
  /** Triggered by the removed line (transitively): removed without asking. */
  cascade: L[];
  /** Removed because a minimum per order would break; the buyer confirms these first. */
  violations: L[];
  needsConfirmation: boolean;
};

/** Whether `amount` units of a ticket type break its minimum per order. */
export function violatesMinPerOrder(amount: number, rule: MinPerOrderRule | undefined): boolean {
  const minimum = rule?.minAmountPerOrder;
  if (minimum == null || amount <= 0 || amount >= minimum) return false;
  const threshold = rule?.minAmountPerOrderRule?.threshold;
  return threshold == null || amount >= threshold;
}

/** Lines triggered by any of `ids`, transitively, excluding lines already in `ids`. */
export function triggeredLines<L extends RemovableLine>(lines: readonly L[], ids: ReadonlySet<string>): L[] {
  const gone = new Set(ids);
  const found: L[] = [];
  let grew = true;
  while (grew) {
    grew = false;
    for (const line of lines) {
      if (!gone.has(line._id) && line.triggeredBy != null && gone.has(line.triggeredBy)) {
        gone.add(line._id);
        found.push(line);
        grew = true;
      }
    }
  }
  return found;
}

function amountsByType(lines: readonly RemovableLine[], amountOf: (line: RemovableLine) => number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.ticketTypeId == null) continue;
    totals.set(line.ticketTypeId, (totals.get(line.ticketTypeId) ?? 0) + amountOf(line));
  }
  return totals;
}

/** The plan for pressing Remove on `lineId`; null when the cart has no such line. */
export function planRemoval<L extends RemovableLine>(lines: readonly L[], lineId: string, rules: readonly MinPerOrderRule[]): RemovalPlan<L> | null {
  const target = lines.find((line) => line._id === lineId);
  if (!target) return null;
  const ruleOf = new Map(rules.map((rule) => [rule.ticketTypeId, rule]));
  const before = amountsByType(lines, (line) => line.amount);

  const removed = new Set<string>();
  let decrementTo: number | undefined;
  if (target.amount > 1) decrementTo = target.amount - 1;
  else removed.add(target._id);
  const cascade = removed.size > 0 ? triggeredLines(lines, removed) : [];
  for (const line of cascade) removed.add(line._id);

  const violations: L[] = [];
  for (;;) {
    const after = amountsByType(
      lines.filter((line) => !removed.has(line._id)),
      (line) => (line._id === target._id && decrementTo !== undefined ? decrementTo : line.amount),
    );
    const broken = [...after].filter(([typeId, amount]) => amount < (before.get(typeId) ?? 0) && violatesMinPerOrder(amount, ruleOf.get(typeId)));
    if (broken.length === 0) break;
    const brokenTypes = new Set(broken.map(([typeId]) => typeId));
    const newlyRemoved = lines.filter((line) => !removed.has(line._id) && line.ticketTypeId != null && brokenTypes.has(line.ticketTypeId));
    for (const line of newlyRemoved) {
      removed.add(line._id);
      violations.push(line);
      if (line._id === target._id) decrementTo = undefined;
    }
    for (const line of triggeredLines(lines, removed)) {
      removed.add(line._id);
      violations.push(line);
    }
  }

  const step: RemovalStep = decrementTo !== undefined ? { kind: 'decrement', lineId, newAmount: decrementTo } : { kind: 'remove', lineId };
  return { ...step, cascade, violations, needsConfirmation: violations.length > 0 };
}

/** The cart lines after carrying out a plan. */
export function applyRemoval<L extends RemovableLine>(lines: readonly L[], plan: RemovalPlan<L>): L[] {
  const removed = new Set([...plan.cascade, ...plan.violations].map((line) => line._id));
  if (plan.kind === 'remove') removed.add(plan.lineId);
  return lines
    .filter((line) => !removed.has(line._id))
    .map((line) => (plan.kind === 'decrement' && line._id === plan.lineId ? { ...line, amount: plan.newAmount } : line));
}
