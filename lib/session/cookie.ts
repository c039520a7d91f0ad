import { z } from 'zod';

export const SESSION_COOKIE = 'shop_session';
/** How long a login lasts without activity; each login renews it. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 14;
/** A browser holds logins for a few shops at most; older ones make way. */
export const MAX_SELLER_LOGINS = 5;

export const sellerLoginSchema = z.object({
  customerId: z.string().min(1),
  token: z.string().min(1),
  expiresAt: z.string(),
  /** The shop's path segment (slug, or id without one): the proxy tells members' pages by it (ADR 0038). */
  shop: z.string().optional(),
});

export const sessionSchema = z.object({
  /** Logins per seller id: a customer account belongs to one seller. */
  logins: z.record(z.string(), sellerLoginSchema),
});

export type SellerLogin = z.infer<typeof sellerLoginSchema>;
export type Session = z.infer<typeof sessionSchema>;

export const EMPTY_SESSION: Session = { logins: {} };

/** Secure everywhere except plain-http localhost, where browsers would drop a Secure cookie. */
export function cookieIsSecure(url: URL): boolean {
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  return url.protocol === 'https:' || !local;
}

/**
 * A Secure cookie is written under the `__Host-` prefix: browsers then refuse it unless it is
 * Secure, host-only and for the whole site, so a sibling subdomain or a plain-http page cannot
 * plant one. Plain-http localhost keeps the bare name (browsers would drop the prefixed one).
 */
export const cookieNameFor = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

/** Both names a cookie may be stored under, the prefixed one first. */
export const cookieNamesOf = (name: string) => [`__Host-${name}`, name] as const;

export function sessionCookieOptions(url: URL) {
  return {
    httpOnly: true,
    secure: cookieIsSecure(url),
    sameSite: 'lax' as const,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  };
}

export function withLogin(session: Session, sellerId: string, login: SellerLogin): Session {
  const others = Object.entries(session.logins).filter(([id]) => id !== sellerId);
  const kept = others.slice(Math.max(0, others.length - (MAX_SELLER_LOGINS - 1)));
  return { logins: { ...Object.fromEntries(kept), [sellerId]: login } };
}

export function withoutLogin(session: Session, sellerId: string): Session {
  const { [sellerId]: _removed, ...rest } = session.logins;
  return { logins: rest };
}

export function activeLogin(session: Session, sellerId: string, now: Date): SellerLogin | undefined {
  const login = session.logins[sellerId];
  return login && Date.parse(login.expiresAt) > now.getTime() ? login : undefined;
}

/** Whether the session holds a current login to the shop at path segment `shop` (the proxy's question: it knows no seller ids). */
export function isLoggedInToShop(session: Session, shop: string, now: Date): boolean {
  return Object.values(session.logins).some((login) => login.shop === shop && Date.parse(login.expiresAt) > now.getTime());
}
