/**
 * Adding coupons to a cart (spec 02 §5 "Cart and availability", §9 "Default coupon limit is
 * unlimited"): a coupon can be added only while the count is below the maximum redeemable and all
 * coupons already applied are combinable; a non-combinable coupon cannot join another one. The
 * same code twice (any letter case) is refused. A coupon's max tickets limits the cart size.
 *
 * A coupon counts as combinable only when it says so (`combinable: true`): stacking discounts the
 * seller did not explicitly allow is the costlier mistake.
 */

export interface Coupon {
  code: string;
  combinable?: boolean | undefined;
  maxTickets?: number | null | undefined;
}

/** No maximum redeemable configured: any number of coupons. */
export const DEFAULT_MAX_REDEEMABLE_COUPONS = Number.POSITIVE_INFINITY;

export type CouponRefusal = 'duplicate' | 'limitReached' | 'notCombinable';
export type CanAddCoupon = { ok: true } | { ok: false; reason: CouponRefusal };

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Checks in this order: duplicate code, count limit, combinability. */
export function canAddCoupon(input: { applied: readonly Coupon[]; candidate: Coupon; maxRedeemable?: number | null | undefined }): CanAddCoupon {
  const { applied, candidate } = input;
  if (applied.some((coupon) => sameCode(coupon.code, candidate.code))) return { ok: false, reason: 'duplicate' };
  if (applied.length >= (input.maxRedeemable ?? DEFAULT_MAX_REDEEMABLE_COUPONS)) return { ok: false, reason: 'limitReached' };
  if (applied.length > 0 && (candidate.combinable !== true || applied.some((coupon) => coupon.combinable !== true))) {
    return { ok: false, reason: 'notCombinable' };
  }
  return { ok: true };
}

/** The smallest max tickets of the applied coupons: the most tickets the cart may hold; undefined when none limits it. */
export function couponTicketLimit(coupons: readonly Coupon[]): number | undefined {
  const limits = coupons.map((coupon) => coupon.maxTickets).filter((limit): limit is number => typeof limit === 'number');
  return limits.length > 0 ? Math.min(...limits) : undefined;
}
