import { cookieNamesOf, isLoggedInToShop, SESSION_COOKIE, sessionSchema } from './cookie.ts';
import { unseal } from './seal.ts';

/** Whether the request's session cookie holds a current login to the shop at path segment `shop`. */
export function isMemberOfShop(cookie: (name: string) => string | undefined, shop: string, secret: string, now: Date): boolean {
  const value = cookieNamesOf(SESSION_COOKIE).map(cookie).find(Boolean);
  if (!value) return false;
  const session = sessionSchema.safeParse(unseal(value, secret));
  return session.success && isLoggedInToShop(session.data, shop, now);
}
