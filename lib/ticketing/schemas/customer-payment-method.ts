import { z } from 'zod';
import { idSchema, isoDateTimeSchema, looseEnum, openEnum } from './common.ts';
import { paymentGatewayTypeSchema } from './payment-gateway.ts';

/** Saved customer payment methods and the custom (SEPA / ACH) payout method payload (spec 01 §3, §5; spec 02 §3). */

export const CUSTOMER_PAYMENT_METHOD_STATUSES = ['active', 'deleted', 'expired'] as const;
export const customerPaymentMethodStatusSchema = looseEnum(CUSTOMER_PAYMENT_METHOD_STATUSES);
export type CustomerPaymentMethodStatus = z.infer<typeof customerPaymentMethodStatusSchema>;

export const PAYMENT_METHOD_CHANNELS = ['onSession', 'offSession'] as const;
export const paymentMethodChannelSchema = looseEnum(PAYMENT_METHOD_CHANNELS);
export type PaymentMethodChannel = z.infer<typeof paymentMethodChannelSchema>;

/** Card brands accepted for saved cards (spec 02 §9); other types (sepa, ...) are kept as sent. */
export const SAVED_CARD_TYPES = ['amex', 'mc', 'visa', 'discover'] as const;
export const paymentDetailsTypeSchema = openEnum(SAVED_CARD_TYPES);
export type PaymentDetailsType = z.infer<typeof paymentDetailsTypeSchema>;

/** A month or year sent as a number or a numeric string; kept as a number. */
const numeric = z.union([z.number().int(), z.string().regex(/^\d{1,4}$/).transform(Number)]);

export const paymentDetailsSchema = z.object({
  type: paymentDetailsTypeSchema,
  // Last digits of the card or account, to tell saved methods apart in the list.
  last4: z.string().optional(),
  // Shown as MM/YY (spec 01 §9).
  expiration: z
    .object({
      month: numeric.pipe(z.number().int().min(1).max(12)),
      year: numeric,
    })
    .nullish(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const customerPaymentMethodSchema = z.object({
  _id: idSchema,
  sellerId: idSchema.optional(),
  customerId: idSchema.optional(),
  primary: z.boolean().optional(),
  status: customerPaymentMethodStatusSchema.optional(),
  active: z.boolean().optional(),
  gatewayType: paymentGatewayTypeSchema.optional(),
  gatewayId: idSchema.optional(),
  channels: z.array(paymentMethodChannelSchema).optional(),
  data: z
    .object({
      paymentMethodId: z.string().optional(),
      accountHolderName: z.string().optional(),
    })
    .optional(),
  paymentDetails: paymentDetailsSchema.nullish(),
  // The update modal offers a method created less than a minute ago (spec 01 §4).
  createdAt: isoDateTimeSchema.optional(),
});
export type CustomerPaymentMethod = z.infer<typeof customerPaymentMethodSchema>;

const accountHolderNameSchema = z.string().trim().min(1, 'required');

/** SEPA payout details: IBAN (checksum verified; spaces removed, upper-cased), BIC and holder. */
export const sepaPaymentMethodDataSchema = z.object({
  iban: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, 'required').pipe(z.iban('invalid IBAN'))),
  bic: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, 'required').regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, 'invalid BIC')),
  accountHolderName: accountHolderNameSchema,
});
export type SepaPaymentMethodData = z.infer<typeof sepaPaymentMethodDataSchema>;

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
function isValidRoutingNumber(value: string): boolean {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(value[index]) * (weights[index] ?? 0);
  return sum % 10 === 0;
}

/** ACH payout details: account number (4-17 digits), routing number (9 digits, checksum) and holder. */
export const achPaymentMethodDataSchema = z.object({
  accountNumber: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{4,17}$/, 'invalid account number'),
  routingNumber: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{9}$/, 'invalid routing number')
    .refine(isValidRoutingNumber, 'invalid routing number'),
  accountHolderName: accountHolderNameSchema,
});
export type AchPaymentMethodData = z.infer<typeof achPaymentMethodDataSchema>;

export const sepaCustomPaymentMethodPayloadSchema = z.object({
  gatewayId: idSchema,
  data: sepaPaymentMethodDataSchema,
});
export type SepaCustomPaymentMethodPayload = z.infer<typeof sepaCustomPaymentMethodPayloadSchema>;

export const achCustomPaymentMethodPayloadSchema = z.object({
  gatewayId: idSchema,
  data: achPaymentMethodDataSchema,
});
export type AchCustomPaymentMethodPayload = z.infer<typeof achCustomPaymentMethodPayloadSchema>;

/** Body of "create custom payment method": a gateway id and SEPA or ACH details. */
export const customPaymentMethodPayloadSchema = z.union([
  sepaCustomPaymentMethodPayloadSchema,
  achCustomPaymentMethodPayloadSchema,
]);
export type CustomPaymentMethodPayload = z.infer<typeof customPaymentMethodPayloadSchema>;
