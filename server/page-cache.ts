import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookieHeader } from '../lib/http/cookie-header.ts';
import { editionRewrite } from '../lib/shop/edition-rewrite.ts';
import { bodyCarriesNonce, responseNonce } from './nonce.ts';

/**
 * A short-lived copy of the cached public pages in front of Next (ADR 0042). Next's cache spares
 * the rendering, but every request still runs the proxy, the router and the cache lookup: about
 * 5 ms of the one core per page, which capped the shop page at 0.15× a static file in the on-sale
 * rush. This keeps, for one second, the HTML Next answered from its cache for a page's edition
 * (with the nonce placeholder, before the substitution), and answers the same edition's next
 * requests itself; each response still gets its own nonce and gzip on the way out. Only what Next
 * marks as shareable (`s-maxage`, 200, HTML, no cookie set) is kept, so per-request pages and
 * anything personal never are.
 */

export interface PageCacheLimits {
  /** How long a copy is served without asking Next. */
  freshMs: number;
  /** How long an older copy may still be served while one request fetches the new one from Next. */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
}

/** One second keeps an edit's delay far below issue 9's five; the bytes hold every shop's pages many times. */
export const PAGE_CACHE_LIMITS: PageCacheLimits = { freshMs: 1_000, staleMs: 10_000, maxEntries: 1_000, maxBytes: 64 * 1024 * 1024 };

export interface StoredPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

interface Entry extends StoredPage {
  storedAt: number;
}

export type PageLookup = { page: StoredPage; state: 'HIT' | 'STALE' } | { page?: undefined; fill: PageFill };

/** The request that goes to Next stores what it got, or lets go so another request may try. */
export interface PageFill {
  store(page: StoredPage): void;
  abandon(): void;
}

export interface PageCache {
  lookup(key: string): PageLookup;
  /** Forgets every copy, and what requests under way would store (the catalogue changed). */
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createPageCache(limits: PageCacheLimits = PAGE_CACHE_LIMITS, now: () => number = Date.now): PageCache {
  const entries = new Map<string, Entry>();
  const refreshing = new Set<string>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const fillFor = (key: string): PageFill => {
    const started = generation;
    let done = false;
    const finish = () => {
      done = true;
      refreshing.delete(key);
    };
    return {
      store(page) {
        if (done) return;
        finish();
        if (started !== generation || page.body.length > limits.maxBytes) return;
        remove(key);
        // Map order is insertion order: the oldest stored is the first evicted.
        entries.set(key, { ...page, storedAt: now() });
        bytes += page.body.length;
        for (const oldest of entries.keys()) {
          if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
          remove(oldest);
        }
      },
      abandon() {
        if (!done) finish();
      },
    };
  };

  return {
    lookup(key) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (entry && age < limits.freshMs) return { page: entry, state: 'HIT' };
      if (entry && age < limits.staleMs && refreshing.has(key)) return { page: entry, state: 'STALE' };
      if (entry && age >= limits.staleMs) remove(key);
      refreshing.add(key);
      return { fill: fillFor(key) };
    },
    clear() {
      generation += 1;
      entries.clear();
      refreshing.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Headers of a navigation by the client router or a server action: their answers are not the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/**
 * The copy a request may be answered from: the path the proxy would rewrite it to, with the
 * visitor's edition. Undefined for everything else: other methods, client-router requests, pages
 * that stay where they are, and `?lang` (whose answer sets the language cookie).
 */
export function pageCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, isMember: (cookie: (name: string) => string | undefined, shop: string) => boolean): string | undefined {
  if (req.method !== 'GET' || !req.url?.startsWith('/')) return undefined;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  let url: URL;
  try {
    url = new URL(req.url, 'http://page-cache.invalid');
  } catch {
    return undefined;
  }
  if (url.searchParams.has('lang') || url.searchParams.has('_rsc')) return undefined;
  const cookies = parseCookieHeader(req.headers.cookie);
  const cookie = (name: string) => cookies.get(name);
  const acceptLanguage = req.headers['accept-language'];
  return editionRewrite({ pathname: url.pathname, query: url.searchParams, cookie, acceptLanguage }, (shop) => isMember(cookie, shop));
}

/** Hop-by-hop and per-response headers, never replayed. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** Whether Next's answer may be handed to every visitor of the same edition. */
export function isShareable(page: StoredPage): boolean {
  const header = (name: string) => {
    const value = page.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  return (
    page.status === 200 &&
    /^text\/html\b/i.test(header('content-type')) &&
    /\bs-maxage=/.test(header('cache-control')) &&
    page.headers['set-cookie'] === undefined &&
    page.headers['content-encoding'] === undefined
  );
}

type Chunk = string | Uint8Array;
const copyOf = (chunk: Chunk, encoding?: BufferEncoding): Buffer => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));

/**
 * Records what Next writes into `res` (headers as Next set them, before the nonce and gzip
 * wrappers inside see them) and hands it to `done` once the response is complete, or undefined
 * when it ended early. Install it last, so it is the outermost layer.
 */
function capturePage(res: ServerResponse, done: (page: StoredPage | undefined) => void): void {
  const headers: Record<string, string | string[]> = {};
  const chunks: Buffer[] = [];
  let status: number | undefined;
  // The inner layers change headers as they send (gzip's Content-Encoding, the nonce's
  // Cache-Control) through the same methods; only what Next itself sets is recorded.
  let inner = false;
  const below = <T>(send: () => T): T => {
    inner = true;
    try {
      return send();
    } finally {
      inner = false;
    }
  };
  const record = (name: string, value: unknown) => {
    const key = name.toLowerCase();
    if (inner || NOT_STORED.has(key) || value === undefined) return;
    headers[key] = Array.isArray(value) ? value.map(String) : String(value);
  };

  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    record(name, value);
    return setHeader(name, value);
  }) as typeof res.setHeader;
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = ((name: string, value: string | readonly string[]) => {
    const before = headers[name.toLowerCase()];
    const added = Array.isArray(value) ? value.map(String) : [String(value)];
    record(name, before === undefined ? added : [...(Array.isArray(before) ? before : [before]), ...added]);
    return appendHeader(name, value);
  }) as typeof res.appendHeader;
  const removeHeader = res.removeHeader.bind(res);
  res.removeHeader = ((name: string) => {
    if (!inner) delete headers[name.toLowerCase()];
    removeHeader(name);
  }) as typeof res.removeHeader;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    status = code;
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(given)) {
      for (let index = 0; index + 1 < given.length; index += 2) record(String(given[index]), given[index + 1]);
    } else if (given) {
      for (const [name, value] of Object.entries(given)) record(name, value);
    }
    return below(() => writeHead(code, ...rest));
  }) as typeof res.writeHead;
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null) chunks.push(copyOf(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    return below(() => write(chunk, ...rest));
  }) as typeof res.write;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string' || first instanceof Uint8Array) chunks.push(copyOf(first, typeof second === 'string' ? (second as BufferEncoding) : undefined));
    return below(() => end(...args));
  }) as typeof res.end;

  let reported = false;
  const report = (page: StoredPage | undefined) => {
    if (reported) return;
    reported = true;
    done(page);
  };
  res.once('finish', () => report({ status: status ?? res.statusCode, headers, body: Buffer.concat(chunks) }));
  res.once('close', () => report(undefined));
}

