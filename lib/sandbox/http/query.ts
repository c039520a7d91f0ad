import { z } from 'zod';

/** Paging of list endpoints (spec 02 §5): top 1..1000, default 25; skip ≥ 0, default 0. */
export const pagingQuerySchema = z.object({
  top: z.coerce.number().int().min(1).max(1000).default(25),
  skip: z.coerce.number().int().min(0).default(0),
});

/** A list parameter sent either repeated (`?id=a&id=b`) or comma-separated (`?id=a,b`). */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean));
