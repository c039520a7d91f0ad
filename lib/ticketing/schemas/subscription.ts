import { z } from 'zod';
import { consentSchema, currencySchema, idSchema, intervalSchema, isoDateTimeSchema, looseEnum, moneySchema, openEnum, secretSchema } from './common.ts';
import { paymentPolicySchema } from './payment-strategy.ts';

/** Subscription and its plan (spec 01 §3, spec 02 §3). */

export const SUBSCRIPTION_STATUSES = ['active', 'incomplete', 'draft', 'pendingCancellation'] as const;
export const subscriptionStatusSchema = looseEnum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const PRICING_POLICIES = ['fixed', 'inherited'] as const;
export const pricingPolicySchema = looseEnum(PRICING_POLICIES);
export type PricingPolicy = z.infer<typeof pricingPolicySchema>;

export const BILLING_SCHEMES = ['oneOff', 'recurring'] as const;
export const billingSchemeSchema = looseEnum(BILLING_SCHEMES);
export type BillingScheme = z.infer<typeof billingSchemeSchema>;

/** One item of a subscription (the list shows the item count). */
export const subscriptionItemSchema = z.object({
  _id: idSchema,
  type: z.string().optional(),
  name: z.string().optional(),
  productId: idSchema.nullish(),
  ticketTypeId: idSchema.nullish(),
  amount: z.number().int().nonnegative().optional(),
  price: moneySchema.optional(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

export const subscriptionSchema = z.object({
  _id: idSchema,
  status: subscriptionStatusSchema,
  secret: secretSchema.optional(),
  sellerId: idSchema.optional(),
  customerId: idSchema.nullish(),
  planId: idSchema.optional(),
  planVariantId: idSchema.nullish(),
  items: z.array(subscriptionItemSchema).optional(),
  consents: z.array(consentSchema).optional(),
  customerPaymentMethodId: idSchema.nullish(),
  currency: currencySchema.optional(),
  createdAt: isoDateTimeSchema.optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const planVariantSchema = z.object({
  _id: idSchema,
  name: z.string().optional(),
  price: moneySchema.optional(),
  canChangeVariant: z.boolean().optional(),
  allowedVariants: z.array(idSchema).optional(),
});
export type PlanVariant = z.infer<typeof planVariantSchema>;

export const billingCycleSchema = z.object({
  scheme: billingSchemeSchema.optional(),
  interval: intervalSchema.optional(),
  // Every 12 months displays as per year (spec 02 §9).
  every: z.number().int().positive().optional(),
  minimumIntervals: z.number().int().nonnegative().optional(),
});
export type BillingCycle = z.infer<typeof billingCycleSchema>;

export const PAYMENT_SCHEDULE_KINDS = ['oneOff', 'installments'] as const;

export const planPaymentScheduleSchema = z.object({
  type: openEnum(PAYMENT_SCHEDULE_KINDS),
  numberOfInstallments: z.number().int().positive().optional(),
});
export type PlanPaymentSchedule = z.infer<typeof planPaymentScheduleSchema>;

/** How long before renewal a change must be confirmed: a number of days, or offset and unit. */
export const confirmationPeriodSchema = z.union([
  z.number().nonnegative(),
  z.object({ offset: z.number(), unit: z.string().optional() }),
]);
export type ConfirmationPeriod = z.infer<typeof confirmationPeriodSchema>;

export const renewalPolicySchema = z.object({
  changesPeriodStart: z.boolean().optional(),
  changesPeriodEnd: z.boolean().optional(),
  allowedChanges: z
    .object({
      ticketType: z.boolean().optional(),
      seat: z.boolean().optional(),
    })
    .optional(),
  confirmationPeriod: confirmationPeriodSchema.optional(),
});
export type RenewalPolicy = z.infer<typeof renewalPolicySchema>;

/** Requested consent types; { type } objects are accepted and normalised to the type string. */
const requestedConsentSchema = z.union([z.string().min(1), consentSchema.transform((consent) => consent.type)]);

export const subscriptionPlanSchema = z.object({
  _id: idSchema,
  name: z.string().optional(),
  sellerId: idSchema.optional(),
  pricingPolicy: pricingPolicySchema.optional(),
  variants: z.array(planVariantSchema).optional(),
  billingCycle: billingCycleSchema.optional(),
  paymentSchedules: z.array(planPaymentScheduleSchema).optional(),
  renewalPolicy: renewalPolicySchema.optional(),
  paymentPolicy: paymentPolicySchema.optional(),
  // E.g. the auto-renewal consent behind the list's autorenewal badge (spec 01 §2).
  requestedConsents: z.array(requestedConsentSchema).optional(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** Answer of "get my subscriptions" (spec 01 §7): the subscriptions and their plans. */
export const mySubscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  plans: z.array(subscriptionPlanSchema),
});
export type MySubscriptionsResponse = z.infer<typeof mySubscriptionsResponseSchema>;
