import { describe, it, expect } from 'vitest';
import { billingInterval, type BillingInterval } from '../../lib/domain/billing-interval.ts';
import type { BillingCycle } from '../../lib/ticketing/schemas/subscription.ts';

/** Spec 02 §9: billing intervals day, week, month; every 12 months displays as per year. */
describe('billingInterval', () => {
  it.each<[BillingCycle | undefined, BillingInterval | undefined]>([
    [{ scheme: 'recurring', interval: 'day', every: 1 }, { unit: 'day', every: 1 }],
    [{ scheme: 'recurring', interval: 'day', every: 3 }, { unit: 'day', every: 3 }],
    [{ scheme: 'recurring', interval: 'week', every: 1 }, { unit: 'week', every: 1 }],
    [{ scheme: 'recurring', interval: 'week', every: 4 }, { unit: 'week', every: 4 }],
    [{ scheme: 'recurring', interval: 'month', every: 1 }, { unit: 'month', every: 1 }],
    [{ scheme: 'recurring', interval: 'month', every: 6 }, { unit: 'month', every: 6 }],
    [{ scheme: 'recurring', interval: 'month', every: 12 }, { unit: 'year', every: 1 }],
    [{ scheme: 'recurring', interval: 'month', every: 24 }, { unit: 'year', every: 2 }],
    [{ scheme: 'recurring', interval: 'month', every: 18 }, { unit: 'month', every: 18 }],
    [{ interval: 'month' }, { unit: 'month', every: 1 }],
    [{ scheme: 'oneOff', interval: 'month', every: 12 }, undefined],
    [{ scheme: 'recurring' }, undefined],
    [undefined, undefined],
  ])('%o -> %o', (cycle, expected) => {
    expect(billingInterval(cycle)).toEqual(expected);
  });
});
