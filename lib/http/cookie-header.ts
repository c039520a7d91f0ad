/**
 * A Cookie request header as name → value, read as Next reads it for the proxy (pairs split on
 * `;`, values URI-decoded, the last of a repeated name wins), so code outside Next that decides by
 * a cookie decides as the proxy does.
 */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    if (at === -1) {
      cookies.set(pair, 'true');
      continue;
    }
    try {
      cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // A value that is not valid percent-encoding is left out, as Next does.
    }
  }
  return cookies;
}
