import { z } from 'zod';
import { idSchema, intervalSchema, looseEnum, moneySchema, openEnum } from './common.ts';

/** Payment strategy: the installment options a payment plan is built from (spec 01 §3, spec 02 §3). */

/** Whether a customer may move a plan or subscription to another payment method (spec 01 §5). */
export const CHANGE_PAYMENT_METHOD_POLICIES = ['never', 'onDraft', 'always'] as const;
export const changePaymentMethodPolicySchema = looseEnum(CHANGE_PAYMENT_METHOD_POLICIES);
export type ChangePaymentMethodPolicy = z.infer<typeof changePaymentMethodPolicySchema>;

export const COMPLETION_POLICIES = ['none', 'eventStartDate', 'eventEndDate'] as const;
export const completionPolicySchema = looseEnum(COMPLETION_POLICIES);
export type CompletionPolicy = z.infer<typeof completionPolicySchema>;

/** An allowed gateway; a bare gateway id is accepted and normalised to { gatewayId }. */
export const allowedPaymentGatewaySchema = z.union([
  z.object({ gatewayId: idSchema }),
  idSchema.transform((gatewayId) => ({ gatewayId })),
]);
export type AllowedPaymentGateway = z.infer<typeof allowedPaymentGatewaySchema>;

/** The payment policy of a payment strategy or subscription plan. */
export const paymentPolicySchema = z.object({
  changePaymentMethodPolicy: changePaymentMethodPolicySchema.optional(),
  allowedPaymentGateways: z.array(allowedPaymentGatewaySchema).optional(),
  completionPolicy: completionPolicySchema.optional(),
});
export type PaymentPolicy = z.infer<typeof paymentPolicySchema>;

export const INSTALLMENT_ANCHORS = ['firstInstallment', 'lastInstallment'] as const;
export const INSTALLMENT_TIMING_TARGETS = ['orderDate', 'eventStartDate'] as const;

/** When the first or last installment falls: an offset from the order date or event start. */
export const installmentTimingSchema = z.object({
  anchor: looseEnum(INSTALLMENT_ANCHORS).optional(),
  target: looseEnum(INSTALLMENT_TIMING_TARGETS).optional(),
  offset: z.number().optional(),
  unit: openEnum(['days', 'weeks', 'months'] as const).optional(),
});
export type InstallmentTiming = z.infer<typeof installmentTimingSchema>;

export const installmentOptionsSchema = z.object({
  interval: intervalSchema.optional(),
  every: z.number().int().positive().optional(),
  numberOfInstallments: z.number().int().positive().optional(),
  timing: installmentTimingSchema.optional(),
});
export type InstallmentOptions = z.infer<typeof installmentOptionsSchema>;

export const DOWN_PAYMENT_TYPES = ['none', 'percent', 'fixed'] as const;
export const downPaymentTypeSchema = looseEnum(DOWN_PAYMENT_TYPES);
export type DownPaymentType = z.infer<typeof downPaymentTypeSchema>;

export const downPaymentOptionsSchema = z.object({
  type: downPaymentTypeSchema,
  // A share 0..1 for percent, an amount for fixed.
  value: z.number().nonnegative().optional(),
});
export type DownPaymentOptions = z.infer<typeof downPaymentOptionsSchema>;

export const paymentOptionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.string().optional(),
  scheme: z.string().optional(),
  installmentOptions: installmentOptionsSchema.optional(),
  downPaymentOptions: downPaymentOptionsSchema.optional(),
  // The option is offered only for order totals in this range.
  requirements: z
    .object({
      minAmount: moneySchema.nullish(),
      maxAmount: moneySchema.nullish(),
    })
    .optional(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const paymentStrategySchema = z.object({
  _id: idSchema,
  name: z.string().optional(),
  sellerId: idSchema.optional(),
  policy: paymentPolicySchema.optional(),
  options: z.array(paymentOptionSchema).optional(),
});
export type PaymentStrategy = z.infer<typeof paymentStrategySchema>;
