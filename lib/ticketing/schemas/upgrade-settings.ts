import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * Upgrade settings (spec 02 §5 "Upgrade eligibility"; shape not shown, ADR 0021). Upgrades are
 * enabled on the ticket type, the event or the seller (its `features.upgrades`): the first level
 * that sets `enabled` decides. The event also says where its tickets may go:
 *
 * - `targetEventIds`: the events a ticket of this event may be upgraded to (a season's: the events
 *   a season card is exchanged for whole). The seller may list the event itself, for a better
 *   category of the same show.
 * - `childMapping` (group events only): for each child event of the season, the events a season
 *   card may upgrade that one concert to. A season without one offers no upgrades.
 */
export const upgradeSettingsSchema = z.object({
  enabled: z.boolean().optional(),
  targetEventIds: z.array(idSchema).optional(),
  childMapping: z.record(idSchema, z.array(idSchema)).optional(),
});
export type UpgradeSettings = z.infer<typeof upgradeSettingsSchema>;

/** A ticket type only switches upgrades on or off; where its tickets may go is the event's to say. */
export const ticketTypeUpgradeSettingsSchema = upgradeSettingsSchema.pick({ enabled: true });
export type TicketTypeUpgradeSettings = z.infer<typeof ticketTypeUpgradeSettingsSchema>;
