/**
 * Progress of a membership towards its next tier (spec 01 §2 Memberships, §9):
 * (balance − current tier minimum) / (next tier minimum − current tier minimum) × 100, and 100 at
 * the top tier. The current tier is the program's activeTierId; without one (or an unknown one)
 * it is the highest tier whose minimum the balance reaches. Tiers without a minimum count as 0.
 */

export interface ProgressTier {
  _id: string;
  name: string;
  criteria?: { minBalance?: number | undefined } | undefined;
}

export interface MembershipProgress<T extends ProgressTier> {
  /** 0..100, unrounded. */
  percent: number;
  currentTier: T | undefined;
  nextTier: T | undefined;
  /** Points still missing to the next tier; undefined at the top tier (or without tiers). */
  pointsToNextTier: number | undefined;
  isTopTier: boolean;
}

const minimumOf = (tier: ProgressTier) => tier.criteria?.minBalance ?? 0;

export function membershipProgress<T extends ProgressTier>(input: { balance: number | undefined; tiers: readonly T[] | undefined; activeTierId: string | null | undefined }): MembershipProgress<T> {
  const balance = input.balance ?? 0;
  const tiers = [...(input.tiers ?? [])].sort((a, b) => minimumOf(a) - minimumOf(b));
  if (tiers.length === 0) return { percent: 0, currentTier: undefined, nextTier: undefined, pointsToNextTier: undefined, isTopTier: false };

  const byId = tiers.find((tier) => tier._id === input.activeTierId);
  const reached = tiers.filter((tier) => minimumOf(tier) <= balance).at(-1);
  const currentTier = byId ?? reached;
  const floor = currentTier ? minimumOf(currentTier) : 0;
  const nextTier = tiers.find((tier) => minimumOf(tier) > floor && tier !== currentTier);
  if (!nextTier) return { percent: 100, currentTier, nextTier: undefined, pointsToNextTier: undefined, isTopTier: true };

  const gap = minimumOf(nextTier) - floor;
  const percent = Math.min(100, Math.max(0, ((balance - floor) / gap) * 100));
  return { percent, currentTier, nextTier, pointsToNextTier: Math.max(0, minimumOf(nextTier) - balance), isTopTier: false };
}
