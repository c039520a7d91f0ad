import { z } from 'zod';
import { currencySchema, idSchema, looseEnum, moneySchema, opaqueObjectSchema } from './common.ts';

/** Products sold next to tickets: merchandise, vouchers, donations, memberships, add-ons (spec 02 §3). */

export const PRODUCT_TYPES = ['voucher', 'product', 'donation', 'membership', 'addOn'] as const;
export const productTypeSchema = looseEnum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** fixed: the variant's price; range: the buyer picks an amount in priceRange (donations). */
export const PRICE_TYPES = ['fixed', 'range'] as const;
export const priceTypeSchema = looseEnum(PRICE_TYPES);
export type PriceType = z.infer<typeof priceTypeSchema>;

export const productVariantSchema = z.object({
  _id: idSchema,
  name: z.string().optional(),
  price: moneySchema.optional(),
  compareAtPrice: moneySchema.nullish(),
  taxable: z.boolean().optional(),
  taxRate: z.number().nonnegative().optional(),
  priceType: priceTypeSchema.optional(),
  priceRange: z
    .object({
      min: moneySchema.optional(),
      max: moneySchema.optional(),
    })
    .nullish(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  sellerId: idSchema.optional(),
  type: productTypeSchema.optional(),
  image: z.string().nullish(),
  description: z.string().nullish(),
  currency: currencySchema.optional(),
  variants: z.array(productVariantSchema).optional(),
  active: z.boolean().optional(),
  isFulfillable: z.boolean().optional(),
  // A membership product enrols the buyer in a program.
  membership: z
    .object({
      programId: idSchema.optional(),
      tierId: idSchema.nullish(),
    })
    .nullish(),
  // A subscription product starts a subscription on this plan.
  subscription: z
    .object({
      planId: idSchema,
      planVariantId: idSchema.nullish(),
    })
    .nullish(),
  // Voucher, add-on and donation settings: shapes not shown in the spec.
  voucher: opaqueObjectSchema.nullish(),
  addOn: opaqueObjectSchema.nullish(),
  donation: opaqueObjectSchema.nullish(),
});
export type Product = z.infer<typeof productSchema>;
