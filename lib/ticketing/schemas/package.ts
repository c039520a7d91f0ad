import { z } from 'zod';
import { currencySchema, idSchema, isoDateTimeSchema, moneySchema } from './common.ts';
import { eventSaleStatusSchema } from './event.ts';
import { packageInfoSchema, ticketSchema } from './ticket.ts';

/** Packages: a set of tickets sold together, and the package configuration behind its shop page (spec 02 §2-3). */

/** A package as the account tickets page shows it: its ids, name and tickets. */
export const packageSchema = packageInfoSchema.extend({
  tickets: z.array(ticketSchema),
});
export type Package = z.infer<typeof packageSchema>;

/** The package configuration served at {seller base}/packages/{slug or id} (GET /api/public/packages/configs/{id}). */
export const packageConfigSchema = z.object({
  _id: idSchema,
  name: z.string(),
  sellerId: idSchema.optional(),
  slug: z.string().optional(),
  // Package page body text.
  description: z.string().optional(),
  image: z.string().optional(),
  headerImage: z.string().optional(),
});
export type PackageConfig = z.infer<typeof packageConfigSchema>;

/** One event of a package and the tickets of it the package holds. */
export const packageEventSchema = z.object({
  _id: idSchema,
  name: z.string().min(1),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema.optional(),
  timezone: z.string().min(1),
  image: z.string().optional(),
  locationName: z.string().optional(),
  tickets: z.array(
    z.object({
      ticketTypeId: idSchema,
      name: z.string().min(1),
      amount: z.number().int().positive(),
    }),
  ),
});
export type PackageEvent = z.infer<typeof packageEventSchema>;

/**
 * GET /api/public/packages/configs/{id}/info (spec 02 §7, shape not shown; ADR draft "packages"):
 * what buying the package costs and holds. `saleStatus` is onSale only when every ticket of it can
 * be sold now; otherwise the first reason found (past, planned, soldOut).
 */
export const packageConfigInfoSchema = z.object({
  packageConfigId: idSchema,
  price: moneySchema,
  currency: currencySchema,
  ticketCount: z.number().int().nonnegative(),
  saleStatus: eventSaleStatusSchema,
  events: z.array(packageEventSchema),
});
export type PackageConfigInfo = z.infer<typeof packageConfigInfoSchema>;
