import { z } from 'zod';
import { idSchema, isoDateTimeSchema, looseEnum, moneySchema } from './common.ts';
import { printStatusSchema } from './ticket.ts';
import { VOUCHER_INTERNAL_TYPES } from '../voucher-types.ts';

/** Voucher (spec 01 §3): a code worth an amount, redeemable in checkout. */

export const VOUCHER_ORIGINS = ['default', 'shop', 'import', 'upgrade', 'refund'] as const;
export const voucherOriginSchema = looseEnum(VOUCHER_ORIGINS);
export type VoucherOrigin = z.infer<typeof voucherOriginSchema>;

export const voucherInternalTypeSchema = looseEnum(VOUCHER_INTERNAL_TYPES);
export type VoucherInternalType = z.infer<typeof voucherInternalTypeSchema>;

export const voucherSchema = z.object({
  code: z.string().min(1),
  // Not listed by the spec; present on stored vouchers.
  _id: idSchema.optional(),
  amount: moneySchema.optional(),
  redeemedAmount: moneySchema.optional(),
  validUntil: isoDateTimeSchema.nullish(),
  sellerId: idSchema.optional(),
  transactionId: idSchema.nullish(),
  cartItemId: idSchema.nullish(),
  productId: idSchema.nullish(),
  refundId: idSchema.nullish(),
  customerId: idSchema.nullish(),
  origin: voucherOriginSchema.optional(),
  printStatus: printStatusSchema.nullish(),
  fulfillmentTypeId: idSchema.nullish(),
  // Set only on internal credit vouchers.
  type: voucherInternalTypeSchema.nullish(),
  internalBalance: moneySchema.nullish(),
});
export type Voucher = z.infer<typeof voucherSchema>;
