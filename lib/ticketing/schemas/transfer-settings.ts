import { z } from 'zod';
import { looseEnum, timeUnitSchema } from './common.ts';

/**
 * Transfer settings of a ticket type, an event or a seller (spec 02 §9 Transfer): whether tickets
 * may be transferred, hard tickets too, tickets that came by transfer again, and until how long
 * before the event ends. The first level that sets a field decides it.
 */
export const TRANSFER_MODES = ['allowed', 'notAllowed'] as const;
export const transferModeSchema = looseEnum(TRANSFER_MODES);
export type TransferMode = z.infer<typeof transferModeSchema>;

export const transferSettingsSchema = z.object({
  mode: transferModeSchema.optional(),
  hardTicketMode: transferModeSchema.optional(),
  retransferMode: transferModeSchema.optional(),
  // Transfers close this long before the event's end.
  allowedUntil: z.object({ offset: z.number().nonnegative(), unit: timeUnitSchema }).optional(),
});
export type TransferSettings = z.infer<typeof transferSettingsSchema>;
