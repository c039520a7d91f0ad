import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { LOCALE_COOKIE, LOCALE_QUERY_HEADER, resolveLocale, type Locale } from './locales.ts';
import { messagesFor } from './messages.ts';
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
