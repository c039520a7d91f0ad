import { z } from 'zod';
import { currencySchema, idSchema, isoDateTimeSchema, looseEnum, moneySchema } from './common.ts';
import { transferSettingsSchema } from './transfer-settings.ts';
import { repersonalizationSettingsSchema } from './repersonalization-settings.ts';
import { ticketTypeUpgradeSettingsSchema, upgradeSettingsSchema } from './upgrade-settings.ts';
import { paymentStrategySchema } from './payment-strategy.ts';

/** Event (spec 01 §3 "Event fields used", spec 02 §3), plus what the shop and cart rules need. */

export const EVENT_SALE_STATUSES = ['onSale', 'planned', 'past', 'soldOut'] as const;
export const eventSaleStatusSchema = looseEnum(EVENT_SALE_STATUSES);
export type EventSaleStatus = z.infer<typeof eventSaleStatusSchema>;

export const AVAILABILITY_INDICATORS = ['red', 'yellow', 'green'] as const;
export const availabilityIndicatorSchema = looseEnum(AVAILABILITY_INDICATORS);
export type AvailabilityIndicator = z.infer<typeof availabilityIndicatorSchema>;

/** single: an ordinary event; group: a season (its children are the season's events). */
export const EVENT_TYPES = ['single', 'group'] as const;
export const eventTypeSchema = looseEnum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

export const SLOT_SELECTION_MODES = ['afterTickets', 'beforeTickets'] as const;
export const slotSelectionModeSchema = looseEnum(SLOT_SELECTION_MODES);
export type SlotSelectionMode = z.infer<typeof slotSelectionModeSchema>;

export const eventLocationSchema = z.object({
  locationName: z.string(),
  address: z.string().optional(),
  // Not in the spec's lists; the postal code completes the venue's address for maps and search engines.
  postal: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
});
export type EventLocation = z.infer<typeof eventLocationSchema>;

