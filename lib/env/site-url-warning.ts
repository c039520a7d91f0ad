/** Where SITE_URL points when it is not set (lib/env/schema.ts). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The start-up warning of a production server without SITE_URL: every absolute URL it hands out
 * (sitemap, robots, canonical and hreflang links, Open Graph, structured data) would name
 * localhost. Reads the raw variable, since the parsed one is never empty.
 */
export function siteUrlWarning(env: { NODE_ENV?: string | undefined; SITE_URL?: string | undefined }): string | undefined {
  if (env.NODE_ENV !== 'production' || (env.SITE_URL ?? '').trim() !== '') return undefined;
  return `Warning: SITE_URL is not set, so the sitemap, robots.txt, canonical URLs and structured data point at ${DEFAULT_SITE_URL}. Set SITE_URL to the shop's public address (e.g. SITE_URL=https://tickets.example.com in .env or the environment) and restart.`;
}
