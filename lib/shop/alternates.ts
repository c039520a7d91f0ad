import { SUPPORTED_LOCALES, toLocale, type Locale } from '../i18n/locales.ts';

/** The canonical URL of a page and its hreflang alternates, as root-relative URLs (metadataBase makes them absolute). */
export interface LanguageAlternates {
  canonical: string;
  /** One entry per offered language plus `x-default`; absent when a single language is offered. */
  languages?: Record<string, string>;
}

/**
 * The languages a page can be read in: the seller's offered languages we have catalogues for, or
 * every supported one when the seller restricts none (the same reading as resolveLocale).
 */
export function offeredLocales(availableLocales: readonly string[] | undefined): Locale[] {
  const offered = (availableLocales ?? []).map(toLocale).filter((locale): locale is Locale => locale !== undefined);
  const unique = offered.filter((locale, index) => offered.indexOf(locale) === index);
  return unique.length > 0 ? unique : [...SUPPORTED_LOCALES];
}

/** `path` with the language query that pins a page to one language. */
export function languageUrl(path: string, locale: Locale): string {
  return `${path}?lang=${locale}`;
}

/**
 * Canonical and hreflang of `path` rendered in `locale` (ADR 0023). The plain path picks its
 * language from the visitor's cookie and browser, so with several languages it is the `x-default`
 * and each language has its own `?lang` URL, which is also the canonical of a page rendered in it.
 * A shop with one language has one URL per page.
 */
export function languageAlternates(path: string, availableLocales: readonly string[] | undefined, locale: Locale): LanguageAlternates {
  const offered = offeredLocales(availableLocales);
  if (offered.length < 2) return { canonical: path };
  const languages: Record<string, string> = {};
  for (const language of offered) languages[language] = languageUrl(path, language);
  languages['x-default'] = path;
  return { canonical: languageUrl(path, offered.includes(locale) ? locale : (offered[0] ?? locale)), languages };
}
