import type { NextConfig } from 'next';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { EnvError, parseClientEnv, parseServerEnv } from './lib/env/schema.ts';
import { SERVICE_WORKER_HEADERS, STATIC_SECURITY_HEADERS } from './lib/security/headers.ts';

// A wrong environment value stops `next build` / `next start` here, naming the variable.
try {
  parseServerEnv(process.env);
  parseClientEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

// `next dev` has no server/main.ts to put a fresh nonce into each response: its pages use one
// placeholder per process as their nonce (development only; pages read it, never the request).
if (process.env.NODE_ENV === 'development') process.env.CSP_NONCE_PLACEHOLDER ??= randomBytes(16).toString('base64');

const imageHosts = (process.env.IMAGE_REMOTE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

/**
 * With REDIS_URL, every instance keeps Next's cache (rendered pages, unstable_cache entries, tag
 * revalidations) in one Redis and none in its own memory, so they all serve the same pages.
 */
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./lib/cache/redis-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  // A separate build directory lets parallel work (a second checkout, a benchmark) build side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // server/compression.ts compresses after server/nonce.ts has put the response's nonce in (ADR 0014).
  compress: false,
  // `npm test` type-checks the whole project first; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  turbopack: {
    resolveAlias: {
      // The browser formats messages the server compiled (ADR 0043): it needs no ICU parser.
      '@formatjs/icu-messageformat-parser': { browser: './lib/i18n/precompiled-parser.ts' },
    },
  },
  images: {
    localPatterns: [{ pathname: '/demo/**', search: '' }],
    remotePatterns: imageHosts.map((hostname) => ({ protocol: 'https' as const, hostname })),
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
      { source: '/sw.js', headers: [...SERVICE_WORKER_HEADERS] },
      {
        // Order and purchase intent pages are personal: reachable by their secret link only.
        source: '/:kind(transaction|purchaseintent)/:path*',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex' },
        ],
      },
      {
        // Account pages are personal: never cached by a shared cache, never indexed.
        source: '/:seller/account/:path*',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex' },
        ],
      },
    ];
  },
};

export default nextConfig;
