import 'server-only';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/server';
import { toLocale } from '@/lib/i18n/locales';
import type { TicketingError } from '@/lib/ticketing/errors';
import type { Seller } from '@/lib/ticketing/schemas/seller';

/** Server-side helpers shared by the account screens. */

export function screenIntl(locale: string): IntlShape {
  return getIntl(toLocale(locale) ?? 'en');
}

/** The shop segment of the seller's URLs (/{slug}/…), as the shop layout builds it. */
export function shopSlug(seller: Pick<Seller, '_id' | 'slug'>): string {
  return seller.slug ?? seller._id;
}

/**
 * Spec 01 §8: a list that fails to load in the account pages is silently ignored: the screen shows
 * its empty state; the failure goes to the server log only.
 */
export function ignoreListFailure(what: string, error: TicketingError): void {
  console.warn(`account: ${what} failed to load and is shown as empty (spec 01 §8): ${error.message}`);
}
