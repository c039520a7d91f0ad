/**
 * The origin a browser used to reach us. `request.url` alone is not it: Next builds that URL with
 * its own idea of the host (localhost), so a shop opened by its public name or a LAN address would
 * refuse its own forms and hand out cookies without `Secure`. The Host header says what the
 * browser used; the scheme comes from X-Forwarded-Proto, which server/main.ts removes unless it was
 * set by a trusted proxy (TRUSTED_PROXY_HOPS, ADR 0015), else from the request itself.
 */
export function browserOrigins(request: Request): Set<string> {
  const own = new URL(request.url);
  const scheme = forwardedScheme(request) ?? own.protocol.replace(/:$/, '');
  const origins = new Set([own.origin]);
  for (const host of [firstValue(request.headers.get('host')), firstValue(request.headers.get('x-forwarded-host'))]) {
    const origin = host ? originOf(`${scheme}://${host}`) : undefined;
    if (origin) origins.add(origin);
  }
  return origins;
}

/** The request's URL as the browser wrote it: its path and query at the browser's own origin. */
export function browserUrl(request: Request): URL {
  const own = new URL(request.url);
  const scheme = forwardedScheme(request) ?? own.protocol.replace(/:$/, '');
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? firstValue(request.headers.get('host'));
  const origin = host ? originOf(`${scheme}://${host}`) : undefined;
  return origin ? new URL(`${own.pathname}${own.search}`, origin) : own;
}

export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const firstValue = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || undefined;

function forwardedScheme(request: Request): string | undefined {
  const scheme = firstValue(request.headers.get('x-forwarded-proto'));
  return scheme === 'https' || scheme === 'http' ? scheme : undefined;
}
