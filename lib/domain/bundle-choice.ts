import { roundMoney, sumMoney } from './money.ts';

/**
 * The buyer's choice of a bundle (spec 02 §3 Bundle, §4; ADR 0026): each component is taken
 * between its minQuantity and maxQuantity times. A bundle with a required component (minQuantity
 * of 1 or more) is part of the ticket that triggers it; one whose components are all optional is
 * an offer the buyer may decline. Used by the sandbox to check a choice and by the bundle dialog
 * for its steppers and total.
 *
 * Readings where the spec is silent:
 * - No maxQuantity means up to BUNDLE_COMPONENT_CEILING; a maxQuantity below the minimum is the
 *   minimum (the component is then fixed).
 * - A component the choice leaves out is taken at its minimum.
 * - A bundle of nothing (every amount 0) is no bundle: declining is the way to say no.
 */

/** The most of one component a choice may take when the bundle sets no maximum. */
export const BUNDLE_COMPONENT_CEILING = 99;

export interface BundleComponentLimits {
  _id?: string | null | undefined;
  minQuantity?: number | null | undefined;
  maxQuantity?: number | null | undefined;
}

export interface ComponentAmount {
  componentId: string;
  amount: number;
}

export const BUNDLE_CHOICE_PROBLEMS = ['bundleComponentUnknown', 'bundleAmountOutOfRange', 'bundleEmpty'] as const;
export type BundleChoiceProblem = (typeof BUNDLE_CHOICE_PROBLEMS)[number];

/** A component's id; components without one are named by their position. */
export function componentIdOf(component: BundleComponentLimits, index: number): string {
  return component._id ?? String(index);
}

/** How many of a component a choice may take. */
export function componentBounds(component: BundleComponentLimits): { min: number; max: number } {
  const min = Math.max(0, component.minQuantity ?? 0);
  const max = Math.max(min, component.maxQuantity ?? BUNDLE_COMPONENT_CEILING);
  return { min, max };
}

/** Whether the bundle has a required component, so it comes with its trigger instead of being offered. */
export function isRequiredBundle(bundle: { components?: readonly BundleComponentLimits[] | null | undefined }): boolean {
  return (bundle.components ?? []).some((component) => componentBounds(component).min > 0);
}

/** Every component at its minimum: what a required bundle is added with, and where the dialog starts. */
export function minimumChoice(components: readonly BundleComponentLimits[]): ComponentAmount[] {
  return components.map((component, index) => ({ componentId: componentIdOf(component, index), amount: componentBounds(component).min }));
}

/**
 * The choice with every component named once, in the bundle's order (left-out components at their
 * minimum), or the problem that refuses it.
 */
export function checkBundleChoice(
  components: readonly BundleComponentLimits[],
  chosen: readonly ComponentAmount[],
): { ok: true; amounts: ComponentAmount[] } | { ok: false; problem: BundleChoiceProblem } {
  const ids = components.map(componentIdOf);
  const given = new Map<string, number>();
  for (const entry of chosen) {
    if (!ids.includes(entry.componentId) || given.has(entry.componentId)) return { ok: false, problem: 'bundleComponentUnknown' };
    given.set(entry.componentId, entry.amount);
  }
  const amounts: ComponentAmount[] = [];
  for (const [index, component] of components.entries()) {
    const componentId = componentIdOf(component, index);
    const { min, max } = componentBounds(component);
    const amount = given.get(componentId) ?? min;
    if (!Number.isInteger(amount) || amount < min || amount > max) return { ok: false, problem: 'bundleAmountOutOfRange' };
    amounts.push({ componentId, amount });
  }
  if (amounts.every((entry) => entry.amount === 0)) return { ok: false, problem: 'bundleEmpty' };
  return { ok: true, amounts };
}

/** What the chosen bundle costs: each component's unit price times its amount (unpriced components cost nothing). */
export function bundleChoiceTotal(prices: ReadonlyMap<string, number>, amounts: readonly ComponentAmount[]): number {
  return roundMoney(sumMoney(amounts.map((entry) => (prices.get(entry.componentId) ?? 0) * entry.amount)));
}
