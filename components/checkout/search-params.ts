/**
 * The checkout page's query (spec 02 §2): checkoutId, secret, step, underShop, noSteps, and for
 * transactions tid, secret, step. Repeated parameters count by their first value.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

export interface CheckoutSearch {
  step: 1 | 2;
  checkoutId?: string | undefined;
  secret?: string | undefined;
  tid?: string | undefined;
  /** Keep the shop's navigation around the checkout (the default). */
  underShop: boolean;
  /** Hide the steps indicator. */
  noSteps: boolean;
  /** The display flags as they came, for every checkout link to keep. */
  carry: Record<string, string>;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** A flag is on when present without a value or with any value but false/0 (`?noSteps`, `?noSteps=true`). */
function flag(value: string | string[] | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? '';
  return text !== 'false' && text !== '0';
}

export function parseCheckoutSearch(params: SearchParams): CheckoutSearch {
  const underShop = flag(params.underShop);
  const noSteps = flag(params.noSteps);
  const step = Number(first(params.step));
  const carry: Record<string, string> = {};
  if (underShop !== undefined) carry.underShop = String(underShop);
  if (noSteps) carry.noSteps = 'true';
  return {
    // Any later step of the same flow is step 2 here; payment lives inside step 2.
    step: Number.isInteger(step) && step >= 2 ? 2 : 1,
    checkoutId: first(params.checkoutId),
    secret: first(params.secret),
    tid: first(params.tid),
    underShop: underShop ?? true,
    noSteps: noSteps ?? false,
    carry,
  };
}

/** Step 2 and any URL carrying a checkout or transaction secret are personal: never indexed. */
export function isPersonalCheckoutUrl(search: CheckoutSearch): boolean {
  return search.step === 2 || search.checkoutId !== undefined || search.secret !== undefined || search.tid !== undefined;
}
