/**
 * Route settings of the pages served from Next's cache (ADR 0038): the landing page, the shop
 * page, step 1 of an event, package pages and legal pages.
 *
 * No path is rendered at build time (the build has no sandbox to read and no request to take the
 * nonce placeholder from); each is rendered on its first request and kept. The data they read
 * carries its own lifetime and tags (lib/ticketing/cache-policy.ts), and the shortest lifetime
 * read decides when a page is rendered again; this is only the longest a page is kept.
 */
export const CACHED_PAGE_REVALIDATE = 600;

export function noPrerenderedPaths(): never[] {
  return [];
}
