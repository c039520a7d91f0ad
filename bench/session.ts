import type { APIRequestContext } from '@playwright/test';

/** Sam owns 298 tickets, 30 sent transfers and 34 resale offers: the account pages at their largest. */
export const SAM = { shop: 'riverside-live', email: 'sam.collector@example.com', password: 'demo1234' } as const;

/** Mutating route handlers refuse cross-site calls: the bench says where it comes from, as a browser would. */
export const SESSION_ORIGIN_HEADER = (baseUrl: string) => ({ origin: baseUrl });

/** Logs in through the storefront's own session route; the context keeps the cookie. */
export async function logIn(request: APIRequestContext, baseUrl: string, who: typeof SAM): Promise<void> {
  const answer = await request.post(`${baseUrl}/api/shops/${who.shop}/session`, { headers: SESSION_ORIGIN_HEADER(baseUrl), data: { email: who.email, password: who.password } });
  if (!answer.ok()) throw new Error(`logging in ${who.email} answered ${answer.status()}`);
}

/** The session cookie for load tests that send it as a header (autocannon has no cookie jar). */
export async function sessionCookie(baseUrl: string, who: typeof SAM): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/shops/${who.shop}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SESSION_ORIGIN_HEADER(baseUrl) },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!answer.ok) throw new Error(`logging in ${who.email} answered ${answer.status}`);
  const cookies = answer.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  return cookies.filter(Boolean).join('; ');
}
