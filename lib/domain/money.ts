/**
 * Money arithmetic for the cart (spec 01 §3, spec 02 §9 fees and discounts): amounts are numbers in
 * major units (12.5 means 12.50). Every computed amount goes through `roundMoney`, the one place
 * that rounds to cents, so that sums and products of binary floats do not drift (3 × 19.99 is
 * 59.97, not 59.970000000000006).
 */

/** Minor units per major unit. The storefront's currencies all have cents. */
export const CENTS_PER_UNIT = 100;

/**
 * Rounds to whole cents, half away from zero. The scaled value is first cut to 15 significant
 * digits so binary noise (1.005 × 100 = 100.49999999999999) does not decide the rounding.
 */
export function roundMoney(value: number): number {
  return toCents(value) / CENTS_PER_UNIT;
}

/** The amount in whole cents (an integer), rounded like `roundMoney`. */
export function toCents(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Number((Math.abs(value) * CENTS_PER_UNIT).toPrecision(15));
  const cents = Math.round(scaled);
  return cents === 0 ? 0 : Math.sign(value) * cents;
}

export function fromCents(cents: number): number {
  return cents / CENTS_PER_UNIT;
}

/** The sum of the amounts, rounded to cents. */
export function sumMoney(values: Iterable<number>): number {
  let cents = 0;
  for (const value of values) cents += toCents(value);
  return fromCents(cents);
}
