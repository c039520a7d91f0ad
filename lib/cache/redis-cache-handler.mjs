// Next's cache handler when REDIS_URL is set (next.config.ts): rendered pages, their RSC payloads
// and unstable_cache entries live in one Redis shared by every instance, and revalidateTag on one
// instance is seen by all (ADR 0014). Plain JavaScript because Next imports it at run time,
// outside its bundler.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { createClient } from 'redis';

/** Entries of one build never serve another: its pages name its own script files. */
function buildId() {
  try {
    return readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

CacheHandler.onCreation(async () => {
  const client = createClient({
    url: process.env.REDIS_URL,
    // A Redis that went away must not hold pages: fail fast, reconnect in the background.
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
  });
  let warned = false;
  client.on('error', (error) => {
    if (warned) return;
    warned = true;
    console.error(`Redis cache (${process.env.REDIS_URL}): ${error.message}`);
  });
  try {
    await client.connect();
  } catch (error) {
    // The shop stays up on this instance's own memory; other instances will not see its cache.
    console.error(`Redis cache unavailable, using this instance's memory: ${error instanceof Error ? error.message : String(error)}`);
    return { handlers: [createLruHandler()] };
  }
  return {
    handlers: [createRedisHandler({ client, keyPrefix: `ticket-shop:${buildId()}:`, timeoutMs: 1_000 })],
  };
});

export default CacheHandler;
