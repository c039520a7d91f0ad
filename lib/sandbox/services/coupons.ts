import type { SandboxContext } from '../context.ts';
import type { Coupon } from '../../ticketing/schemas/coupon.ts';
import type { CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import type { DiscountModifier } from '../../domain/discounts.ts';
import { canAddCoupon, couponTicketLimit } from '../../domain/coupons.ts';
import { coded } from '../http/errors.ts';

/** Coupon codes of a seller (spec 02 §5): found case-insensitively, checked with lib/domain/coupons.ts. */

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findCoupon(ctx: SandboxContext, sellerId: string, code: string): Coupon | undefined {
  return ctx.store.list('coupons', { sellerId }).docs.find((coupon) => sameCode(coupon.code, code));
}

/** The coupons applied to a checkout item; a coupon deleted since no longer discounts. */
export function couponsOfItem(ctx: SandboxContext, sellerId: string, item: Pick<CheckoutItem, 'appliedCoupons'>): Coupon[] {
  return (item.appliedCoupons ?? []).flatMap((applied) => findCoupon(ctx, sellerId, applied.code) ?? []);
}

export function couponModifier(coupon: Coupon): DiscountModifier {
  return { ...coupon.modifier, ...(coupon.scope ? { scope: coupon.scope } : {}) };
}

/** The most tickets the item may hold with its coupons; undefined when none limits it. */
export function itemTicketLimit(coupons: readonly Coupon[]): number | undefined {
  return couponTicketLimit(coupons.map((coupon) => ({ code: coupon.code, maxTickets: coupon.maxTickets })));
}

/**
 * Applies a coupon code to a checkout item, or refuses it (400 with a code): unknown, expired or
 * not valid for the event, then the domain's order (duplicate, limit, combinability), then a cart
 * already holding more tickets than the coupon allows.
 */
export function withCoupon(ctx: SandboxContext, input: { sellerId: string; eventId: string; item: CheckoutItem; code: string; ticketsInItem: number }): CheckoutItem {
  const coupon = findCoupon(ctx, input.sellerId, input.code);
  if (!coupon) throw coded(400, 'couponNotFound', 'Coupon not found');
  const now = ctx.now().getTime();
  if (coupon.validUntil && Date.parse(coupon.validUntil) <= now) throw coded(400, 'couponExpired', 'Coupon expired');
  const notYet = coupon.validFrom && Date.parse(coupon.validFrom) > now;
  if (coupon.active === false || notYet || (coupon.eventIds && !coupon.eventIds.includes(input.eventId))) {
    throw coded(400, 'couponNotValid', 'Coupon not valid for this event');
  }
  const applied = (input.item.appliedCoupons ?? []).map((entry) => {
    const known = findCoupon(ctx, input.sellerId, entry.code);
    return { code: entry.code, combinable: known?.combinable, maxTickets: known?.maxTickets };
  });
  const candidate = { code: coupon.code, combinable: coupon.combinable, maxTickets: coupon.maxTickets };
  const verdict = canAddCoupon({ applied, candidate });
  if (!verdict.ok) {
    const reasons = { duplicate: 'couponDuplicate', limitReached: 'couponLimitReached', notCombinable: 'couponNotCombinable' } as const;
    throw coded(400, reasons[verdict.reason], 'Coupon cannot be added');
  }
  const limit = couponTicketLimit([...applied, candidate]);
  if (limit !== undefined && input.ticketsInItem > limit) throw coded(400, 'couponMaxTickets', `Coupon allows at most ${limit} tickets`);
  return { ...input.item, appliedCoupons: [...(input.item.appliedCoupons ?? []), { code: coupon.code }] };
}
