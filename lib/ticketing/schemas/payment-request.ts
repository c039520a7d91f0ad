import { z } from 'zod';
import { addressSchema, currencySchema, idSchema, isoDateTimeSchema, looseEnum, moneySchema, opaqueObjectSchema, secretSchema } from './common.ts';
import { paymentGatewayTypeSchema } from './payment-gateway.ts';

/** Payment request: one payment (or a payment-method setup) processed by a gateway (spec 01 §3-4, spec 02 §3-4). */

/** NEW to SUCCEEDED or CANCELED (spec 02 §4); canonical: lower-case. */
export const PAYMENT_REQUEST_STATUSES = ['new', 'succeeded', 'canceled'] as const;
export const paymentRequestStatusSchema = looseEnum(PAYMENT_REQUEST_STATUSES);
export type PaymentRequestStatus = z.infer<typeof paymentRequestStatusSchema>;

export const PAYMENT_REQUEST_ORIGINS = ['pos', 'online', 'setup', 'subscription', 'paymentPlan'] as const;
export const paymentRequestOriginSchema = looseEnum(PAYMENT_REQUEST_ORIGINS);
export type PaymentRequestOrigin = z.infer<typeof paymentRequestOriginSchema>;

export const paymentOptionSelectionSchema = z.object({
  paymentOptionId: idSchema.nullish(),
  paymentStrategyId: idSchema.nullish(),
});
export type PaymentOptionSelection = z.infer<typeof paymentOptionSelectionSchema>;

export const paymentProcessorSchema = z.object({
  gatewayType: paymentGatewayTypeSchema.optional(),
  gatewayId: idSchema.optional(),
  reference: z.string().optional(),
  redirectUrl: z.string().nullish(),
  // The buyer asked to save the payment method when this payment succeeds (spec 02 §2 save-card checkbox).
  storePaymentMethod: z.boolean().optional(),
});
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;

export const paymentApplicationSchema = z.object({
  amount: moneySchema,
  method: z.string().optional(),
});
export type PaymentApplication = z.infer<typeof paymentApplicationSchema>;

export const paymentRequestCustomerSchema = z.object({
  customerId: idSchema.nullish(),
  email: z.string().nullish(),
  country: z.string().nullish(),
});
export type PaymentRequestCustomer = z.infer<typeof paymentRequestCustomerSchema>;

export const paymentRequestSchema = z.object({
  _id: idSchema,
  secret: secretSchema.optional(),
  sellerId: idSchema.optional(),
  // The create answer carries no status (spec 01 §7); polling reads it.
  status: paymentRequestStatusSchema.optional(),
  origin: paymentRequestOriginSchema.optional(),
  amount: moneySchema.optional(),
  originalAmount: moneySchema.optional(),
  currency: currencySchema.optional(),
  checkoutId: idSchema.nullish(),
  transactionId: idSchema.nullish(),
  subscriptionId: idSchema.nullish(),
  paymentPlanId: idSchema.nullish(),
  processors: z.array(paymentProcessorSchema).optional(),
  applications: z.array(paymentApplicationSchema).optional(),
  customer: paymentRequestCustomerSchema.nullish(),
  // Shape not shown in the spec.
  accountingItems: z.array(opaqueObjectSchema).optional(),
  paymentOptionSelection: paymentOptionSelectionSchema.nullish(),
  expiresAt: isoDateTimeSchema.nullish(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** Who pays: prefilled into the payment forms. */
export const paymentContextSchema = z.object({
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  email: z.string().nullish(),
  address: addressSchema.nullish(),
});
export type PaymentContext = z.infer<typeof paymentContextSchema>;

/** Answer of "get payment request processor": a drop-in session or a client secret. */
export const paymentProcessorResponseSchema = z.object({
  reference: z.string().min(1),
  redirectUrl: z.string().nullish(),
  data: z
    .object({
      sessionData: z.string().optional(),
      clientSecret: z.string().optional(),
    })
    .optional(),
});
export type PaymentProcessorResponse = z.infer<typeof paymentProcessorResponseSchema>;
