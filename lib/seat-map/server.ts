import 'server-only';
import { usesSandbox } from '../env/server.ts';
import { readCookie, writeCookie } from '../session/cookie-writer.ts';
import { cookieIsSecure } from '../session/cookie.ts';
import { WIDGET_INTEGRITY } from '../sandbox/seatmap/widget-script.ts';

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

/**
 * The seat-map host the browser calls and, where the host is ours, the widget script's integrity.
 * The sandbox's service sits under its HTTP mount; with a seller's own ticketing API there is no
 * configured host yet (the widget session adds one), so there is no seat map.
 */
export function seatMapHost(): { host: string; integrity?: string } | undefined {
  return usesSandbox() ? { host: '/sandbox/api/seatmap', integrity: WIDGET_INTEGRITY } : undefined;
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
