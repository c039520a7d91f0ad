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
