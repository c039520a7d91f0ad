import type { BillingCycle } from '../ticketing/schemas/subscription.ts';

/**
 * How often a subscription bills, in the words people use (spec 02 §9): day, week and month as
 * configured, and months in whole years as years, so every 12 months reads "per year" (24 months
 * "every 2 years"). A one-off plan, or one without an interval, has none to show.
 */

export type BillingUnit = 'day' | 'week' | 'month' | 'year';

export interface BillingInterval {
  unit: BillingUnit;
  /** 1 reads "per {unit}", more reads "every {every} {unit}s". */
  every: number;
}

export const MONTHS_PER_YEAR = 12;

export function billingInterval(cycle: Pick<BillingCycle, 'scheme' | 'interval' | 'every'> | undefined): BillingInterval | undefined {
  if (!cycle?.interval || cycle.scheme === 'oneOff') return undefined;
  const every = cycle.every ?? 1;
  if (cycle.interval === 'month' && every % MONTHS_PER_YEAR === 0) return { unit: 'year', every: every / MONTHS_PER_YEAR };
  return { unit: cycle.interval, every };
}
