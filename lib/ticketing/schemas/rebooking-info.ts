import { z } from 'zod';
import { currencySchema, idSchema, moneySchema } from './common.ts';

/**
 * Answer of GET /api/public/rebookings/info?checkoutId&secret (spec 02 §7 Rebooking; shape not
 * shown, ADR 0019): what the open checkout of a rebooking carries over from the old tickets.
 */
export const rebookingInfoSchema = z.object({
  rebooking: z.literal(true),
  // What the old tickets are worth, paid towards the new ones.
  credit: moneySchema,
  // The rebooking fee, a line of the checkout (0 when the strategy charges none).
  fee: moneySchema,
  currency: currencySchema.optional(),
  // The tickets given up, which become invalid once the checkout is completed.
  ticketIds: z.array(idSchema).min(1),
  sourceEventId: idSchema,
  targetEventId: idSchema,
});
export type RebookingInfo = z.infer<typeof rebookingInfoSchema>;
