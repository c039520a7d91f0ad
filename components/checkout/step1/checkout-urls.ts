/**
 * Checkout URLs (spec 02 §2): `/{seller}/checkout/{eventId}` with checkoutId, secret, step,
 * underShop and noSteps. The display flags travel with the buyer from step to step.
 */

/** Query parameters a checkout keeps on every step link. */
export const CARRIED_PARAMS = ['underShop', 'noSteps'] as const;

export function checkoutHref(path: string, params: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Step 2 of a checkout, keeping the carried display flags. */
export function stepTwoHref(path: string, checkout: { _id: string; secret?: string | undefined }, carry: Readonly<Record<string, string>> = {}): string {
  return checkoutHref(path, { checkoutId: checkout._id, secret: checkout.secret, step: '2', ...carry });
}
