import { z } from 'zod';
import { currencySchema, idSchema, isoDateTimeSchema, looseEnum, moneySchema, secretSchema } from './common.ts';
import { paymentStrategySchema } from './payment-strategy.ts';

/** Payment plan and its schedules (spec 01 §3-4, spec 02 §3-4). */

/** Document 02 writes DRAFT, ACTIVE, ...; canonical: lower-case. */
export const PAYMENT_PLAN_STATUSES = ['draft', 'active', 'incomplete', 'canceled', 'completed'] as const;
export const paymentPlanStatusSchema = looseEnum(PAYMENT_PLAN_STATUSES);
export type PaymentPlanStatus = z.infer<typeof paymentPlanStatusSchema>;

export const PAYMENT_SCHEDULE_TYPES = ['downpayment', 'installment'] as const;
export const paymentScheduleTypeSchema = looseEnum(PAYMENT_SCHEDULE_TYPES);
export type PaymentScheduleType = z.infer<typeof paymentScheduleTypeSchema>;

export const PAYMENT_SCHEDULE_STATUSES = ['pending', 'failed', 'succeeded', 'canceled', 'refunded', 'scheduled'] as const;
export const paymentScheduleStatusSchema = looseEnum(PAYMENT_SCHEDULE_STATUSES);
export type PaymentScheduleStatus = z.infer<typeof paymentScheduleStatusSchema>;

export const NOTIFICATION_STATUSES = ['notified', 'pending'] as const;
export const notificationStatusSchema = looseEnum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** One due payment of a plan: the list shows the range from the first to the last due date. */
export const paymentScheduleSchema = z.object({
  _id: idSchema.optional(),
  due: isoDateTimeSchema,
  type: paymentScheduleTypeSchema.optional(),
  status: paymentScheduleStatusSchema.optional(),
  notificationStatus: notificationStatusSchema.optional(),
  total: moneySchema.optional(),
  paymentId: idSchema.nullish(),
  attempts: z.number().int().nonnegative().optional(),
  nextAttempt: isoDateTimeSchema.nullish(),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

export const paymentPlanSchema = z.object({
  _id: idSchema,
  status: paymentPlanStatusSchema,
  secret: secretSchema.optional(),
  sellerId: idSchema.optional(),
  customerId: idSchema.nullish(),
  currency: currencySchema.optional(),
  customerPaymentMethodId: idSchema.nullish(),
  paymentStrategyId: idSchema.optional(),
  paymentOptionId: idSchema.optional(),
  schedules: z.array(paymentScheduleSchema).optional(),
  checkoutId: idSchema.nullish(),
  // The order paid by the plan (GET /api/public/transactions/{id}/payment-plan).
  transactionId: idSchema.nullish(),
  salesChannelId: idSchema.nullish(),
  preferredLanguage: z.string().nullish(),
  canceledAt: isoDateTimeSchema.nullish(),
  createdAt: isoDateTimeSchema.optional(),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** Answer of "get payment plans" (spec 01 §7): the plans and their strategies. */
export const myPaymentPlansResponseSchema = z.object({
  paymentPlans: z.array(paymentPlanSchema),
  strategies: z.array(paymentStrategySchema),
});
export type MyPaymentPlansResponse = z.infer<typeof myPaymentPlansResponseSchema>;
