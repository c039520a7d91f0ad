import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { loadEnvFiles } from '../scripts/load-env.ts';
import { EnvError, parseServerEnv, type ServerEnv } from '../lib/env/schema.ts';
import { buildPlaceholder, dropConditionalHeaders, substituteNonce } from './nonce.ts';
import { compressResponse } from './compression.ts';
import { isLoopback, requestOrigin } from './client-address.ts';
import { earlyRefusal } from './request-guards.ts';
import { createAdmission, needsAdmission } from './admission.ts';
import { siteUrlWarning } from '../lib/env/site-url-warning.ts';
import { answerFromCopy, createPageCache, pageCacheKey } from './page-cache.ts';
import { isMemberOfShop } from '../lib/session/membership.ts';
import { sessionSecretOf } from '../lib/session/secret-file.ts';
import { onCatalogRevalidated } from '../lib/cache/catalog-signal.ts';

/**
 * The production server: Next's request handler behind the few things only the place that owns
 * the socket can do (ADR 0014, 0015): a fresh CSP nonce in every response, also from the cache;
 * the client's address from the connection (or from configured proxies), never from a header it
 * sent; the sandbox's development tools for loopback clients only; and a 4xx instead of Next's 500
 * for requests no route can answer.
 */

loadEnvFiles();
let env: ServerEnv;
try {
  env = parseServerEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const dir = process.cwd();
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const placeholder = buildPlaceholder(join(dir, distDir, 'csp-nonce-placeholder'));
// Read by proxy.ts, which renders every page with the placeholder as its nonce.
process.env.CSP_NONCE_PLACEHOLDER = placeholder;
const sandboxMounted = env.TICKETING_API_URL === undefined;
const trust = { proxyHops: env.TRUSTED_PROXY_HOPS };

// Next builds the URLs it compares rewrites with from this name and the proxy's request URL from
// `localhost`; any other name (LISTEN_HOST=127.0.0.1) turned every rewrite into a failing proxy
// call. The socket listens on LISTEN_HOST below, whatever this says.
const app = next({ dev: false, dir, port: env.PORT, hostname: 'localhost', quiet: true });
await app.prepare();
const handle = app.getRequestHandler();

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
  res.end(`${message}\n`);
}

/** The sandbox's mount, outbox and test pages: development tools (issue 10, finding 1). */
const isSandboxPath = (url: string) => url === '/sandbox' || url.startsWith('/sandbox/') || url.startsWith('/sandbox?');

// Pages and route handlers are served a few at a time, in arrival order (server/admission.ts).
const admission = createAdmission();

// The cached public pages, answered for a second without Next (server/page-cache.ts, ADR 0042).
const pageCache = createPageCache();
onCatalogRevalidated(() => pageCache.clear());
const sessionSecret = sessionSecretOf(env);
const isMember = (cookie: (name: string) => string | undefined, shop: string) => isMemberOfShop(cookie, shop, sessionSecret, new Date());

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const early = earlyRefusal(req.method, req.url);
  if (early) {
    refuse(res, early.status, early.message, early.status === 405 ? { allow: 'GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS' } : {});
    return;
  }
  const origin = requestOrigin(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust);
  req.headers['x-forwarded-for'] = origin.address;
  delete req.headers['x-real-ip'];
  if (!origin.forwardedTrusted) {
    // Next fills these from the connection when they are absent.
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-proto'];
    delete req.headers['x-forwarded-port'];
  }
  if (sandboxMounted && isSandboxPath(req.url ?? '') && !isLoopback(origin.address) && !env.SANDBOX_ALLOW_REMOTE) {
    refuse(res, 404, 'Not found');
    return;
  }
  dropConditionalHeaders(req.headers, (req.url ?? '').split('?')[0] ?? '');
  // Order matters: Next writes into the page cache's capture (below), which writes into the
  // substitution, which writes into the compression.
  compressResponse(req, res);
  substituteNonce(res, placeholder);
  const cacheKey = pageCacheKey(req, isMember);
  if (cacheKey !== undefined && answerFromCopy(pageCache, cacheKey, res, placeholder)) return;
  if (!needsAdmission(req.url ?? '')) {
    void handle(req, res);
    return;
  }
  void admission.admit().then((release) => {
    if (!release) {
      refuse(res, 503, 'The shop is very busy right now. Please try again in a moment.', { 'retry-after': '5' });
      return;
    }
    // 'close' comes once the answer is sent or the client went away; either frees the place.
    res.once('close', release);
    if (req.destroyed) release();
    else void handle(req, res);
  });
});
// Slow or idle clients must not hold sockets for ever (Node's defaults, stated).
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 5_000;

server.listen(env.PORT, env.LISTEN_HOST, () => {
  if (sandboxMounted && env.SANDBOX_ALLOW_REMOTE) {
    console.warn(
      '\n!!! SANDBOX_ALLOW_REMOTE is on: the sandbox outbox (password-reset links), its test controls and its API answer ANY client.\n!!! The sandbox is for evaluation on your own machine, never for a public host.\n',
    );
  }
  console.log(`> Ready on http://${env.LISTEN_HOST === '0.0.0.0' ? 'localhost' : env.LISTEN_HOST}:${env.PORT}`);
  const siteWarning = siteUrlWarning(process.env);
  if (siteWarning) console.warn(siteWarning);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive sockets would hold close() open; they get a moment, then the process ends.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3_000).unref();
  });
}
