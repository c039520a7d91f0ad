import { z } from 'zod';
import { idSchema } from './common.ts';
import { packageInfoSchema, ticketSchema } from './ticket.ts';

/** Packages: a set of tickets sold together, and the package configuration behind its shop page (spec 02 §2-3). */

/** A package as the account tickets page shows it: its ids, name and tickets. */
export const packageSchema = packageInfoSchema.extend({
  tickets: z.array(ticketSchema),
});
export type Package = z.infer<typeof packageSchema>;

/** The package configuration served at {seller base}/packages/{slug or id}. */
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
