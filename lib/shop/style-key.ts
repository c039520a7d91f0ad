import { createHash } from 'node:crypto';

/**
 * A short name for a stylesheet's content: React dedupes hoisted styles by their href, so a
 * seller's changed CSS or accent must get a new one.
 */
export function styleKey(css: string): string {
  return createHash('sha256').update(css).digest('base64url').slice(0, 16);
}
