import { cookieNamesOf, isLoggedInToShop, SESSION_COOKIE, sessionSchema, type Session } from './cookie.ts';
import { unseal } from './seal.ts';

/**
 * Sessions already opened, by their sealed cookie value: the page cache asks for every request of
 * a logged-in visitor (ADR 0042), and one value always opens to the same session, so it is opened
 * once. Bounded; the oldest is forgotten first.
 */
const opened = new Map<string, Session | null>();
const MAX_OPENED = 1_000;

function openSession(value: string, secret: string): Session | null {
  const key = `${secret}\u0000${value}`;
  const known = opened.get(key);
  if (known !== undefined) return known;
  const parsed = sessionSchema.safeParse(unseal(value, secret));
  const session = parsed.success ? parsed.data : null;
  if (opened.size >= MAX_OPENED) opened.delete(opened.keys().next().value as string);
  opened.set(key, session);
  return session;
}

/** Whether the request's session cookie holds a current login to the shop at path segment `shop`. */
export function isMemberOfShop(cookie: (name: string) => string | undefined, shop: string, secret: string, now: Date): boolean {
  const value = cookieNamesOf(SESSION_COOKIE).map(cookie).find(Boolean);
  if (!value) return false;
  const session = openSession(value, secret);
  return session !== null && isLoggedInToShop(session, shop, now);
}
