/**
 * Stacking of cart lines (spec 02 §9 "Stacking of cart lines starts above 50 lines"): a cart of
 * more than CART_STACKING_THRESHOLD lines shows lines of the same kind as one line with the summed
 * amount, `isStacked: true`, the first line's id and all merged ids in `stackedIds`. The stack
 * sits where its first line was.
 *
 * Lines stack when type, ticket type (or product) and price are equal, and also the time slot
 * start (merging different slots would hide when the buyer is expected). Lines naming neither a
 * ticket type nor a product (fees, insurance), bundles with sub-items and lines triggered by
 * another line never stack: they would lose what tells them apart or what they belong to.
 */

export const CART_STACKING_THRESHOLD = 50;

export interface StackableLine {
  _id: string;
  type: string;
  amount: number;
  price?: number | null | undefined;
  ticketTypeId?: string | null | undefined;
  productId?: string | null | undefined;
  slotInfo?: { slotStartTime?: string | null | undefined } | null | undefined;
  subItems?: readonly unknown[] | null | undefined;
  triggeredBy?: string | null | undefined;
}

export type StackedLine<L> = L & { isStacked?: boolean; stackedIds?: string[] };

export function stackKey(line: StackableLine): string | undefined {
  const item = line.ticketTypeId ?? line.productId;
  if (item == null || (line.subItems && line.subItems.length > 0) || line.triggeredBy != null) return undefined;
  return JSON.stringify([line.type, item, line.price ?? null, line.slotInfo?.slotStartTime ?? null]);
}

export function stackLines<L extends StackableLine>(lines: readonly L[]): StackedLine<L>[] {
  if (lines.length <= CART_STACKING_THRESHOLD) return [...lines];
  const result: StackedLine<L>[] = [];
  const stacks = new Map<string, number>();
  for (const line of lines) {
    const key = stackKey(line);
    const at = key === undefined ? undefined : stacks.get(key);
    if (key === undefined) {
      result.push(line);
    } else if (at === undefined) {
      stacks.set(key, result.length);
      result.push(line);
    } else {
      const stack = result[at]!;
      result[at] = { ...stack, amount: stack.amount + line.amount, isStacked: true, stackedIds: [...(stack.stackedIds ?? [stack._id]), line._id] };
    }
  }
  return result;
}
