import { describe, it, expect } from 'vitest';
import { applyRemoval, planRemoval, triggeredLines, violatesMinPerOrder, type MinPerOrderRule, type RemovableLine } from '../../lib/domain/cart-removal.ts';

const ticket = (_id: string, ticketTypeId: string, amount: number, triggeredBy?: string): RemovableLine => ({ _id, type: 'ticket', ticketTypeId, amount, triggeredBy });
const product = (_id: string, amount: number, triggeredBy?: string): RemovableLine => ({ _id, type: 'product', amount, triggeredBy });
const ids = (lines: readonly RemovableLine[]) => lines.map((line) => line._id);

describe('violatesMinPerOrder', () => {
  const min = (minAmountPerOrder: number, threshold?: number): MinPerOrderRule => ({ ticketTypeId: 'tt', minAmountPerOrder, minAmountPerOrderRule: threshold === undefined ? undefined : { threshold } });
  it.each<[string, number, MinPerOrderRule | undefined, boolean]>([
    ['no rule', 1, undefined, false],
    ['no minimum', 1, { ticketTypeId: 'tt' }, false],
    ['below the minimum', 3, min(4), true],
    ['at the minimum', 4, min(4), false],
    ['above the minimum', 9, min(4), false],
    ['none left', 0, min(4), false],
    ['below the threshold: the minimum does not apply yet', 4, min(10, 5), false],
    ['at the threshold: the minimum applies', 5, min(10, 5), true],
    ['between threshold and minimum', 9, min(10, 5), true],
    ['reaching the minimum above the threshold', 10, min(10, 5), false],
    ['a null threshold is no threshold', 3, { ticketTypeId: 'tt', minAmountPerOrder: 4, minAmountPerOrderRule: { threshold: null } }, true],
  ])('%s', (_case, amount, rule, expected) => {
    expect(violatesMinPerOrder(amount, rule)).toBe(expected);
  });
});

describe('triggeredLines', () => {
  it('follows triggers transitively', () => {
    const lines = [ticket('t', 'a', 1), product('bundle', 1, 't'), product('fee', 1, 'bundle'), product('other', 1)];
    expect(ids(triggeredLines(lines, new Set(['t'])))).toEqual(['bundle', 'fee']);
  });
});

describe('planRemoval and applyRemoval (spec 01 §4 remove-item flow)', () => {
  const rules: MinPerOrderRule[] = [
    { ticketTypeId: 'group', minAmountPerOrder: 4 },
    { ticketTypeId: 'family', minAmountPerOrder: 3, minAmountPerOrderRule: { threshold: 2 } },
  ];

  it.each<{
    case: string;
    lines: RemovableLine[];
    remove: string;
    step: { kind: 'decrement'; newAmount: number } | { kind: 'remove' };
    cascade: string[];
    violations: string[];
    after: [string, number][];
  }>([
    {
      case: 'one unit of several: decrement',
      lines: [ticket('adult', 'adult', 3)],
      remove: 'adult',
      step: { kind: 'decrement', newAmount: 2 },
      cascade: [],
      violations: [],
      after: [['adult', 2]],
    },
    {
      case: 'the last unit: remove the line',
      lines: [ticket('adult', 'adult', 1), ticket('child', 'child', 2)],
      remove: 'adult',
      step: { kind: 'remove' },
      cascade: [],
      violations: [],
      after: [['child', 2]],
    },
    {
      case: 'lines triggered by the removed line go with it, transitively, without asking',
      lines: [ticket('t', 'adult', 1), product('bundle', 1, 't'), product('bundleFee', 1, 'bundle'), product('drink', 2)],
      remove: 't',
      step: { kind: 'remove' },
      cascade: ['bundle', 'bundleFee'],
      violations: [],
      after: [['drink', 2]],
    },
    {
      case: 'decrementing keeps the triggered lines',
      lines: [ticket('t', 'adult', 2), product('bundle', 1, 't')],
      remove: 't',
      step: { kind: 'decrement', newAmount: 1 },
      cascade: [],
      violations: [],
      after: [
        ['t', 1],
        ['bundle', 1],
      ],
    },
    {
      case: 'a removal leaving a type below its minimum: its other lines must go, with confirmation',
      lines: [ticket('g1', 'group', 1), ticket('g2', 'group', 3), ticket('adult', 'adult', 1)],
      remove: 'g1',
      step: { kind: 'remove' },
      cascade: [],
      violations: ['g2'],
      after: [['adult', 1]],
    },
    {
      case: 'a decrement below the minimum removes the whole line, listed for confirmation',
      lines: [ticket('g', 'group', 4)],
      remove: 'g',
      step: { kind: 'remove' },
      cascade: [],
      violations: ['g'],
      after: [],
    },
    {
      case: 'a decrement that keeps the minimum',
      lines: [ticket('g', 'group', 5)],
      remove: 'g',
      step: { kind: 'decrement', newAmount: 4 },
      cascade: [],
      violations: [],
      after: [['g', 4]],
    },
    {
      case: 'lines removed for a violation take their triggered lines along (listed too)',
      lines: [ticket('g1', 'group', 1), ticket('g2', 'group', 3), product('groupBundle', 1, 'g2')],
      remove: 'g1',
      step: { kind: 'remove' },
      cascade: [],
      violations: ['g2', 'groupBundle'],
      after: [],
    },
    {
      case: 'a cascaded ticket can break a minimum in turn',
      lines: [ticket('vip', 'vip', 1), ticket('g1', 'group', 1, 'vip'), ticket('g2', 'group', 3)],
      remove: 'vip',
      step: { kind: 'remove' },
      cascade: ['g1'],
      violations: ['g2'],
      after: [],
    },
    {
      case: 'below the rule threshold the minimum does not apply',
      lines: [ticket('f', 'family', 2)],
      remove: 'f',
      step: { kind: 'decrement', newAmount: 1 },
      cascade: [],
      violations: [],
      after: [['f', 1]],
    },
    {
      case: 'at the rule threshold the minimum applies',
      lines: [ticket('f', 'family', 3)],
      remove: 'f',
      step: { kind: 'remove' },
      cascade: [],
      violations: ['f'],
      after: [],
    },
    {
      case: 'a violation of another type that this removal does not touch is not reported',
      lines: [ticket('g', 'group', 2), ticket('adult', 'adult', 2)],
      remove: 'adult',
      step: { kind: 'decrement', newAmount: 1 },
      cascade: [],
      violations: [],
      after: [
        ['g', 2],
        ['adult', 1],
      ],
    },
  ])('$case', ({ lines, remove, step, cascade, violations, after }) => {
    const plan = planRemoval(lines, remove, rules);
    expect(plan).not.toBeNull();
    expect(plan).toMatchObject({ ...step, lineId: remove });
    expect(ids(plan!.cascade)).toEqual(cascade);
    expect(ids(plan!.violations)).toEqual(violations);
    expect(plan!.needsConfirmation).toBe(violations.length > 0);
    expect(applyRemoval(lines, plan!).map((line) => [line._id, line.amount])).toEqual(after);
  });

  it('answers null for a line that is not in the cart', () => {
    expect(planRemoval([ticket('a', 'adult', 1)], 'missing', rules)).toBeNull();
  });

  it('does not change the lines it is given', () => {
    const lines = [ticket('a', 'adult', 2)];
    applyRemoval(lines, planRemoval(lines, 'a', [])!);
    expect(lines[0]!.amount).toBe(2);
  });
});
