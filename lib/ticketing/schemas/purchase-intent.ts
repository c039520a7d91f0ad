import { z } from 'zod';
import {
  appliedCouponSchema,
  currencySchema,
  idSchema,
  isoDateTimeSchema,
  looseEnum,
  moneySchema,
  opaqueObjectSchema,
  openEnum,
  secretSchema,
  addressSchema,
} from './common.ts';
import { cartLineSchema, feeComponentsSchema } from './checkout.ts';
import { extraFieldsSchema } from './data-field.ts';

/** Purchase intent (a reservation) and its strategy (spec 01 §3-4, spec 02 §3). */

export const PURCHASE_INTENT_STATUSES = ['new', 'complete', 'canceled'] as const;
export const purchaseIntentStatusSchema = looseEnum(PURCHASE_INTENT_STATUSES);
export type PurchaseIntentStatus = z.infer<typeof purchaseIntentStatusSchema>;

export const APPROVAL_STATUSES = ['awaiting', 'approved', 'rejected'] as const;
export const approvalStatusSchema = looseEnum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** Where an intent may be completed; absent means anywhere (spec 01 §4). */
export const COMPLETION_CHANNELS = ['pos', 'online'] as const;
export const completionChannelSchema = looseEnum(COMPLETION_CHANNELS);
export type CompletionChannel = z.infer<typeof completionChannelSchema>;

export const CANCELLATION_STRATEGIES = ['notAllowed', 'cancellationAllowed'] as const;
export const cancellationStrategySchema = looseEnum(CANCELLATION_STRATEGIES);
export type CancellationStrategy = z.infer<typeof cancellationStrategySchema>;

/** Purchase intent history events (spec 02 §3); open set. */
export const PURCHASE_INTENT_EVENTS = [
  'created',
  'approved',
  'rejected',
  'updated',
  'expired',
  'completed',
  'canceled',
  'commented',
] as const;
export const purchaseIntentEventSchema = openEnum(PURCHASE_INTENT_EVENTS);
export type PurchaseIntentEvent = z.infer<typeof purchaseIntentEventSchema>;

export const purchaseIntentHistoryEntrySchema = z.object({
  type: purchaseIntentEventSchema,
  date: isoDateTimeSchema.optional(),
  userId: idSchema.nullish(),
  data: opaqueObjectSchema.nullish(),
});
export type PurchaseIntentHistoryEntry = z.infer<typeof purchaseIntentHistoryEntrySchema>;

export const DEPOSIT_METHODS = ['none', 'percent', 'fixed'] as const;
export const depositMethodSchema = looseEnum(DEPOSIT_METHODS);
export type DepositMethod = z.infer<typeof depositMethodSchema>;

/** A deposit rule: a percentage (0..1) or a fixed amount. */
export const depositRuleSchema = z.object({
  method: depositMethodSchema,
  value: z.number().nonnegative().optional(),
});
export type DepositRule = z.infer<typeof depositRuleSchema>;

/** A reserved line: a cart line whose id and type may be absent before the intent is checked out. */
export const purchaseIntentItemSchema = cartLineSchema.partial({ _id: true, type: true });
export type PurchaseIntentItem = z.infer<typeof purchaseIntentItemSchema>;

const { street, postal, city, state, country } = addressSchema.shape;

export const purchaseIntentSchema = z.object({
  _id: idSchema,
  status: purchaseIntentStatusSchema,
  secret: secretSchema.optional(),
  approvalStatus: approvalStatusSchema.optional(),
  rejectionReason: z.string().nullish(),
  // Contact and address fields.
  email: z.string().nullish(),
  phone: z.string().nullish(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  company: z.string().nullish(),
  street,
  postal,
  city,
  state,
  country,
  sellerId: idSchema.optional(),
  eventId: idSchema.optional(),
  shopId: idSchema.nullish(),
  channelId: idSchema.nullish(),
  salesChannelId: idSchema.nullish(),
  strategyId: idSchema.nullish(),
  reference: z.string().nullish(),
  // The deposit due: an amount, or the strategy's rule copied onto the intent.
  deposit: z.union([moneySchema, depositRuleSchema]).nullish(),
  appliedCoupons: z.array(appliedCouponSchema).optional(),
  regularPrice: moneySchema.optional(),
  realPrice: moneySchema.optional(),
  currency: currencySchema.optional(),
  innerFeeComponents: feeComponentsSchema.optional(),
  innerCharge: moneySchema.optional(),
  outerFeeComponents: feeComponentsSchema.optional(),
  outerCharge: moneySchema.optional(),
  tickets: z.array(purchaseIntentItemSchema).optional(),
  products: z.array(purchaseIntentItemSchema).optional(),
  additionalItems: z.array(purchaseIntentItemSchema).optional(),
  extraFields: extraFieldsSchema.optional(),
  expiresAt: isoDateTimeSchema.nullish(),
  transactionId: idSchema.nullish(),
  subscriptionId: idSchema.nullish(),
  // The checkout that completed (or is completing) the intent.
  outcome: z
    .object({
      checkoutId: idSchema.nullish(),
      checkoutItemId: idSchema.nullish(),
    })
    .nullish(),
  restrictedCompletion: z.array(completionChannelSchema).nullish(),
  cancellationStrategy: cancellationStrategySchema.nullish(),
  seatingReservationToken: z.string().nullish(),
  seatingReservationClaimed: z.boolean().optional(),
  ticketsCreated: z.boolean().optional(),
  preferredLanguage: z.string().nullish(),
  history: z.array(purchaseIntentHistoryEntrySchema).optional(),
  // Lists show intents newest first (spec 01 §2).
  createdAt: isoDateTimeSchema.optional(),
});
export type PurchaseIntent = z.infer<typeof purchaseIntentSchema>;

export const AVAILABILITY_STRATEGIES = ['createTickets', 'checkAvailability', 'withoutSeats', 'createValidTickets'] as const;
export const availabilityStrategySchema = looseEnum(AVAILABILITY_STRATEGIES);
export type AvailabilityStrategy = z.infer<typeof availabilityStrategySchema>;

export const EXPIRATION_STRATEGY_TYPES = ['hoursBeforeEvent', 'hoursAfterCreation', 'expiresAt'] as const;
export const expirationStrategyTypeSchema = looseEnum(EXPIRATION_STRATEGY_TYPES);
export type ExpirationStrategyType = z.infer<typeof expirationStrategyTypeSchema>;

/** How an intent expires: a number of hours before the event or after creation, or a fixed time. */
export const expirationStrategySchema = z.object({
  type: expirationStrategyTypeSchema,
  hours: z.number().nonnegative().optional(),
  expiresAt: isoDateTimeSchema.optional(),
});
export type ExpirationStrategy = z.infer<typeof expirationStrategySchema>;

export const purchaseIntentStrategySchema = z.object({
  _id: idSchema,
  name: z.string().optional(),
  sellerId: idSchema.optional(),
  availabilityStrategy: availabilityStrategySchema.optional(),
  expirationStrategy: expirationStrategySchema.optional(),
  needsApproval: z.boolean().optional(),
  deposit: depositRuleSchema.optional(),
  cancellationStrategy: cancellationStrategySchema.optional(),
  restrictedCompletion: z.array(completionChannelSchema).nullish(),
});
export type PurchaseIntentStrategy = z.infer<typeof purchaseIntentStrategySchema>;
