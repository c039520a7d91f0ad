import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { LOCALE_COOKIE, LOCALE_QUERY_HEADER, resolveLocale, type Locale } from './locales.ts';
import { messagesFor } from './messages.ts';
import { editionLocale, parseEditionSegment, type Edition } from './edition.ts';
import { clientEnv } from '../env/client.ts';

export interface SellerLocaleSettings {
  defaultLocale?: string | undefined;
  availableLocales?: readonly string[] | undefined;
}

/** The locale of this request for a seller (or for pages outside any shop when none is given). */
export const requestLocale = cache(async (seller?: SellerLocaleSettings): Promise<Locale> => {
  const [headerList, cookieJar] = await Promise.all([headers(), cookies()]);
  return resolveLocale({
    query: headerList.get(LOCALE_QUERY_HEADER),
    cookie: cookieJar.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get('accept-language'),
    available: seller?.availableLocales,
    sellerDefault: seller?.defaultLocale ?? clientEnv.NEXT_PUBLIC_DEFAULT_LOCALE,
  });
});

const intlCache = createIntlCache();

/** react-intl for server components: strings for metadata, aria labels and plain text. */
export const getIntl = cache((locale: Locale): IntlShape => createIntl({ locale, messages: messagesFor(locale) }, intlCache));

/** The edition the proxy rewrote a shop page's path to; a segment it would not write counts as no preference. */
export function editionOf(segment: string): Edition {
  return parseEditionSegment(segment) ?? { preferences: [], member: false };
}

/**
 * The language of a page under /{edition}/… (the shop's pages and the landing page): the edition's
 * preferences among the shop's languages. Nothing here reads the request, so the page can be
 * served from the cache (ADR 0038).
 */
export function editionPageLocale(segment: string, seller?: SellerLocaleSettings): Locale {
  return editionLocale(editionOf(segment), seller, clientEnv.NEXT_PUBLIC_DEFAULT_LOCALE);
}
