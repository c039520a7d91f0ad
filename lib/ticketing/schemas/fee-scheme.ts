import { z } from 'zod';
import { idSchema, looseEnum, moneySchema, openEnum } from './common.ts';

/** Fee schemes and price modifiers (spec 02 §3 and §9). */

/** The level a fee is charged on (spec 02 §9); open set. */
export const FEE_TYPES = ['ticket', 'hardTicket', 'cart', 'transaction', 'fulfillment', 'resell'] as const;
export const feeTypeSchema = openEnum(FEE_TYPES);
export type FeeType = z.infer<typeof feeTypeSchema>;

/** A dynamic fee rule: applies when min <= value < max; charges fix plus var times the base. */
export const feeRuleSchema = z.object({
  min: z.number().nullish(),
  max: z.number().nullish(),
  fix: moneySchema.optional(),
  // A share of the calculation base, 0..1.
  var: z.number().min(0).max(1).optional(),
});
export type FeeRule = z.infer<typeof feeRuleSchema>;

export const feeSchema = z.object({
  _id: idSchema.optional(),
  name: z.string().optional(),
  type: feeTypeSchema.optional(),
  enabled: z.boolean().optional(),
  // Itemised in the cart instead of folded into "other fees".
  exposed: z.boolean().optional(),
  exposedAs: z.string().optional(),
  // Inner fee (included in the price) rather than an outer one added on top.
  included: z.boolean().optional(),
  discountable: z.boolean().optional(),
  asNet: z.boolean().optional(),
  calculationBase: z.string().optional(),
  rules: z.array(feeRuleSchema).optional(),
  taxServiceTypeId: idSchema.nullish(),
});
export type Fee = z.infer<typeof feeSchema>;

export const feeSchemeSchema = z.object({
  _id: idSchema,
  name: z.string().optional(),
  sellerId: idSchema.optional(),
  fees: z.array(feeSchema).optional(),
});
export type FeeScheme = z.infer<typeof feeSchemeSchema>;

export const MODIFIER_TYPES = ['var_discount', 'fix_discount', 'waive_fees'] as const;
export const modifierTypeSchema = looseEnum(MODIFIER_TYPES);
export type ModifierType = z.infer<typeof modifierTypeSchema>;

/** A percentage discount: value is a share 0..1, optionally capped at max. */
export const varDiscountModifierSchema = z.object({
  type: z.literal('var_discount'),
  value: z.number().min(0).max(1),
  max: moneySchema.optional(),
});
export type VarDiscountModifier = z.infer<typeof varDiscountModifierSchema>;

export const fixDiscountModifierSchema = z.object({
  type: z.literal('fix_discount'),
  amount: moneySchema,
});
export type FixDiscountModifier = z.infer<typeof fixDiscountModifierSchema>;

export const waiveFeesModifierSchema = z.object({
  type: z.literal('waive_fees'),
});
export type WaiveFeesModifier = z.infer<typeof waiveFeesModifierSchema>;

export const modifierSchema = z.discriminatedUnion('type', [
  varDiscountModifierSchema,
  fixDiscountModifierSchema,
  waiveFeesModifierSchema,
]);
export type Modifier = z.infer<typeof modifierSchema>;
