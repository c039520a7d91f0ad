/** The amount in the currency's smallest unit, as providers take it (2 decimals for most, 0 for JPY and the like). */
export function minorUnits(amount: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Math.round(amount * 10 ** digits);
}
