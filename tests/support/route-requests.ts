/** Requests and answers for route handler tests, as a browser on this site (or another) sends them. */

export const SAME_SITE = { 'sec-fetch-site': 'same-origin' };
export const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

export const postJson = (url: string, json: unknown, headers: Record<string, string> = SAME_SITE) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(json) });

/** The status and the parsed JSON body (undefined when empty). */
export async function readAnswer<Body>(response: Response): Promise<{ status: number; body: Body | undefined }> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Body) : undefined };
}

/** A route handler as Next calls it: the request and a promise of its path parameters. */
export type RouteHandler = (request: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The second argument Next passes a route handler. */
export const segment = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

/**
 * Logs in at a shop like the browser does (the session handler writes the cookie into the test's
 * cookie jar, tests/support/next-server.ts) and answers the status.
 */
export async function logInAt(login: RouteHandler, shop: string, email: string, password = 'demo1234'): Promise<number> {
  const response = await login(postJson(`http://localhost/api/shops/${shop}/session`, { email, password }, { origin: 'http://localhost' }), segment({ seller: shop }));
  return response.status;
}
