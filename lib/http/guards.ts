import { refuse } from './refusal.ts';
import { browserOrigins, originOf } from './browser-origin.ts';

/**
 * Refuses cross-site mutations. Browsers send Sec-Fetch-Site or Origin on every POST; a request
 * from another site's page is answered 403 before anything happens. A mutation carrying neither
 * is refused too: the check must not rest on a header's absence (an old browser, a stripped
 * header, a plug-in's request). The project's own server-side callers (tests, bench, e2e set-up)
 * send the Origin they call. Only an operation called by other servers (a signed webhook, whose
 * signature is its proof and which reads no cookie) accepts a mutation carrying neither.
 */
export function crossSiteRefusal(request: Request, options: { allowHeaderless?: boolean } = {}): Response | undefined {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return refuse(403, 'crossSiteRequest').response();
  const origin = request.headers.get('origin');
  if (origin && !browserOrigins(request).has(originOf(origin) ?? '')) return refuse(403, 'crossSiteRequest', undefined, 'Cross-origin request refused').response();
  if (!site && !origin && !options.allowHeaderless) return refuse(403, 'crossSiteRequest', undefined, 'A request without Origin or Sec-Fetch-Site is refused').response();
  return undefined;
}
