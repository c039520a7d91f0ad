import { z } from 'zod';
import { isoDateTimeSchema, moneySchema, relativeDeadlineSchema } from './common.ts';

/**
 * An event's repersonalization setting (spec 02 §9): whether holders may change a ticket's holder
 * details after it was personalized, until when (a date, or relative to the event's end), how
 * often and for what fee. A ticket's own repersonalization capability overrides it.
 */
export const repersonalizationSettingsSchema = z.object({
  enabled: z.boolean().optional(),
  until: isoDateTimeSchema.optional(),
  deadline: relativeDeadlineSchema.optional(),
  fee: moneySchema.optional(),
  limit: z.number().int().nonnegative().optional(),
});
export type RepersonalizationSettings = z.infer<typeof repersonalizationSettingsSchema>;
