import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, seatMapOrigin, showsSeatMap, takesPayments } from './lib/security/headers.ts';
import { LOCALE_COOKIE, LOCALE_QUERY_HEADER, toLocale } from './lib/i18n/locales.ts';
import { serverEnvSchema } from './lib/env/schema.ts';
import { editionRewrite } from './lib/shop/edition-rewrite.ts';
import { isMemberOfShop } from './lib/session/membership.ts';
import { sessionSecretOf } from './lib/session/secret-file.ts';

const env = serverEnvSchema.safeParse(process.env).data;
const frameAncestors = env?.FRAME_ANCESTORS ?? "'self'";
// Another origin's seat-map service (SEATMAP_HOST); the sandbox's is this site's own.
const seatMapSource = seatMapOrigin(env?.SEATMAP_HOST, env?.SITE_URL ?? '');

/**
 * The nonce pages render with. Under server/main.ts (and `next dev`, next.config.ts) it is the
 * build's secret placeholder, which that server replaces by a fresh nonce in every response, so
 * pages served from Next's cache get one too (ADR 0014).
 */
const nonceOf = (): string => process.env.CSP_NONCE_PLACEHOLDER ?? btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

let sessionSecret: string | undefined;
/** Whether the request's session cookie holds a current login to the shop at path segment `shop`. */
function isMemberOf(request: NextRequest, shop: string): boolean {
  if (!env) return false;
  sessionSecret ??= sessionSecretOf(env);
  return isMemberOfShop((name) => request.cookies.get(name)?.value, shop, sessionSecret, new Date());
}

/**
 * Per-request work before rendering: the CSP, the `?lang` choice (remembered in a cookie, handed
 * to the pages rendered per request), and for the landing page and shop pages the rewrite to
 * `/{edition}/…`: the visitor's language preferences and membership become part of the path, so
 * those pages are cached once per edition and never read the request themselves (ADR 0038).
 */
export function proxy(request: NextRequest) {
  const nonce = nonceOf();
  const csp = contentSecurityPolicy({
    nonce,
    frameAncestors,
    payments: takesPayments(request.nextUrl.pathname),
    seatMap: seatMapSource && showsSeatMap(request.nextUrl.pathname) ? seatMapSource : undefined,
    development: process.env.NODE_ENV === 'development',
  });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.delete(LOCALE_QUERY_HEADER);
  const lang = toLocale(request.nextUrl.searchParams.get('lang'));
  if (lang) requestHeaders.set(LOCALE_QUERY_HEADER, lang);

  const rewritten = editionRewrite(
    {
      pathname: request.nextUrl.pathname,
      query: request.nextUrl.searchParams,
      cookie: (name) => request.cookies.get(name)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    (shop) => isMemberOf(request, shop),
  );
  let response: NextResponse;
  if (rewritten !== undefined) {
    const url = request.nextUrl.clone();
    url.pathname = rewritten;
    response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  response.headers.set('Content-Security-Policy', csp);
  if (lang) {
    response.cookies.set(LOCALE_COOKIE, lang, {
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: static files, images, the sandbox API and route handlers need no nonce. Prefetches
      // pass through too: they must reach the same edition as the page they prefetch.
      source: '/((?!api/|sandbox/api/|_next/static|_next/image|favicon\\.ico|robots\\.txt|sitemap\\.xml|demo/|.*\\.(?:svg|png|jpg|jpeg|webp|ico|css|js|txt|xml)$).*)',
    },
  ],
};
