import { z } from 'zod';
import { currencySchema, idSchema, moneySchema } from './common.ts';

/**
 * Answers of GET /api/public/tickets/upgrades/info (spec 02 §7 Upgrade: "with query parameters";
 * shapes not shown, ADR 0021).
 *
 * - `?checkoutId&secret`: what the open checkout of an upgrade carries over from the old tickets.
 * - `?ticketId&secret`: whether one ticket may be upgraded now and to which events, so the
 *   upgrade modal can offer the targets before any checkout exists.
 */
export const upgradeCheckoutInfoSchema = z.object({
  upgrade: z.literal(true),
  // What the old tickets are worth, paid towards the new ones.
  credit: moneySchema,
  currency: currencySchema.optional(),
  // The tickets given up once the checkout is completed.
  ticketIds: z.array(idSchema).min(1),
  targetEventId: idSchema,
});
export type UpgradeCheckoutInfo = z.infer<typeof upgradeCheckoutInfoSchema>;

export const ticketUpgradeInfoSchema = z.object({
  upgrade: z.literal(false),
  eligible: z.boolean(),
  // Why not (lib/domain/upgrade.ts UPGRADE_REASONS); an open set, so a newer API's reason still parses.
  reason: z.string().optional(),
  // The events the ticket may be upgraded to now, in the seller's order.
  targets: z.array(idSchema),
});
export type TicketUpgradeInfo = z.infer<typeof ticketUpgradeInfoSchema>;

export const upgradeInfoSchema = z.discriminatedUnion('upgrade', [upgradeCheckoutInfoSchema, ticketUpgradeInfoSchema]);
export type UpgradeInfo = z.infer<typeof upgradeInfoSchema>;
