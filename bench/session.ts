import type { APIRequestContext } from '@playwright/test';

/** A demo customer the bench logs in as (password from the demo seed). */
export interface DemoLogin {
  readonly shop: string;
  readonly email: string;
  readonly password: string;
}

/** Sam owns 298 tickets, 30 sent transfers and 34 resale offers: the account pages at their largest. */
export const SAM = { shop: 'riverside-live', email: 'sam.collector@example.com', password: 'demo1234' } as const satisfies DemoLogin;
/** The logged-in visitor with a cart of (b): an ordinary customer, so Sam's data stays as seeded for (g). */
export const ALEX = { shop: 'riverside-live', email: 'alex.morgan@example.com', password: 'demo1234' } as const satisfies DemoLogin;

/** What (b)'s logged-in visitor puts in the cart: the same line as the JS table's step 2. */
export const CART_LINE = { eventId: 'evt_riverside_jazz', tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] } as const;

/** Mutating route handlers refuse cross-site calls: the bench says where it comes from, as a browser would. */
export const SESSION_ORIGIN_HEADER = (baseUrl: string) => ({ origin: baseUrl });

/** Logs in through the storefront's own session route; the context keeps the cookie. */
export async function logIn(request: APIRequestContext, baseUrl: string, who: DemoLogin): Promise<void> {
  const answer = await request.post(`${baseUrl}/api/shops/${who.shop}/session`, { headers: SESSION_ORIGIN_HEADER(baseUrl), data: { email: who.email, password: who.password } });
  if (!answer.ok()) throw new Error(`logging in ${who.email} answered ${answer.status()}`);
}

/**
 * The cookies a browser would hold after these Set-Cookie lines, by name: a later line replaces an
 * earlier one and an emptied or expired cookie is dropped (autocannon has no cookie jar).
 */
export function mergeCookies(jar: ReadonlyMap<string, string>, setCookieLines: readonly string[]): Map<string, string> {
  const next = new Map(jar);
  for (const line of setCookieLines) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
    if (value === '' || expired) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** All cookies of the jar as one Cookie header. */
export const cookieHeader = (jar: ReadonlyMap<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function logInJar(baseUrl: string, who: DemoLogin): Promise<Map<string, string>> {
  const answer = await fetch(`${baseUrl}/api/shops/${who.shop}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SESSION_ORIGIN_HEADER(baseUrl) },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`logging in ${who.email} answered ${answer.status}`);
  return mergeCookies(new Map(), answer.headers.getSetCookie());
}

/** The session cookie for load tests that send it as a header. */
export async function sessionCookie(baseUrl: string, who: DemoLogin): Promise<string> {
  return cookieHeader(await logInJar(baseUrl, who));
}

/** A logged-in customer with one ticket in the cart: the session and cart cookies as one header. */
export async function sessionWithCartCookie(baseUrl: string, who: DemoLogin): Promise<string> {
  const jar = await logInJar(baseUrl, who);
  const answer = await fetch(`${baseUrl}/api/shops/${who.shop}/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(jar), ...SESSION_ORIGIN_HEADER(baseUrl) },
    body: JSON.stringify(CART_LINE),
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`adding to ${who.email}'s cart answered ${answer.status}`);
  return cookieHeader(mergeCookies(jar, answer.headers.getSetCookie()));
}
