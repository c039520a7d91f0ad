import { LOCALE_COOKIE, toLocale } from '../i18n/locales.ts';
import { editionSegment, localePreferences } from '../i18n/edition.ts';
import { editionPath } from './edition-path.ts';

/** What the edition of a request depends on, read the same way by the proxy and the page cache. */
export interface EditionRequest {
  pathname: string;
  query: URLSearchParams;
  cookie: (name: string) => string | undefined;
  acceptLanguage: string | null | undefined;
}

/**
 * The path a page request is rewritten to, `/{edition}/…` (ADR 0038), or undefined for pages that
 * stay where they are. The proxy rewrites with it and the server's page cache keys its copies by
 * it (ADR 0042): one function, so both always agree on which copy a visitor gets.
 */
export function editionRewrite(request: EditionRequest, isMember: (shop: string) => boolean): string | undefined {
  const target = editionPath(request.pathname, request.query);
  if (!target) return undefined;
  const preferences = localePreferences({
    query: toLocale(request.query.get('lang')),
    cookie: request.cookie(LOCALE_COOKIE),
    acceptLanguage: request.acceptLanguage,
  });
  const member = target.shop !== undefined && isMember(target.shop);
  return `/${editionSegment({ preferences, member })}${target.path}`;
}
