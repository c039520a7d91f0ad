import { describe, it, expect } from 'vitest';
import { membershipProgress } from '../../lib/domain/membership-progress.ts';

const tiers = [
  { _id: 'gold', name: 'Gold', criteria: { minBalance: 1500 } },
  { _id: 'bronze', name: 'Bronze', criteria: { minBalance: 0 } },
  { _id: 'silver', name: 'Silver', criteria: { minBalance: 500 } },
];

describe('membershipProgress = (balance − current minimum) / (next minimum − current minimum) × 100', () => {
  it.each<[string, number | undefined, string | null | undefined, number, string | undefined, string | undefined, number | undefined, boolean]>([
    // case, balance, activeTierId, percent, current, next, points to next, top tier
    ['Alex: silver with 820 of 500..1500', 820, 'silver', 32, 'Silver', 'Gold', 680, false],
    ['bronze at 0', 0, 'bronze', 0, 'Bronze', 'Silver', 500, false],
    ['bronze at 250', 250, 'bronze', 50, 'Bronze', 'Silver', 250, false],
    ['silver exactly at its minimum', 500, 'silver', 0, 'Silver', 'Gold', 1000, false],
    ['gold: top tier is 100', 1600, 'gold', 100, 'Gold', undefined, undefined, true],
    ['gold below its minimum is still the top tier', 1200, 'gold', 100, 'Gold', undefined, undefined, true],
    ['balance past the next minimum (tier not yet updated) caps at 100', 1700, 'silver', 100, 'Silver', 'Gold', 0, false],
    ['balance below the current minimum (points expired) floors at 0', 450, 'silver', 0, 'Silver', 'Gold', 1050, false],
    ['no active tier: derived from the balance', 900, undefined, 40, 'Silver', 'Gold', 600, false],
    ['unknown active tier: derived from the balance', 100, 'platinum', 20, 'Bronze', 'Silver', 400, false],
    ['no balance counts as 0', undefined, 'bronze', 0, 'Bronze', 'Silver', 500, false],
  ])('%s', (_case, balance, activeTierId, percent, current, next, points, top) => {
    const progress = membershipProgress({ balance, tiers, activeTierId });
    expect(progress.percent).toBeCloseTo(percent, 6);
    expect(progress.currentTier?.name).toBe(current);
    expect(progress.nextTier?.name).toBe(next);
    expect(progress.pointsToNextTier).toBe(points);
    expect(progress.isTopTier).toBe(top);
  });

  it('a single tier is the top tier', () => {
    const progress = membershipProgress({ balance: 10, tiers: [{ _id: 'friend', name: 'Friend', criteria: { minBalance: 0 } }], activeTierId: 'friend' });
    expect(progress).toMatchObject({ percent: 100, isTopTier: true, pointsToNextTier: undefined });
  });

  it('no tiers: no progress and no top tier', () => {
    expect(membershipProgress({ balance: 10, tiers: [], activeTierId: undefined })).toMatchObject({ percent: 0, isTopTier: false, currentTier: undefined });
    expect(membershipProgress({ balance: 10, tiers: undefined, activeTierId: undefined }).percent).toBe(0);
  });

  it('a tier without criteria counts as minimum 0', () => {
    const progress = membershipProgress({ balance: 30, tiers: [{ _id: 'base', name: 'Base' }, { _id: 'up', name: 'Up', criteria: { minBalance: 120 } }], activeTierId: 'base' });
    expect(progress.percent).toBe(25);
  });
});
