import { z } from 'zod';
import { idSchema, looseEnum, opaqueObjectSchema, relativeDeadlineSchema } from './common.ts';

/** Rebooking strategy: until when and to which events tickets can be rebooked, and at what fee (spec 02 §3, §9). */

export const REBOOKING_FEE_TYPES = ['fix', 'var'] as const;
export const rebookingFeeTypeSchema = looseEnum(REBOOKING_FEE_TYPES);
export type RebookingFeeType = z.infer<typeof rebookingFeeTypeSchema>;

export const REBOOKING_FEE_LEVELS = ['ticket', 'transaction'] as const;
export const rebookingFeeLevelSchema = looseEnum(REBOOKING_FEE_LEVELS);
export type RebookingFeeLevel = z.infer<typeof rebookingFeeLevelSchema>;

/** A rebooking fee; the default is fixed 0, on the ticket, offsetable (spec 02 §9). */
export const rebookingFeeSchema = z.object({
  type: rebookingFeeTypeSchema.optional(),
  // An amount for fix, a share 0..1 for var.
  value: z.number().nonnegative().optional(),
  level: rebookingFeeLevelSchema.optional(),
  // Can be offset against the value of the rebooked tickets.
  offsetable: z.boolean().optional(),
});
export type RebookingFee = z.infer<typeof rebookingFeeSchema>;

/** Which events tickets may move between, with the ticket-type mapping to apply. */
export const rebookingRuleSchema = z.object({
  _id: idSchema.optional(),
  sourceEventIds: z.array(idSchema).optional(),
  targetEventIds: z.array(idSchema).optional(),
  // Source ticket type id -> target ticket type id.
  ticketTypeMapping: z.record(z.string(), idSchema).optional(),
  fee: rebookingFeeSchema.optional(),
});
export type RebookingRule = z.infer<typeof rebookingRuleSchema>;

export const rebookingStrategySchema = z.object({
  _id: idSchema,
  name: z.string().optional(),
  sellerId: idSchema.optional(),
  // Default: 7 days relative to the order date (spec 02 §9).
  deadline: relativeDeadlineSchema.optional(),
  defaultFee: rebookingFeeSchema.optional(),
  rules: z.array(rebookingRuleSchema).optional(),
  // Shape not shown in the spec.
  exceptions: z.array(opaqueObjectSchema).optional(),
});
export type RebookingStrategy = z.infer<typeof rebookingStrategySchema>;
