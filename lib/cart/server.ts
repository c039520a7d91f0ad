import 'server-only';
import { readCookie, writeCookie } from '../session/cookie-writer.ts';
import { seal, unseal } from '../session/seal.ts';
import { sessionSecret } from '../session/secret.ts';
import { CART_COOKIE, cartCookieOptions, cartsSchema, withCart, withoutCart, type CartRef, type Carts } from './cookie.ts';

/**
 * The cart cookie in route handlers and server components. Sealed with a key derived from the
 * session secret for this purpose only, so a session cookie can never be passed off as a cart.
 */
const cartKey = () => `${sessionSecret()}:shop_cart`;

export async function readCarts(): Promise<Carts> {
  const value = await readCookie(CART_COOKIE);
  if (!value) return {};
  const parsed = cartsSchema.safeParse(unseal(value, cartKey()));
  return parsed.success ? parsed.data : {};
}

/** The checkout that is this browser's cart in a shop, if any. */
export async function cartOf(sellerId: string): Promise<CartRef | undefined> {
  return (await readCarts())[sellerId];
}

async function writeCarts(carts: Carts, requestUrl: URL): Promise<void> {
  const value = Object.keys(carts).length === 0 ? undefined : seal(carts, cartKey());
  await writeCookie(CART_COOKIE, value, cartCookieOptions(requestUrl));
}

/** Remembers a checkout as the shop's cart; only route handlers and server actions may call this. */
export async function rememberCart(sellerId: string, ref: CartRef, requestUrl: URL): Promise<void> {
  await writeCarts(withCart(await readCarts(), sellerId, ref), requestUrl);
}

export async function forgetCart(sellerId: string, requestUrl: URL): Promise<void> {
  const carts = await readCarts();
  if (carts[sellerId]) await writeCarts(withoutCart(carts, sellerId), requestUrl);
}
