import { describe, it, expect } from 'vitest';
import { CART_STACKING_THRESHOLD, stackLines, type StackableLine } from '../../lib/domain/stacking.ts';

const seat = (index: number, overrides: Partial<StackableLine> = {}): StackableLine => ({ _id: `l${index}`, type: 'ticket', ticketTypeId: 'adult', price: 20, amount: 1, ...overrides });
const many = (count: number, make: (index: number) => StackableLine = (index) => seat(index)) => Array.from({ length: count }, (_, index) => make(index));

describe('stackLines (spec 02 §9: stacking starts above 50 lines)', () => {
  it('starts above 50 lines', () => {
    expect(CART_STACKING_THRESHOLD).toBe(50);
  });

  it.each([1, CART_STACKING_THRESHOLD - 1, CART_STACKING_THRESHOLD])('leaves %i lines unchanged', (count) => {
    const lines = many(count);
    const result = stackLines(lines);
    expect(result).toEqual(lines);
    expect(result.some((line) => line.isStacked)).toBe(false);
  });

  it(`stacks ${CART_STACKING_THRESHOLD + 1} equal lines into one`, () => {
    const lines = many(CART_STACKING_THRESHOLD + 1);
    const result = stackLines(lines);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ _id: 'l0', amount: CART_STACKING_THRESHOLD + 1, isStacked: true });
    expect(result[0]!.stackedIds).toEqual(lines.map((line) => line._id));
  });

  it.each<[string, (index: number) => StackableLine, number]>([
    ['different ticket types', (index) => seat(index, { ticketTypeId: index % 2 ? 'adult' : 'child' }), 2],
    ['different prices', (index) => seat(index, { price: index % 3 }), 3],
    ['different line types with the same id', (index) => seat(index, { type: index % 2 ? 'ticket' : 'product', ticketTypeId: undefined, productId: 'p' }), 2],
    ['products by product id', (index) => seat(index, { type: 'product', ticketTypeId: undefined, productId: `p${index % 4}` }), 4],
    ['different time slots', (index) => seat(index, { slotInfo: { slotStartTime: index % 2 ? '2030-01-01T10:00:00Z' : '2030-01-01T12:00:00Z' } }), 2],
    ['lines naming neither a ticket type nor a product', (index) => ({ _id: `f${index}`, type: 'additionalFee', amount: 1, price: 1 }), CART_STACKING_THRESHOLD + 1],
    ['triggered lines', (index) => seat(index, { triggeredBy: 'x' }), CART_STACKING_THRESHOLD + 1],
    ['bundles with sub-items', (index) => seat(index, { type: 'bundle', subItems: [{}] }), CART_STACKING_THRESHOLD + 1],
  ])('keeps %s apart', (_case, make, stacks) => {
    expect(stackLines(many(CART_STACKING_THRESHOLD + 1, make))).toHaveLength(stacks);
  });

  it('keeps the position of each stack\'s first line and sums amounts', () => {
    const lines = [
      seat(0, { ticketTypeId: 'a', amount: 2 }),
      seat(1, { ticketTypeId: 'b' }),
      ...many(CART_STACKING_THRESHOLD, (index) => seat(index + 2, { ticketTypeId: index % 2 ? 'a' : 'b', amount: 3 })),
    ];
    const result = stackLines(lines);
    expect(result.map((line) => [line._id, line.amount, line.isStacked])).toEqual([
      ['l0', 2 + 25 * 3, true],
      ['l1', 1 + 25 * 3, true],
    ]);
  });

  it('does not mark a line that stacks with nothing', () => {
    const lines = [...many(CART_STACKING_THRESHOLD), seat(99, { ticketTypeId: 'solo' })];
    const solo = stackLines(lines).find((line) => line._id === 'l99');
    expect(solo).toEqual(seat(99, { ticketTypeId: 'solo' }));
  });
});
