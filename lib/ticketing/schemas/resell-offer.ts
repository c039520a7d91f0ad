import { z } from 'zod';
import { currencySchema, idSchema, isoDateTimeSchema, looseEnum, moneySchema, openEnum } from './common.ts';
import { seatingInfoSchema, ticketSchema } from './ticket.ts';

/** Secondary-market resell offer, its status response and its creation payload (spec 01 §3, spec 02 §3). */

export const RESELL_OFFER_STATUSES = ['active', 'sold', 'canceled'] as const;
export const resellOfferStatusSchema = looseEnum(RESELL_OFFER_STATUSES);
export type ResellOfferStatus = z.infer<typeof resellOfferStatusSchema>;

/** Why a ticket cannot be offered (spec 02 §8); open set. */
export const RESELL_INELIGIBILITY_CODES = [
  'SEASON_EVENT_OFFER_DISABLED',
  'EVENT_OFFER_DISABLED',
  'TICKET_OFFER_DISABLED',
  'NO_TRANSACTION',
  'TICKET_TYPE_NOT_MAPPED',
  'VALUE_SHARE_MISSING',
  'EVENT_EXCLUDED',
  'NO_SEATING_INFO',
  'TICKET_LOCKED',
  'TICKET_INVALID',
  'FEE_EXCEEDS_PRICE',
  'HAS_TICKET_TRANSFER',
  'HAS_SCANS',
  'HAS_ACTIVE_OFFER',
  'TRANSACTION_DISCOUNTED',
  // Not in the spec's list: the ticket's payment plan is not paid yet (issue 12).
  'PAYMENT_PLAN_UNPAID',
] as const;
export const resellIneligibilityCodeSchema = openEnum(RESELL_INELIGIBILITY_CODES);
export type ResellIneligibilityCode = z.infer<typeof resellIneligibilityCodeSchema>;

export const resellOfferItemSchema = z.object({
  ticketId: idSchema,
  // The offered ticket, when the answer embeds it.
  ticket: ticketSchema.optional(),
  ticketTypeId: idSchema.optional(),
  categoryRef: z.string().optional(),
  seatingInfo: seatingInfoSchema.nullish(),
  price: moneySchema.optional(),
  resellFee: moneySchema.optional(),
});
export type ResellOfferItem = z.infer<typeof resellOfferItemSchema>;

export const resellOfferSchema = z.object({
  _id: idSchema,
  status: resellOfferStatusSchema,
  customerId: idSchema.optional(),
  sellerId: idSchema.optional(),
  eventId: idSchema.optional(),
  items: z.array(resellOfferItemSchema).optional(),
  // The customer payment method the payout goes to.
  cpmId: idSchema.optional(),
  currency: currencySchema.optional(),
  transferId: idSchema.nullish(),
  createdAt: isoDateTimeSchema.optional(),
});
export type ResellOffer = z.infer<typeof resellOfferSchema>;

/** Per-event part of the offer status answer. */
export const resellOfferEventStatusSchema = z.object({
  eventId: idSchema,
  offerAble: z.boolean(),
  activeOffer: resellOfferSchema.nullish(),
});
export type ResellOfferEventStatus = z.infer<typeof resellOfferEventStatusSchema>;

/** Per-ticket part of the offer status answer: whether it can be offered and why not. */
export const resellOfferTicketStatusSchema = z.object({
  ticketId: idSchema,
  resellAble: z.boolean(),
  reason: resellIneligibilityCodeSchema.optional(),
  price: moneySchema.optional(),
  resellFee: moneySchema.optional(),
  // Listed on the seller's third-party resale site: the marketplace sell option hides (spec 02 §6).
  externallyListed: z.boolean().optional(),
});
export type ResellOfferTicketStatus = z.infer<typeof resellOfferTicketStatusSchema>;

/** Answer of POST /api/public/resell/offers/status. */
export const resellOfferStatusResponseSchema = z.object({
  resellAble: z.boolean(),
  proceeds: moneySchema.optional(),
  resellFee: moneySchema.optional(),
  currency: currencySchema.optional(),
  events: z.array(resellOfferEventStatusSchema).optional(),
  tickets: z.array(resellOfferTicketStatusSchema).optional(),
  // Why the tickets cannot be offered, when resellAble is false.
  reasons: z.array(resellIneligibilityCodeSchema).optional(),
});
export type ResellOfferStatusResponse = z.infer<typeof resellOfferStatusResponseSchema>;

/** Body of POST /api/public/resell/offers; a payout payment method (cpmId) is required. */
export const resellOfferCreateSchema = z.object({
  sellerId: idSchema,
  eventId: idSchema,
  ticketIds: z.array(idSchema).min(1, 'select at least one ticket'),
  cpmId: idSchema,
});
export type ResellOfferCreate = z.infer<typeof resellOfferCreateSchema>;

/** Body of POST /api/public/resell/offers/status. */
export const resellOfferStatusRequestSchema = z.object({
  sellerId: idSchema.optional(),
  eventIds: z.array(idSchema).max(100).default([]),
  ticketIds: z.array(idSchema).min(1).max(200),
});
export type ResellOfferStatusRequest = z.infer<typeof resellOfferStatusRequestSchema>;
