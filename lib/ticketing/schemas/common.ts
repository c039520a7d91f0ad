import { z } from 'zod';

/**
 * Building blocks shared by every entity schema of the ticketing API contract (spec 01 and 02, §3).
 *
 * Conventions: ids and secrets are non-empty strings, dates travel as ISO-8601 strings (kept as
 * strings), money is a number in major units next to a `currency` ISO code, and enum-like fields
 * are parsed case-insensitively into one canonical spelling (the two documents disagree on case).
 */

/** A record id (`_id`, `eventId`, `tid`, ...): any non-empty string. */
export const idSchema = z.string().min(1, 'expected a non-empty id');
export type Id = z.infer<typeof idSchema>;

/** The per-record secret that lets a holder read or act on an item without logging in. */
export const secretSchema = z.string().min(1, 'expected a non-empty secret');
export type Secret = z.infer<typeof secretSchema>;

/** An ISO 4217 currency code: three upper-case letters (EUR, USD, ...). */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 currency code of three upper-case letters, e.g. EUR');
export type Currency = z.infer<typeof currencySchema>;

/** An amount of money in major units (12.5 means 12.50); the currency travels next to it. */
export const moneySchema = z.number();
export type Money = z.infer<typeof moneySchema>;

/**
 * An ISO-8601 date-time with seconds and a `Z` or `±hh:mm` offset (e.g. 2025-06-01T18:00:00Z or
 * 2025-06-01T20:00:00.000+02:00). Validated, then kept as the original string, not a Date.
 */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: (issue) =>
    `expected an ISO-8601 date-time with seconds and an offset, e.g. 2025-06-01T18:00:00Z, got ${JSON.stringify(issue.input)}`,
});
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/** A bag whose shape the spec does not show: any object, its keys kept as they are. */
export const opaqueObjectSchema = z.record(z.string(), z.unknown());
export type OpaqueObject = z.infer<typeof opaqueObjectSchema>;

type EnumValues = readonly [string, ...string[]];

function canonicalLookup(values: EnumValues): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const value of values) {
    const key = value.toLowerCase();
    const existing = lookup.get(key);
    if (existing !== undefined && existing !== value) {
      throw new Error(`enum values "${existing}" and "${value}" differ only by letter case`);
    }
    lookup.set(key, value);
  }
  return lookup;
}

/**
 * A closed enum parsed case-insensitively into its canonical spelling:
 * `looseEnum(['valid', 'detailsRequired'] as const)` turns 'DETAILSREQUIRED', 'detailsrequired' and
 * 'detailsRequired' into 'detailsRequired', and rejects any other value with a message listing the
 * allowed ones. The output type is the union of the canonical literals.
 */
export function looseEnum<const T extends EnumValues>(values: T) {
  const lookup = canonicalLookup(values);
  const expected = `expected one of ${values.join(', ')} (any letter case)`;
  return z.string({ error: (issue) => `${expected}, got ${issue.input === null ? 'null' : typeof issue.input}` }).transform((input, ctx): T[number] => {
    const canonical = lookup.get(input.toLowerCase());
    if (canonical === undefined) {
      ctx.addIssue({ code: 'custom', message: `${expected}, got ${JSON.stringify(input)}`, input });
      return z.NEVER;
    }
    return canonical;
  });
}

/**
 * An open enum: the known values are matched case-insensitively and returned in their canonical
 * spelling; any other non-empty string passes through unchanged (for fields the spec leaves open,
 * such as a marketplace name or a card brand). The output type keeps the known literals for
 * autocompletion while accepting any string.
 */
export function openEnum<const T extends EnumValues>(known: T) {
  const lookup = canonicalLookup(known);
  return z
    .string()
    .min(1, 'expected a non-empty value')
    .transform((input): T[number] | (string & Record<never, never>) => lookup.get(input.toLowerCase()) ?? input);
}

/** The list envelope our API answers with (spec 01 §7, "answer docs and total"). */
export function pageOf<T extends z.ZodType>(itemSchema: T) {
  return z.object({
    docs: z.array(itemSchema),
    total: z.number().int().nonnegative(),
  });
}
export type Page<T> = { docs: T[]; total: number };

/** A postal address; every part optional (the edit form and checkout decide what is required). */
export const addressSchema = z.object({
  street: z.string().nullish(),
  postal: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
});
export type Address = z.infer<typeof addressSchema>;

/** A consent given (or requested) on a checkout item or subscription, e.g. auto-renewal. */
export const consentSchema = z.object({
  type: z.string().min(1),
});
export type Consent = z.infer<typeof consentSchema>;

/** A coupon applied to a checkout item or purchase intent. */
export const appliedCouponSchema = z.object({
  code: z.string().min(1),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** Sales channels (spec 02 §6): online, pos, subscription. */
export const SALES_CHANNELS = ['online', 'pos', 'subscription'] as const;
export const salesChannelSchema = looseEnum(SALES_CHANNELS);
export type SalesChannel = z.infer<typeof salesChannelSchema>;

/** Billing and installment intervals (spec 02 §9): day, week, month. */
export const INTERVALS = ['day', 'week', 'month'] as const;
export const intervalSchema = looseEnum(INTERVALS);
export type Interval = z.infer<typeof intervalSchema>;

/** What a relative deadline is anchored to (rebooking, refund phases, repersonalization). */
export const DEADLINE_TARGETS = ['eventStart', 'eventEnd', 'orderDate', 'relevancyStart'] as const;
export const deadlineTargetSchema = openEnum(DEADLINE_TARGETS);
export type DeadlineTarget = z.infer<typeof deadlineTargetSchema>;

/** Time units of relative deadlines and periods. */
export const TIME_UNITS = ['minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;
export const timeUnitSchema = openEnum(TIME_UNITS);
export type TimeUnit = z.infer<typeof timeUnitSchema>;

/** A deadline or period relative to a target date: `offset` `unit`s before (negative) or after it. */
export const relativeDeadlineSchema = z.object({
  target: deadlineTargetSchema.optional(),
  offset: z.number().optional(),
  unit: timeUnitSchema.optional(),
});
export type RelativeDeadline = z.infer<typeof relativeDeadlineSchema>;
