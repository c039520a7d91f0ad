import { refuse } from './refusal.ts';

/**
 * Refuses cross-site mutations. Browsers send Sec-Fetch-Site (and Origin) on every POST; a request
 * from another site's page is answered 403 before anything happens. Requests without either
 * header come from non-browser clients, which cookies-based CSRF cannot involve.
 */
export function crossSiteRefusal(request: Request): Response | undefined {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return refuse(403, 'crossSiteRequest').response();
  const origin = request.headers.get('origin');
  if (origin && !servedOrigins(request).has(normalOrigin(origin))) return refuse(403, 'crossSiteRequest', undefined, 'Cross-origin request refused').response();
  return undefined;
}

function normalOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

const firstValue = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || undefined;

/**
 * The origins this request reached us by. `request.url` alone is not enough: Next builds it with
 * its own idea of the host (localhost), so a shop opened as 127.0.0.1 or by a LAN address would
 * refuse its own forms. The Host header (and a proxy's X-Forwarded-Host/-Proto) say what the
 * browser used; a cross-site page cannot set them without a CORS preflight that we never answer.
 */
function servedOrigins(request: Request): Set<string> {
  const own = new URL(request.url);
  const scheme = firstValue(request.headers.get('x-forwarded-proto')) ?? own.protocol.replace(/:$/, '');
  const origins = new Set([own.origin]);
  for (const host of [firstValue(request.headers.get('host')), firstValue(request.headers.get('x-forwarded-host'))]) {
    if (host) origins.add(normalOrigin(`${scheme}://${host}`));
  }
  return origins;
}
