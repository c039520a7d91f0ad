import { z } from 'zod';
import { currencySchema, idSchema, isoDateTimeSchema, looseEnum, moneySchema, pageOf, salesChannelSchema } from './common.ts';
import { couponScopeSchema } from './coupon.ts';
import { eventSchema } from './event.ts';
import { modifierSchema } from './fee-scheme.ts';
import { localeSettingsSchema } from './seller.ts';

/**
 * Answers of the event and shop calls of spec 02 §7 whose shapes the spec does not show (ADR
 * draft "resale"): event info, the event's shop, its offers, recommendations, coupon info and
 * sales channel info.
 */

/** A sales channel of a seller (spec 02 §6: online, pos, subscription). */
export const salesChannelInfoSchema = z.object({
  _id: idSchema,
  sellerId: idSchema,
  type: salesChannelSchema,
  name: z.string(),
  active: z.boolean(),
  /** The seller's active payment gateways that take payments on this channel. */
  paymentGatewayIds: z.array(idSchema),
});
export type SalesChannelInfo = z.infer<typeof salesChannelInfoSchema>;

/** The seller as an event's page needs it. */
export const sellerSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  slug: z.string().optional(),
  image: z.string().optional(),
  accentColor: z.string().optional(),
  currency: currencySchema.optional(),
  timezone: z.string().optional(),
  localeSettings: localeSettingsSchema.optional(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

/** Answer of GET /api/events/info/{id}?web&underShop&channel&locale. */
export const eventInfoSchema = z.object({
  event: eventSchema,
  seller: sellerSummarySchema,
  channel: salesChannelInfoSchema,
  web: z.boolean(),
  underShop: z.boolean(),
  /** On sale now through this channel: the event's sale status is onSale and the channel is active. */
  onSale: z.boolean(),
});
export type EventInfo = z.infer<typeof eventInfoSchema>;

/** Step-1 view modes (spec 02 §2). */
export const STEP_ONE_VIEW_MODES = ['tickets', 'nonSeatingCategories', 'bestAvailableSeating', 'products'] as const;
export const stepOneViewModeSchema = looseEnum(STEP_ONE_VIEW_MODES);
export type StepOneViewMode = z.infer<typeof stepOneViewModeSchema>;

/** Answer of GET /api/public/events/{id}/shop: the shop the event is sold in and how step 1 shows it. */
export const eventShopSchema = z.object({
  _id: idSchema,
  sellerId: idSchema,
  eventId: idSchema,
  name: z.string(),
  slug: z.string().optional(),
  currency: currencySchema.optional(),
  localeSettings: localeSettingsSchema.optional(),
  viewModes: z.array(stepOneViewModeSchema),
  defaultViewMode: stepOneViewModeSchema,
  /** The seller's online channel, the one the shop sells through. */
  channelId: idSchema.nullish(),
});
export type EventShop = z.infer<typeof eventShopSchema>;

/** One ticket type on offer with what is left of it now. */
export const eventOfferSchema = z.object({
  ticketTypeId: idSchema,
  name: z.string(),
  categoryRef: z.string(),
  categoryName: z.string().optional(),
  price: moneySchema,
  currency: currencySchema.optional(),
  /** Units left; null when no volume limits it. */
  available: z.number().int().nonnegative().nullable(),
  minAmountPerOrder: z.number().int().nonnegative().optional(),
  maxAmountPerOrder: z.number().int().nonnegative().optional(),
});
export type EventOffer = z.infer<typeof eventOfferSchema>;

/** Answer of GET /api/public/events/{id}/offers: the primary offers, and what the secondary market has. */
export const eventOffersSchema = pageOf(eventOfferSchema).extend({
  resale: z.object({ listings: z.number().int().nonnegative(), tickets: z.number().int().nonnegative(), lowestPrice: moneySchema.nullable() }),
});
export type EventOffers = z.infer<typeof eventOffersSchema>;

/** Answer of GET /api/events/{id}/recommendations. */
export const eventRecommendationsSchema = pageOf(eventSchema);

/** Answer of GET /api/coupon/{code}/info: what the code grants and whether it can be used now. */
export const couponInfoSchema = z.object({
  code: z.string(),
  name: z.string().optional(),
  modifier: modifierSchema,
  scope: couponScopeSchema.optional(),
  combinable: z.boolean(),
  maxTickets: z.number().int().positive().nullable(),
  validFrom: isoDateTimeSchema.nullable(),
  validUntil: isoDateTimeSchema.nullable(),
  valid: z.boolean(),
  /** Why it cannot be used now: couponExpired or couponNotValid (inactive, not yet, another event). */
  reason: z.string().optional(),
});
export type CouponInfo = z.infer<typeof couponInfoSchema>;
