import { z } from 'zod';
import { idSchema, looseEnum, openEnum, salesChannelSchema, secretSchema } from './common.ts';

/** Payment gateways configured by a seller (spec 01 §7, spec 02 §3). */

/** The spec's gateway types plus 'sandbox', the embedded test gateway. */
export const PAYMENT_GATEWAY_TYPES = [
  'stripe',
  'paypal',
  'adyen',
  'custom',
  'cardconnect',
  'worldline',
  'shift4',
  'authorizenet',
  'wallee',
  'square',
  'payfast',
  'touchnet',
  'transact',
  'unzer',
  'monext',
  'paymentsProvider',
  'additionalMethod',
  'sandbox',
] as const;
export const paymentGatewayTypeSchema = looseEnum(PAYMENT_GATEWAY_TYPES);
export type PaymentGatewayType = z.infer<typeof paymentGatewayTypeSchema>;

/** What an additional-payment-method gateway needs to create a payout method (spec 01 §7). */
export const REQUIRED_INFORMATION_KINDS = ['SEPA', 'ACH'] as const;
export const requiredInformationSchema = looseEnum(REQUIRED_INFORMATION_KINDS);
export type RequiredInformation = z.infer<typeof requiredInformationSchema>;

/** Payment methods a gateway may offer (spec 02 §3), in provider spelling; open set. */
export const PAYMENT_METHOD_TYPES = [
  'card',
  'klarna',
  'sepa_debit',
  'apple_pay',
  'google_pay',
  'card_present',
  'ideal',
  'giropay',
  'blik',
  'p24',
  'affirm',
  'bancontact',
  'afterpay_clearpay',
  'zip',
  'us_bank_account',
] as const;
export const paymentMethodTypeSchema = openEnum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

export const GATEWAY_ENVIRONMENTS = ['test', 'live'] as const;

export const paymentGatewayDataSchema = z.object({
  environment: openEnum(GATEWAY_ENVIRONMENTS).optional(),
  clientKey: z.string().optional(),
  publicKey: z.string().optional(),
  // The platform's own payments gateway shows a secure-payment note when no account id is set.
  accountId: z.string().nullish(),
  // E.g. verify on payment completed (redirect-style forms).
  verificationMode: z.string().optional(),
  applePayEnabled: z.boolean().optional(),
  googlePayEnabled: z.boolean().optional(),
  orderedPaymentMethods: z.array(paymentMethodTypeSchema).optional(),
  requiredInformation: requiredInformationSchema.optional(),
});
export type PaymentGatewayData = z.infer<typeof paymentGatewayDataSchema>;

/** Which sellers may use the gateway: all of the organisation's, or a selection. */
export const paymentGatewayEntitlementsSchema = z.object({
  type: openEnum(['all', 'selection'] as const),
  sellerIds: z.array(idSchema).optional(),
});
export type PaymentGatewayEntitlements = z.infer<typeof paymentGatewayEntitlementsSchema>;

export const paymentGatewaySchema = z.object({
  _id: idSchema,
  type: paymentGatewayTypeSchema,
  name: z.string().optional(),
  active: z.boolean().optional(),
  secret: secretSchema.optional(),
  sellerId: idSchema.optional(),
  orgId: idSchema.optional(),
  redirectUrl: z.string().optional(),
  icon: z.string().optional(),
  description: z.string().optional(),
  channels: z.array(salesChannelSchema).optional(),
  // The gateway can refund payments.
  refundable: z.boolean().optional(),
  entitlements: paymentGatewayEntitlementsSchema.optional(),
  data: paymentGatewayDataSchema.optional(),
});
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

/** Answer of "get a seller's payment gateways" (spec 01 §7). */
export const paymentGatewaysResponseSchema = z.object({
  gateways: z.array(paymentGatewaySchema),
});
export type PaymentGatewaysResponse = z.infer<typeof paymentGatewaysResponseSchema>;
