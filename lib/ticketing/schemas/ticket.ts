import { z } from 'zod';
import {
  addressSchema,
  currencySchema,
  idSchema,
  isoDateTimeSchema,
  looseEnum,
  moneySchema,
  opaqueObjectSchema,
  openEnum,
  relativeDeadlineSchema,
  secretSchema,
} from './common.ts';
import { extraFieldsSchema } from './data-field.ts';

/** Ticket with its seating info, history, capabilities and package info (spec 01 §3, spec 02 §3). */

/** Document 02 writes VALID, DETAILSREQUIRED, ...; document 01 the client forms. Canonical: client forms. */
export const TICKET_STATUSES = ['valid', 'invalid', 'reserved', 'detailsRequired', 'blank'] as const;
export const ticketStatusSchema = looseEnum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** single: one event; multi: a season card. */
export const TICKET_KINDS = ['single', 'multi'] as const;
export const ticketKindSchema = looseEnum(TICKET_KINDS);
export type TicketKind = z.infer<typeof ticketKindSchema>;

export const DELIVERY_TYPES = ['hard', 'virtual'] as const;
export const deliveryTypeSchema = looseEnum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/** Print status of hard tickets and vouchers; kept upper-case as the API writes it. */
export const PRINT_STATUSES = ['SUCCEEDED', 'ABORTED', 'FAILED', 'PENDING', 'REPRINT'] as const;
export const printStatusSchema = looseEnum(PRINT_STATUSES);
export type PrintStatus = z.infer<typeof printStatusSchema>;

/** History entry types (spec 02 §3); the list is open, unknown types are kept as sent. */
export const TICKET_HISTORY_TYPES = [
  'created',
  'updated',
  'invalidated',
  'returned',
  'validated',
  'personalized',
  'detailsRequired',
  'repersonalizationPaid',
  'readyForDelivery',
  'swapped',
  'reissued',
  'expired',
  'transferred',
  'transferredFromSeason',
  'rebookedFromSeason',
  'upgradedFromSeason',
  'resoldFromSeason',
  'createdFromTransfer',
  'createdFromReissue',
  'seatChanged',
  'printStatusChanged',
  'printStatusRemoved',
  'mail',
  'ticketTypeChanged',
  'personalizationReminderSent',
] as const;
export const ticketHistoryTypeSchema = openEnum(TICKET_HISTORY_TYPES);
export type TicketHistoryType = z.infer<typeof ticketHistoryTypeSchema>;

/**
 * Where the holder sits. Two kinds: seated (section/block/row/seat) and general admission (`name`
 * of the area). All parts optional.
 */
export const seatingInfoSchema = z.object({
  _id: idSchema.optional(),
  sectionName: z.string().nullish(),
  // The block.
  groupName: z.string().nullish(),
  rowName: z.string().nullish(),
  seatName: z.string().nullish(),
  gate: z.string().nullish(),
  statusId: z.string().nullish(),
  // Such as limited view or foldable.
  seatType: z.string().nullish(),
  // The general-admission area.
  name: z.string().nullish(),
});
export type SeatingInfo = z.infer<typeof seatingInfoSchema>;

