import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, seatMapOrigin, showsSeatMap, takesPayments } from './lib/security/headers.ts';
import { LOCALE_COOKIE, LOCALE_QUERY_HEADER, toLocale } from './lib/i18n/locales.ts';
import { serverEnvSchema } from './lib/env/schema.ts';
import { PATHNAME_HEADER } from './lib/shop/request-path.ts';

const env = serverEnvSchema.safeParse(process.env).data;
const frameAncestors = env?.FRAME_ANCESTORS ?? "'self'";
// Another origin's seat-map service (SEATMAP_HOST); the sandbox's is this site's own.
const seatMapSource = seatMapOrigin(env?.SEATMAP_HOST, env?.SITE_URL ?? '');

/**
 * Per-request work before rendering: a fresh CSP nonce (Next applies it to its own scripts) and
 * the `?lang` choice, remembered in a cookie and handed to the layouts, which cannot read the query.
 */
/**
 * The nonce pages render with. Under server/main.ts it is the build's secret placeholder, which
 * that server replaces by a fresh nonce in every response, so pages served from Next's cache get
 * one too (ADR 0014). Under `next dev` every request gets its own.
 */
const nonceOf = (): string => process.env.CSP_NONCE_PLACEHOLDER ?? btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

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
  // The root layout reads the path to find the shop, whose languages decide <html lang>.
  requestHeaders.set(PATHNAME_HEADER, request.nextUrl.pathname);
  requestHeaders.delete(LOCALE_QUERY_HEADER);
  const lang = toLocale(request.nextUrl.searchParams.get('lang'));
  if (lang) requestHeaders.set(LOCALE_QUERY_HEADER, lang);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
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
      // Pages only: static files, images, the sandbox API and route handlers need no nonce.
      source: '/((?!api/|sandbox/api/|_next/static|_next/image|favicon\\.ico|robots\\.txt|sitemap\\.xml|demo/|.*\\.(?:svg|png|jpg|jpeg|webp|ico|css|js|txt|xml)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
