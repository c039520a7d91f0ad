import 'server-only';
import { serverEnv, usesSandbox } from '../env/server.ts';
import { readCookie, writeCookie } from '../session/cookie-writer.ts';
import { cookieIsSecure } from '../session/cookie.ts';
import { widgetScript } from '../sandbox/seatmap/widget-script.ts';

/**
 * The storefront's side of the seat-map session (docs/adr/0031-seat-map-service.md): where the service is
 * (its `{host}`), and which seat-map session this browser has. The session id lives in its own
 * httpOnly cookie so that a reload finds the seats the browser held; the header set the widget
 * sends is asked for anew each time, because its queue token expires.
 */

export const SEAT_MAP_COOKIE = 'shop_seatmap';
/** A day: longer than any hold (a checkout's lifetime), short enough not to follow a browser around. */
const SEAT_MAP_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24;
const SESSION_ID = /^sms_[A-Za-z0-9_-]{16,64}$/;

/** The sandbox's seat-map service, under its HTTP mount on this origin. */
export const SANDBOX_SEAT_MAP_HOST = '/sandbox/api/seatmap';

/**
 * The seat-map host the browser calls and, where the host is ours, the widget script's integrity.
 * A configured `SEATMAP_HOST` wins, with the sandbox too: its script is another party's, which may
 * change it at any time, so no integrity is pinned for it. Otherwise the sandbox's service sits
 * under its HTTP mount; with a seller's own ticketing API and no host there is no seat map.
 */
export function seatMapHost(): { host: string; integrity?: string } | undefined {
  const configured = serverEnv().SEATMAP_HOST;
  if (configured) return { host: configured };
  return usesSandbox() ? { host: SANDBOX_SEAT_MAP_HOST, integrity: widgetScript().integrity } : undefined;
}

/** Whether pages offer the seat map at all; unlike `seatMapHost` it never reads the widget script. */
export function hasSeatMapHost(): boolean {
  return serverEnv().SEATMAP_HOST !== undefined || usesSandbox();
}

/** The browser's seat-map session id, if it has a well-formed one. */
export async function seatMapSessionId(): Promise<string | undefined> {
  const value = await readCookie(SEAT_MAP_COOKIE);
  return value && SESSION_ID.test(value) ? value : undefined;
}

/** Remembers the session id; only route handlers may call this. */
export async function rememberSeatMapSession(sessionId: string, requestUrl: URL): Promise<void> {
  await writeCookie(SEAT_MAP_COOKIE, sessionId, {
    httpOnly: true,
    secure: cookieIsSecure(requestUrl),
    sameSite: 'lax',
    path: '/',
    maxAge: SEAT_MAP_COOKIE_MAX_AGE_SECONDS,
  });
}