export const ticketHistoryEntrySchema = z.object({
  type: ticketHistoryTypeSchema,
  data: opaqueObjectSchema.nullish(),
  date: isoDateTimeSchema.optional(),
  userId: idSchema.nullish(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;

/** The package a ticket was sold in (spec 01 cart line and ticket `packageInfo`). */
export const packageInfoSchema = z.object({
  packageId: idSchema,
  packageConfigId: idSchema.optional(),
  name: z.string().optional(),
});
export type PackageInfo = z.infer<typeof packageInfoSchema>;

/** One phase of a self-service return: until its deadline, refundPercentage (0..1) of the price is refunded. */
export const refundPhaseSchema = z.object({
  refundPercentage: z.number().min(0).max(1),
  deadline: relativeDeadlineSchema.optional(),
  // An absolute end of the phase, as an alternative to a relative deadline.
  until: isoDateTimeSchema.optional(),
});
export type RefundPhase = z.infer<typeof refundPhaseSchema>;

export const selfServiceReturnCapabilitySchema = z.object({
  enabled: z.boolean().optional(),
  phases: z.array(refundPhaseSchema).optional(),
});
export type SelfServiceReturnCapability = z.infer<typeof selfServiceReturnCapabilitySchema>;

/** Repersonalization settings carried by the ticket (deadline, fee and limit; spec 02 §9). */
export const repersonalizationCapabilitySchema = z.object({
  enabled: z.boolean().optional(),
  deadline: relativeDeadlineSchema.optional(),
  fee: moneySchema.optional(),
  limit: z.number().int().nonnegative().optional(),
});
export type RepersonalizationCapability = z.infer<typeof repersonalizationCapabilitySchema>;

export const ticketCapabilitiesSchema = z.object({
  selfServiceReturn: selfServiceReturnCapabilitySchema.optional(),
  repersonalization: repersonalizationCapabilitySchema.optional(),
});
export type TicketCapabilities = z.infer<typeof ticketCapabilitiesSchema>;

/** A lock on a ticket (locked tickets cannot be transferred, rebooked or resold). */
export const ticketLockSchema = z.object({
  _id: idSchema.optional(),
  type: z.string().optional(),
  reason: z.string().optional(),
  createdAt: isoDateTimeSchema.optional(),
  expiresAt: isoDateTimeSchema.nullish(),
});
export type TicketLock = z.infer<typeof ticketLockSchema>;

/** An add-on product booked on the ticket. */
export const ticketAddOnSchema = z.object({
  productId: idSchema.optional(),
  name: z.string().optional(),
  amount: z.number().int().nonnegative().optional(),
});
export type TicketAddOn = z.infer<typeof ticketAddOnSchema>;

const { street, postal, city, state, country } = addressSchema.shape;

export const ticketSchema = z.object({
  _id: idSchema,
  eventId: idSchema,
  status: ticketStatusSchema,
  secret: secretSchema.optional(),
  sellerId: idSchema.optional(),
  // The season of a child-event ticket.
  rootEventId: idSchema.nullish(),
  transactionId: idSchema.nullish(),
  checkoutId: idSchema.nullish(),
  checkoutItemId: idSchema.nullish(),
  purchaseIntentId: idSchema.nullish(),
  customerId: idSchema.nullish(),
  ticketName: z.string().optional(),
  name: z.string().nullish(),
  categoryName: z.string().optional(),
  categoryRef: z.string().optional(),
  ticketTypeId: idSchema.optional(),
  slotId: idSchema.nullish(),
  slotStartTime: isoDateTimeSchema.nullish(),
  relevancyDate: isoDateTimeSchema.nullish(),
  email: z.string().nullish(),
  // Blank until a detailsRequired ticket is personalized.
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  street,
  postal,
  city,
  state,
  country,
  currency: currencySchema.optional(),
  regularPrice: moneySchema.optional(),
  realPrice: moneySchema.optional(),
  printStatus: printStatusSchema.nullish(),
  barcode: z.string().optional(),
  barcodeRevealed: z.boolean().optional(),
  seatingInfo: seatingInfoSchema.nullish(),
  type: ticketKindSchema.optional(),
  // Transaction origins plus transfer or upgrade; free string.
  origin: z.string().optional(),
  deliveryType: deliveryTypeSchema.optional(),
  extraFields: extraFieldsSchema.optional(),
  batch: z.string().optional(),
  batchCounter: z.number().int().optional(),
  history: z.array(ticketHistoryEntrySchema).optional(),
  expiresAt: isoDateTimeSchema.nullish(),
  personalized: z.boolean().optional(),
  requiresPersonalization: z.boolean().optional(),
  requiresExtraFields: z.boolean().optional(),
  repersonalizationFee: moneySchema.nullish(),
  excludedEventIds: z.array(idSchema).optional(),
  // groupOnly, childrenOnly, ...: how a season ticket may be transferred (spec 02 §9); open set.
  seasonTicketTransferMode: z.string().nullish(),
  originTicketId: idSchema.nullish(),
  subscriptionId: idSchema.nullish(),
  packageInfo: packageInfoSchema.nullish(),
  claimed: z.boolean().optional(),
  fulfillmentTypeId: idSchema.nullish(),
  addOns: z.array(ticketAddOnSchema).optional(),
  capabilities: ticketCapabilitiesSchema.optional(),
  lock: z.union([z.boolean(), ticketLockSchema]).nullish(),
  locks: z.array(ticketLockSchema).optional(),
  cartItemId: idSchema.nullish(),
  triggeredBy: idSchema.nullish(),
  rebookingStrategyId: idSchema.nullish(),
  pdfEnabled: z.boolean().optional(),
  appleWalletEnabled: z.boolean().optional(),
  googleWalletEnabled: z.boolean().optional(),
  cancellable: z.boolean().optional(),
  transferable: z.boolean().optional(),
  upgradeable: z.boolean().optional(),
  returnable: z.boolean().optional(),
  // The Sell action and marketplace option need a resellable ticket (spec 01 §2, spec 02 §6).
  resellable: z.boolean().optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;
