/**
 * Requests refused before Next sees them (ADR 0015): methods no route answers, and paths that
 * cannot be decoded. Next would answer these with a 500 (issue 10: TRACE on every route, `%ff%fe`
 * or `%c0%af` in a dynamic segment).
 */

export interface EarlyRefusal {
  status: 400 | 405 | 414;
  message: string;
}

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
/** Longer request targets are not ours: links with ids, secrets and a few parameters stay far below. */
export const MAX_URL_LENGTH = 8 * 1024;

export function earlyRefusal(method: string | undefined, url: string | undefined): EarlyRefusal | undefined {
  if (!method || !ALLOWED_METHODS.has(method)) return { status: 405, message: 'Method not allowed' };
  if (!url) return { status: 400, message: 'Bad request' };
  if (url.length > MAX_URL_LENGTH) return { status: 414, message: 'URI too long' };
  const path = url.split('?')[0] ?? '';
  try {
    // Each segment must decode to well-formed UTF-8 text (no lone surrogates, no overlong forms).
    for (const segment of path.split('/')) if (!decodeURIComponent(segment).isWellFormed()) return { status: 400, message: 'Bad request' };
  } catch {
    return { status: 400, message: 'Bad request' };
  }
  return undefined;
}
