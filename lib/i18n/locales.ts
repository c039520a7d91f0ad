export const SUPPORTED_LOCALES = ['en', 'de'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const LOCALE_COOKIE = 'locale';
/** Request header the proxy uses to hand `?lang` to server components (layouts cannot read the query). */
export const LOCALE_QUERY_HEADER = 'x-lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** `de-AT` -> `de`; anything unsupported -> undefined. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** Accept-Language tags ordered by their q-value (highest first, document order on ties). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LocaleSources {
  query?: string | null | undefined;
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
  /** The locales the seller offers its shop in; all supported ones when not restricted. */
  available?: readonly string[] | undefined;
  sellerDefault?: string | null | undefined;
}

/**
 * The language of a page: `?lang`, then the cookie, then the browser's Accept-Language, then the
 * seller's default. Each candidate must be a language the seller offers, so a German-only shop
 * stays German even for an English browser or a cookie set on another shop.
 */
export function resolveLocale(sources: LocaleSources): Locale {
  const offered = (sources.available?.map(toLocale).filter((l): l is Locale => l !== undefined) ?? []).filter(
    (l, i, all) => all.indexOf(l) === i,
  );
  const allowed: readonly Locale[] = offered.length > 0 ? offered : SUPPORTED_LOCALES;
  const pick = (tag: string | null | undefined) => {
    const locale = toLocale(tag);
    return locale && allowed.includes(locale) ? locale : undefined;
  };
  return (
    pick(sources.query) ??
    pick(sources.cookie) ??
    parseAcceptLanguage(sources.acceptLanguage).map(pick).find((l) => l !== undefined) ??
    pick(sources.sellerDefault) ??
    allowed[0] ??
    'en'
  );
}