/** A ticket type offered by the event (the cart's availability and per-order rules read these). */
export const ticketTypeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  categoryRef: z.string(),
  price: moneySchema,
  description: z.string().optional(),
  active: z.boolean().optional(),
  volume: z.number().int().nonnegative().optional(),
  minAmountPerOrder: z.number().int().nonnegative().optional(),
  maxAmountPerOrder: z.number().int().nonnegative().optional(),
  // Optional threshold of the minimum-per-order rule (spec 02 §5).
  minAmountPerOrderRule: z.object({ threshold: z.number().optional() }).optional(),
  // Excluded from the event-wide maximum (spec 02 §5).
  ignoredForMaxAmounts: z.boolean().optional(),
  // VAT share (0.19 for 19 %). With taxCalculationMethod Exclusive the price is net of it.
  taxRate: z.number().nonnegative().optional(),
  transferSettings: transferSettingsSchema.optional(),
  // Switches upgrades on or off for this type's tickets (spec 02 §5; ADR 0021).
  upgradeSettings: ticketTypeUpgradeSettingsSchema.optional(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** A block of numbered seats: rows in order of preference (best first), seats 1..seatsPerRow. */
export const seatingBlockSchema = z.object({
  sectionName: z.string().min(1),
  groupName: z.string().optional(),
  rows: z.array(z.string().min(1)).min(1),
  seatsPerRow: z.number().int().positive(),
  gate: z.string().optional(),
});
export type SeatingBlock = z.infer<typeof seatingBlockSchema>;

/**
 * The seats of a seated category sold as best available (step-1 view mode bestAvailableSeating):
 * the API assigns seats when tickets are added; blocks are listed best first.
 */
export const seatingPlanSchema = z.object({
  blocks: z.array(seatingBlockSchema).min(1),
});
export type SeatingPlan = z.infer<typeof seatingPlanSchema>;

export const eventCategorySchema = z.object({
  ref: z.string().min(1),
  name: z.string(),
  volume: z.number().int().nonnegative().optional(),
  maxAmountPerOrder: z.number().int().nonnegative().optional(),
  // Time slots the category is linked to: absent means every slot, an empty list none (spec 02 §5).
  slotIds: z.array(idSchema).optional(),
  // Present for seated categories: seats are assigned best available.
  seatingPlan: seatingPlanSchema.optional(),
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

export const eventSlotSchema = z.object({
  _id: idSchema,
  startTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema.optional(),
  volume: z.number().int().nonnegative().optional(),
});
export type EventSlot = z.infer<typeof eventSlotSchema>;

/** Ticket types shown together in step 1 (spec 01 §3 lists `groups` by name only). */
export const eventGroupSchema = z.object({
  _id: idSchema,
  name: z.string().optional(),
  tickets: z.array(idSchema).optional(),
});
export type EventGroup = z.infer<typeof eventGroupSchema>;

export const eventStyleOptionsSchema = z.object({
  hideStartingPrice: z.boolean().optional(),
  showAvailabilityIndicator: z.boolean().optional(),
  // The event's second brand colour.
  brandTwo: z.string().optional(),
  // Which way step 1 of a seated event opens with (docs/adr/0033): the seat map, or best available
  // with the map one choice away (the default: a plain seating plan is quicker to buy from).
  defaultSeatingView: z.enum(['seatMap', 'bestAvailableSeating']).optional(),
});
export type EventStyleOptions = z.infer<typeof eventStyleOptionsSchema>;

export const eventCustomSettingsSchema = z.object({
  // Omits the event's tickets from the account tickets page (spec 01 §2).
  hideTicketsInTransactionPage: z.boolean().optional(),
});
export type EventCustomSettings = z.infer<typeof eventCustomSettingsSchema>;

/** Hard ticket settings (spec 02 §3). The outer charge is shown only when above 0. */
export const hardTicketSettingsSchema = z.object({
  promotionName: z.string().optional(),
  promotionText: z.string().optional(),
  hardTicketPreviewURL: z.string().optional(),
  hardTicketOuterCharge: moneySchema.optional(),
});
export type HardTicketSettings = z.infer<typeof hardTicketSettingsSchema>;

export const eventSchema = z.object({
  _id: idSchema,
  transferSettings: transferSettingsSchema.optional(),
  repersonalization: repersonalizationSettingsSchema.optional(),
  // Whether and to which events its tickets may be upgraded (spec 02 §5; ADR 0021).
  upgradeSettings: upgradeSettingsSchema.optional(),
  name: z.string().min(1),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema.optional(),
  // IANA time zone; every event date is shown in it.
  timezone: z.string().min(1),
  // The seller owning the event, to check it belongs to the shop being rendered.
  sellerId: idSchema.optional(),
  // The season (group event) this event belongs to, if any.
  rootId: idSchema.optional(),
  eventType: eventTypeSchema.optional(),
  // Shop page body text.
  description: z.string().optional(),
  image: z.string().optional(),
  // Wide header image of the event page.
  headerImage: z.string().optional(),
  location: eventLocationSchema.optional(),
  // Ticket sale opens at this time (sale planned before it).
  saleStart: isoDateTimeSchema.optional(),
  currency: currencySchema.optional(),
  startingPrice: moneySchema.optional(),
  saleStatus: eventSaleStatusSchema.optional(),
  availabilityIndicator: availabilityIndicatorSchema.optional(),
  // Light/dark or a named theme; passed through to the page.
  theme: z.string().optional(),
  styleOptions: eventStyleOptionsSchema.optional(),
  customSettings: eventCustomSettingsSchema.optional(),
  hardTicketSettings: hardTicketSettingsSchema.optional(),
  // Secure ticket access (spec 02 §6): barcodes only for a logged-in customer who claimed the ticket, when the seller has the feature.
  secureTicketAccess: z.object({ enabled: z.boolean() }).optional(),
  // Event volume and maximum per order: bounds of the availability computation (spec 02 §5).
  volume: z.number().int().nonnegative().optional(),
  maxAmountPerOrder: z.number().int().nonnegative().optional(),
  // The event minimum checked by cart validity (spec 02 §5).
  minAmountPerOrder: z.number().int().nonnegative().optional(),
  // The event enforces a company on checkout step 2 (spec 02 §5).
  companyRequired: z.boolean().optional(),
  // Children of a season (group) event.
  childEventIds: z.array(idSchema).optional(),
  groups: z.array(eventGroupSchema).optional(),
  // Ticket types, categories and time slots the shop sells.
  tickets: z.array(ticketTypeSchema).optional(),
  categories: z.array(eventCategorySchema).optional(),
  slots: z.array(eventSlotSchema).optional(),
  // Whether the time slot is picked after or before the tickets (spec 02 §5, time slots).
  slotSettings: z.object({ selectionMode: slotSelectionModeSchema }).optional(),
  // Products offered with the event (upselling in step 1).
  productIds: z.array(idSchema).optional(),
  // The payment strategy whose options let a buyer pay by instalments (spec 02 §3); the public
  // event answer embeds it, so step 2 can show its schedules before paying (ADR 0029).
  paymentStrategyId: idSchema.optional(),
  paymentStrategy: paymentStrategySchema.optional(),
});
export type Event = z.infer<typeof eventSchema>;
