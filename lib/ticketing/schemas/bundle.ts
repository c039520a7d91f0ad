import { z } from 'zod';
import { idSchema, looseEnum } from './common.ts';

/** Bundles: components chosen together, triggered by a matching cart item (spec 02 §3-4). */

export const BUNDLE_OPTION_TYPES = ['product', 'ticketType', 'priceType'] as const;
export const bundleOptionTypeSchema = looseEnum(BUNDLE_OPTION_TYPES);
export type BundleOptionType = z.infer<typeof bundleOptionTypeSchema>;

/** A choice within a component: a product, a ticket type or a price type, by id. */
export const bundleOptionSchema = z.object({
  type: bundleOptionTypeSchema,
  targetId: idSchema,
  name: z.string().optional(),
});
export type BundleOption = z.infer<typeof bundleOptionSchema>;

export const bundleComponentSchema = z.object({
  _id: idSchema.optional(),
  name: z.string().optional(),
  options: z.array(bundleOptionSchema).optional(),
  minQuantity: z.number().int().nonnegative().optional(),
  maxQuantity: z.number().int().nonnegative().optional(),
});
export type BundleComponent = z.infer<typeof bundleComponentSchema>;

/** Adding a cart item matching a trigger adds the bundle cart item. */
export const bundleTriggerSchema = z.object({
  type: bundleOptionTypeSchema,
  targetId: idSchema,
});
export type BundleTrigger = z.infer<typeof bundleTriggerSchema>;

export const bundleSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  image: z.string().nullish(),
  active: z.boolean().optional(),
  // The cart shows the bundle's total instead of its components' prices.
  showOnlyTotalPrice: z.boolean().optional(),
  components: z.array(bundleComponentSchema).optional(),
  triggers: z.array(bundleTriggerSchema).optional(),
});
export type Bundle = z.infer<typeof bundleSchema>;
