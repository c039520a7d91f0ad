/** Top-level path segments that are not shop slugs: the site's own pages and files. */
const RESERVED_SEGMENTS = new Set(['api', 'sandbox', 'seller', 'transaction', 'subscription', 'ticket-transfer', 'purchaseintent', '_next']);

/** The shop slug a page path belongs to, if its first segment can be one. */
export function shopSlugOfPath(pathname: string | null | undefined): string | undefined {
  const first = pathname?.split('/')[1];
  if (!first || RESERVED_SEGMENTS.has(first) || first.includes('.')) return undefined;
  try {
    return decodeURIComponent(first);
  } catch {
    return undefined;
  }
}
