import { parseAcceptLanguage, SUPPORTED_LOCALES, toLocale, type Locale } from './locales.ts';

/**
 * A shop page's edition: everything besides its path that a cached page may differ by (ADR 0038).
 * The proxy works it out for each request and rewrites `/riverside-live` to
 * `/{edition}/riverside-live`, so Next's cache keeps one copy per edition and never one per
 * visitor. It holds the visitor's language preferences in order (`?lang`, the language cookie,
 * Accept-Language; supported languages only), not the page's language, because only the page
 * knows which languages its shop offers. `member` says that the visitor is logged in to this
 * shop, which only a shop that enforces login shows differently.
 */
export interface Edition {
  preferences: readonly Locale[];
  member: boolean;
}

export interface PreferenceSources {
  query?: string | null | undefined;
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}

/** The supported languages the visitor asked for, most wanted first, each once. */
export function localePreferences(sources: PreferenceSources): Locale[] {
  const candidates = [sources.query, sources.cookie, ...parseAcceptLanguage(sources.acceptLanguage)].map(toLocale);
  return candidates.filter((locale, index): locale is Locale => locale !== undefined && candidates.indexOf(locale) === index);
}

const NO_PREFERENCE = 'any';
const MEMBER = 'member';

/** `de.en`, `en`, `any`, with `.member` for a logged-in visitor: a path segment. */
export function editionSegment(edition: Edition): string {
  const languages = edition.preferences.length > 0 ? edition.preferences.join('.') : NO_PREFERENCE;
  return edition.member ? `${languages}.${MEMBER}` : languages;
}

/** The edition a segment names; undefined for anything the proxy would not have written. */
export function parseEditionSegment(segment: string): Edition | undefined {
  const parts = decodeURIComponent(segment).split('.');
  const member = parts.at(-1) === MEMBER;
  const languages = member ? parts.slice(0, -1) : parts;
  if (languages.length === 1 && languages[0] === NO_PREFERENCE) return { preferences: [], member };
  if (languages.length === 0 || languages.length > SUPPORTED_LOCALES.length) return undefined;
  const preferences = languages.map(toLocale);
  if (preferences.some((locale, index) => locale === undefined || locale !== languages[index] || preferences.indexOf(locale) !== index)) return undefined;
  return { preferences: preferences as Locale[], member };
}

export interface OfferedLocales {
  availableLocales?: readonly string[] | undefined;
  defaultLocale?: string | null | undefined;
}

/**
 * The page's language: the first preference the shop offers, else the shop's default (ADR 0003's
 * order, which `resolveLocale` follows for pages outside a shop; the tests hold both to the same
 * answers). Outside any shop every supported language is offered.
 */
export function editionLocale(edition: Pick<Edition, 'preferences'>, offered: OfferedLocales | undefined, fallbackDefault: string): Locale {
  const listed = (offered?.availableLocales ?? []).map(toLocale).filter((locale): locale is Locale => locale !== undefined);
  const allowed: readonly Locale[] = listed.length > 0 ? listed : SUPPORTED_LOCALES;
  const pick = (tag: string | null | undefined) => {
    const locale = toLocale(tag);
    return locale && allowed.includes(locale) ? locale : undefined;
  };
  return edition.preferences.find((locale) => allowed.includes(locale)) ?? pick(offered?.defaultLocale ?? fallbackDefault) ?? allowed[0] ?? 'en';
}
