import { fromCents, toCents } from './money.ts';

/**
 * What each ticket of a package costs (spec 02 §3 package; its checkout "holds the package's
 * tickets at the package price"). The spec gives one price for the whole package; each ticket line
 * needs its own so that personalization, returns and the order's lines add up to that price.
 *
 * - The price is shared out in proportion to the tickets' list prices, in whole cents, so a £89
 *   festival ticket carries more of it than a £22 club night.
 * - Rounding goes to the last ticket: the shares always add up to the package price exactly.
 * - Tickets that are all free on their own share the price equally.
 */
export function packagePriceShares(listPrices: readonly number[], packagePrice: number): number[] {
  if (listPrices.length === 0) return [];
  const total = toCents(packagePrice);
  const weights = listPrices.map((price) => Math.max(0, toCents(price)));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => (weightSum === 0 ? Math.floor(total / weights.length) : Math.floor((total * weight) / weightSum)));
  const given = shares.slice(0, -1).reduce((sum, share) => sum + share, 0);
  shares[shares.length - 1] = total - given;
  return shares.map(fromCents);
}
