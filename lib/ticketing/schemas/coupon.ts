import { z } from 'zod';
import { idSchema, isoDateTimeSchema, looseEnum } from './common.ts';
import { modifierSchema } from './fee-scheme.ts';

/**
 * A coupon code (spec 02 §5 "Cart and availability", §9 "Default coupon limit is unlimited"): the
 * discount it grants (a modifier), whether it may join other coupons, and the most tickets a cart
 * holding it may contain. Codes compare case-insensitively.
 */

/** A fixed discount applies once to the cart (default) or to every item. */
export const COUPON_SCOPES = ['cart', 'item'] as const;
export const couponScopeSchema = looseEnum(COUPON_SCOPES);
export type CouponScope = z.infer<typeof couponScopeSchema>;

export const couponSchema = z.object({
  _id: idSchema,
  code: z.string().min(1),
  sellerId: idSchema.optional(),
  name: z.string().optional(),
  // Absent means active.
  active: z.boolean().optional(),
  modifier: modifierSchema,
  scope: couponScopeSchema.optional(),
  // Only coupons that say so may be combined with others.
  combinable: z.boolean().optional(),
  maxTickets: z.number().int().positive().nullish(),
  validFrom: isoDateTimeSchema.nullish(),
  validUntil: isoDateTimeSchema.nullish(),
  // Limits the coupon to these events; absent means every event of the seller.
  eventIds: z.array(idSchema).optional(),
});
export type Coupon = z.infer<typeof couponSchema>;
