import { describe, expect, it } from 'vitest';
import {
  BUNDLE_COMPONENT_CEILING,
  bundleChoiceTotal,
  checkBundleChoice,
  componentBounds,
  componentIdOf,
  isRequiredBundle,
  minimumChoice,
  type BundleComponentLimits,
  type ComponentAmount,
} from '../../lib/domain/bundle-choice.ts';

const dinner: BundleComponentLimits = { _id: 'dinner', minQuantity: 0, maxQuantity: 6 };
const drink: BundleComponentLimits = { _id: 'drink', minQuantity: 0, maxQuantity: 6 };
const mainCourse: BundleComponentLimits = { _id: 'main', minQuantity: 1, maxQuantity: 2 };

describe('componentBounds', () => {
  it.each<[string, BundleComponentLimits, { min: number; max: number }]>([
    ['both set', dinner, { min: 0, max: 6 }],
    ['a required component', mainCourse, { min: 1, max: 2 }],
    ['no limits', {}, { min: 0, max: BUNDLE_COMPONENT_CEILING }],
    ['null limits', { minQuantity: null, maxQuantity: null }, { min: 0, max: BUNDLE_COMPONENT_CEILING }],
    ['a maximum below the minimum fixes the component', { minQuantity: 3, maxQuantity: 1 }, { min: 3, max: 3 }],
  ])('%s', (_case, component, expected) => {
    expect(componentBounds(component)).toEqual(expected);
  });
});

describe('isRequiredBundle', () => {
  it.each<[string, BundleComponentLimits[] | undefined, boolean]>([
    ['every component optional (Dinner & Show): an offer', [dinner, drink], false],
    ['one component with a minimum: part of the ticket', [dinner, mainCourse], true],
    ['no components', [], false],
    ['components not listed', undefined, false],
  ])('%s', (_case, components, expected) => {
    expect(isRequiredBundle({ components })).toBe(expected);
  });
});

describe('componentIdOf and minimumChoice', () => {
  it('names a component by its id, or by its position without one', () => {
    expect(componentIdOf(dinner, 4)).toBe('dinner');
    expect(componentIdOf({}, 1)).toBe('1');
  });

  it('starts every component at its minimum', () => {
    expect(minimumChoice([dinner, mainCourse, {}])).toEqual([
      { componentId: 'dinner', amount: 0 },
      { componentId: 'main', amount: 1 },
      { componentId: '2', amount: 0 },
    ]);
  });
});

describe('checkBundleChoice', () => {
  const amounts = (...entries: [string, number][]): ComponentAmount[] => entries.map(([componentId, amount]) => ({ componentId, amount }));
  it.each<[string, BundleComponentLimits[], ComponentAmount[], ReturnType<typeof checkBundleChoice>]>([
    ['two dinners, no drink', [dinner, drink], amounts(['dinner', 2], ['drink', 0]), { ok: true, amounts: amounts(['dinner', 2], ['drink', 0]) }],
    ['at the maximum', [dinner, drink], amounts(['dinner', 6], ['drink', 6]), { ok: true, amounts: amounts(['dinner', 6], ['drink', 6]) }],
    ['a left-out component is at its minimum', [dinner, mainCourse], amounts(['dinner', 1]), { ok: true, amounts: amounts(['dinner', 1], ['main', 1]) }],
    ['in any order, answered in the bundle’s', [dinner, drink], amounts(['drink', 1], ['dinner', 1]), { ok: true, amounts: amounts(['dinner', 1], ['drink', 1]) }],
    ['above the maximum', [dinner, drink], amounts(['dinner', 7]), { ok: false, problem: 'bundleAmountOutOfRange' }],
    ['below a required minimum', [mainCourse], amounts(['main', 0]), { ok: false, problem: 'bundleAmountOutOfRange' }],
    ['negative', [dinner], amounts(['dinner', -1]), { ok: false, problem: 'bundleAmountOutOfRange' }],
    ['not whole', [dinner], amounts(['dinner', 1.5]), { ok: false, problem: 'bundleAmountOutOfRange' }],
    ['nothing at all', [dinner, drink], amounts(['dinner', 0]), { ok: false, problem: 'bundleEmpty' }],
    ['a component the bundle does not have', [dinner], amounts(['dessert', 1]), { ok: false, problem: 'bundleComponentUnknown' }],
    ['a component named twice', [dinner], amounts(['dinner', 1], ['dinner', 2]), { ok: false, problem: 'bundleComponentUnknown' }],
  ])('%s', (_case, components, chosen, expected) => {
    expect(checkBundleChoice(components, chosen)).toEqual(expected);
  });
});

describe('bundleChoiceTotal', () => {
  const prices = new Map([
    ['dinner', 29],
    ['drink', 7],
  ]);
  it.each<[string, ComponentAmount[], number]>([
    ['two dinners', [{ componentId: 'dinner', amount: 2 }], 58],
    ['a dinner and three drinks', [{ componentId: 'dinner', amount: 1 }, { componentId: 'drink', amount: 3 }], 50],
    ['an unpriced component costs nothing', [{ componentId: 'ticket', amount: 2 }], 0],
    ['nothing', [], 0],
  ])('%s', (_case, amounts, expected) => {
    expect(bundleChoiceTotal(prices, amounts)).toBe(expected);
  });

  it('adds in cents', () => {
    expect(bundleChoiceTotal(new Map([['x', 0.1]]), [{ componentId: 'x', amount: 3 }])).toBe(0.3);
  });
});
