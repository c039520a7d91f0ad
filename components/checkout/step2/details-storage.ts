import type { DetailsFormValues } from './details-values';

/**
 * What the buyer typed in step 2, kept in sessionStorage (ADR 0009: nothing typed is lost to a
 * reload, a redirect to a payment page or an expired reservation). Stored per checkout; the last
 * checkout of a shop is remembered too, so starting again after an expiry restores the details
 * into the new checkout. Passwords are never stored.
 */

const PREFIX = 'checkout-details';
const keyOf = (checkoutId: string) => `${PREFIX}:${checkoutId}`;
const lastKeyOf = (seller: string) => `${PREFIX}:last:${seller}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy modes); the form then simply starts empty.
    return undefined;
  }
}

function withoutSecrets(values: DetailsFormValues): DetailsFormValues {
  return { ...values, password: '', passwordRepeat: '' };
}

/**
 * Checkouts completed in this tab: a save still scheduled by the form must not bring their details
 * back. Marked in the same storage as the details, so the mark lives exactly as long as they would.
 */
const completedKeyOf = (checkoutId: string) => `${PREFIX}:completed:${checkoutId}`;

export function saveDetails(seller: string, checkoutId: string, values: DetailsFormValues): void {
  const store = storage();
  if (!store || store.getItem(completedKeyOf(checkoutId)) !== null) return;
  try {
    store.setItem(keyOf(checkoutId), JSON.stringify(withoutSecrets(values)));
    store.setItem(lastKeyOf(seller), checkoutId);
  } catch {
    // Quota exceeded: the form state still holds everything.
  }
}

/** This checkout's saved details, else those of the shop's previous checkout. */
export function loadDetails(seller: string, checkoutId: string): Partial<DetailsFormValues> | undefined {
  const store = storage();
  if (!store) return undefined;
  const read = (key: string) => {
    const text = store.getItem(key);
    if (!text) return undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<DetailsFormValues>) : undefined;
    } catch {
      return undefined;
    }
  };
  const own = read(keyOf(checkoutId));
  if (own) return own;
  const last = store.getItem(lastKeyOf(seller));
  return last && last !== checkoutId ? read(keyOf(last)) : undefined;
}

/** After a completed order: the details belong to that order now. */
export function clearDetails(seller: string, checkoutId: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(completedKeyOf(checkoutId), '1');
  } catch {
    // Quota exceeded: the details are removed below all the same.
  }
  store.removeItem(keyOf(checkoutId));
  if (store.getItem(lastKeyOf(seller)) === checkoutId) store.removeItem(lastKeyOf(seller));
}
