import { z } from 'zod';
import { idSchema, isoDateTimeSchema, looseEnum, openEnum } from './common.ts';
import { paymentGatewayTypeSchema } from './payment-gateway.ts';
import { ACCOUNT_HOLDER_NAME_MAX, compactBankCode, isValidAccountNumber, isValidBic, isValidIban, isValidRoutingNumber } from '../../domain/bank-account.ts';

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

const accountHolderNameSchema = z.string().trim().min(1, 'required').max(ACCOUNT_HOLDER_NAME_MAX, 'tooLong');

/** SEPA payout details (lib/domain/bank-account.ts): IBAN (checksum verified; spaces removed, upper-cased), BIC and holder. */
export const sepaPaymentMethodDataSchema = z.object({
  iban: z
    .string()
    .transform(compactBankCode)
    .pipe(z.string().min(1, 'required').refine(isValidIban, 'invalidIban')),
  bic: z
    .string()
    .transform(compactBankCode)
    .pipe(z.string().min(1, 'required').refine(isValidBic, 'invalidBic')),
  accountHolderName: accountHolderNameSchema,
});
export type SepaPaymentMethodData = z.infer<typeof sepaPaymentMethodDataSchema>;

/** ACH payout details (lib/domain/bank-account.ts): account number (4-17 digits), routing number (9 digits, ABA checksum) and holder. */
export const achPaymentMethodDataSchema = z.object({
  accountNumber: z.string().trim().min(1, 'required').refine(isValidAccountNumber, 'invalidAccountNumber'),
  routingNumber: z.string().trim().min(1, 'required').refine(isValidRoutingNumber, 'invalidRoutingNumber'),
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
