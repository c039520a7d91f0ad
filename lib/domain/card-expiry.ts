/**
 * A saved card's expiry as two-digit month and two-digit year (spec 01 §9): 'MM/YY'. The year may
 * come as 2029 or 29. Undefined when the month is not 1..12 or the year is not a whole number.
 */
export function cardExpiry(month: number, year: number): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0) return undefined;
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
