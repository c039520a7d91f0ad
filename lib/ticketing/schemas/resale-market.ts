import { z } from 'zod';
import { currencySchema, idSchema, isoDateTimeSchema, looseEnum, moneySchema, pageOf } from './common.ts';
import { resellIneligibilityCodeSchema } from './resell-offer.ts';
import { seatingInfoSchema } from './ticket.ts';

/**
 * The buyer's side of the secondary market and the resale site (spec 02 §7 Resale; shapes are
 * ours where the spec shows none, ADR draft "resale"): listings of an event's active offers, the
 * resale status of one ticket, a tracked resale-site click, and the payout a sale pays.
 */

/** One ticket of a listing, as a buyer sees it: never its seller, id or secret. */
export const resaleListingItemSchema = z.object({
  ticketTypeId: idSchema.optional(),
  ticketName: z.string().optional(),
  categoryRef: z.string().optional(),
  categoryName: z.string().optional(),
  seatingInfo: seatingInfoSchema.nullish(),
  slotStartTime: isoDateTimeSchema.nullish(),
  /** What the seller asks. */
  price: moneySchema,
  /** The resell buyer fee on top (spec 02 §9). */
  buyerFee: moneySchema,
});
export type ResaleListingItem = z.infer<typeof resaleListingItemSchema>;

/** An active resell offer that nobody holds in a cart: bought whole. */
export const resaleListingSchema = z.object({
  /** The offer's id: what a cart line's listingId names. */
  _id: idSchema,
  eventId: idSchema,
  sellerId: idSchema.optional(),
  currency: currencySchema.optional(),
  createdAt: isoDateTimeSchema.optional(),
  items: z.array(resaleListingItemSchema).min(1),
  price: moneySchema,
  buyerFee: moneySchema,
  /** price + buyerFee: what the listing costs the buyer (cart and transaction fees aside). */
  total: moneySchema,
});
export type ResaleListing = z.infer<typeof resaleListingSchema>;

export const resaleListingPageSchema = pageOf(resaleListingSchema);
export type ResaleListingPage = z.infer<typeof resaleListingPageSchema>;

export const TICKET_RESALE_STATES = ['notListed', 'listed', 'sold'] as const;
export const ticketResaleStateSchema = looseEnum(TICKET_RESALE_STATES);
export type TicketResaleState = z.infer<typeof ticketResaleStateSchema>;

/** A listing of the ticket on the seller's third-party resale site. */
export const externalListingSchema = z.object({
  _id: idSchema,
  marketplace: z.string(),
  createdAt: isoDateTimeSchema.optional(),
});
export type ExternalListing = z.infer<typeof externalListingSchema>;

/** Answer of GET /api/public/resell/ticket/{id}/status. */
export const ticketResaleStatusSchema = z.object({
  ticketId: idSchema,
  eventId: idSchema,
  state: ticketResaleStateSchema,
  /** The secondary-market offer the ticket is in (listed) or was sold with. */
  offerId: idSchema.nullish(),
  /** Whether the ticket could be offered now, and why not. */
  resellAble: z.boolean(),
  reason: resellIneligibilityCodeSchema.optional(),
  externalListing: externalListingSchema.nullish(),
});
export type TicketResaleStatus = z.infer<typeof ticketResaleStatusSchema>;

/** Answer of the resale-site click call: the click as recorded. */
export const resaleSiteClickSchema = z.object({
  _id: idSchema,
  sellerId: idSchema,
  eventId: idSchema,
  ticketIds: z.array(idSchema),
  createdAt: isoDateTimeSchema,
});
export type ResaleSiteClick = z.infer<typeof resaleSiteClickSchema>;

/** What a sold offer pays its seller: the price less the market's fee, to the offer's payout method. */
export const resalePayoutSchema = z.object({
  _id: idSchema,
  sellerId: idSchema,
  customerId: idSchema,
  offerId: idSchema,
  cpmId: idSchema,
  transactionId: idSchema,
  amount: moneySchema,
  currency: currencySchema.optional(),
  status: looseEnum(['scheduled', 'paid'] as const),
  createdAt: isoDateTimeSchema,
});
export type ResalePayout = z.infer<typeof resalePayoutSchema>;