/** Where the placeholder stands in a copy's body, found once per copy. */
const placeholderOffsets = new WeakMap<StoredPage, readonly number[]>();

function offsetsOf(page: StoredPage, placeholder: Buffer): readonly number[] {
  let offsets = placeholderOffsets.get(page);
  if (!offsets) {
    const found: number[] = [];
    for (let at = page.body.indexOf(placeholder); at !== -1; at = page.body.indexOf(placeholder, at + placeholder.length)) found.push(at);
    placeholderOffsets.set(page, found);
    offsets = found;
  }
  return offsets;
}

/**
 * Answers from a copy through the nonce and gzip layers already on `res`: the headers go through
 * the nonce layer as Next's would, the body is put together with the response's nonce where the
 * placeholder stands (found once per copy), so a replay costs one copy of the body, not a scan.
 */
function replayPage(res: ServerResponse, page: StoredPage, state: 'HIT' | 'STALE', placeholder: string): void {
  // Next's header said how Next made the copy (a first render says MISS); this answer comes from a cache.
  res.writeHead(page.status, { ...page.headers, 'content-length': String(page.body.length), 'x-nextjs-cache': state, 'x-page-cache': state });
  const nonce = responseNonce(res);
  if (nonce === undefined) {
    res.end(page.body);
    return;
  }
  const from = Buffer.from(placeholder);
  const to = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (const at of offsetsOf(page, from)) {
    parts.push(page.body.subarray(start, at), to);
    start = at + from.length;
  }
  parts.push(page.body.subarray(start));
  bodyCarriesNonce(res);
  res.end(Buffer.concat(parts, page.body.length));
}

/**
 * Answers `res` from the copy under `key` when there is one (true); otherwise records what Next
 * writes next, to keep it if it may be shared (false: the caller hands the request to Next).
 */
export function answerFromCopy(cache: PageCache, key: string, res: ServerResponse, placeholder: string): boolean {
  const lookup = cache.lookup(key);
  if (lookup.page) {
    replayPage(res, lookup.page, lookup.state, placeholder);
    return true;
  }
  const { fill } = lookup;
  capturePage(res, (page) => (page && isShareable(page) ? fill.store(page) : fill.abandon()));
  return false;
}
