import { z } from 'zod';
import { cookieIsSecure } from '../session/cookie.ts';

/**
 * Which checkout is this browser's cart, per shop (ADR 0009): `{ [sellerId]: { checkoutId, secret } }`
 * in the sealed, httpOnly `shop_cart` cookie, so the cart survives reloads and page changes and no
 * script can read its secret.
 */
export const CART_COOKIE = 'shop_cart';
/** A cart lives 15 minutes; the cookie outlives it so a finished checkout still answers with its status. */
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24;
/** Carts of a few shops at most; the oldest make way. */
export const MAX_CARTS = 5;

export const cartRefSchema = z.object({
  checkoutId: z.string().min(1).max(200),
  secret: z.string().min(1).max(200),
});
export type CartRef = z.infer<typeof cartRefSchema>;

export const cartsSchema = z.record(z.string(), cartRefSchema);
export type Carts = z.infer<typeof cartsSchema>;

export function withCart(carts: Carts, sellerId: string, ref: CartRef): Carts {
  const others = Object.entries(carts).filter(([id]) => id !== sellerId);
  const kept = others.slice(Math.max(0, others.length - (MAX_CARTS - 1)));
  return { ...Object.fromEntries(kept), [sellerId]: ref };
}

export function withoutCart(carts: Carts, sellerId: string): Carts {
  const { [sellerId]: _removed, ...rest } = carts;
  return rest;
}

/** SameSite=Lax (a return from the bank's page is a top-level navigation), Secure except on plain-http localhost. */
export function cartCookieOptions(url: URL) {
  return {
    httpOnly: true,
    secure: cookieIsSecure(url),
    sameSite: 'lax' as const,
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  };
}
