import { shopSlugOfPath } from './request-path.ts';

/** Where the proxy rewrites a page under `/{edition}` (ADR 0038). */
export interface EditionTarget {
  /** The path after the edition segment ('' for the landing page). */
  path: string;
  /** The shop's path segment, decoded, for the membership check; absent for the landing page. */
  shop?: string | undefined;
}

/** The checkout route that reads its query, rendered per request. */
export const CHECKOUT_BY_QUERY_SEGMENT = 'by-query';

/** Query parameters the cached pages already account for: the language is part of the edition. */
const EDITION_PARAMS = new Set(['lang']);

/**
 * The landing page and every page under a shop's path go under `/{edition}`; the site's own pages
 * (orders, transfers, sandbox tools) stay where they are. An event's checkout page with a query
 * (a step, a checkout to adopt, display flags) goes to the route that reads it.
 */
export function editionPath(pathname: string, query: URLSearchParams): EditionTarget | undefined {
  if (pathname === '/' || pathname === '') return { path: '' };
  const shop = shopSlugOfPath(pathname);
  if (shop === undefined) return undefined;
  const segments = pathname.split('/').filter(Boolean);
  const isCheckout = segments.length === 3 && segments[1] === 'checkout';
  if (isCheckout && [...query.keys()].some((key) => !EDITION_PARAMS.has(key))) {
    return { path: `/${segments.join('/')}/${CHECKOUT_BY_QUERY_SEGMENT}`, shop };
  }
  return { path: pathname, shop };
}
