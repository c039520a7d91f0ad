import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFromCopy, createPageCache, isShareable, pageCacheKey, type PageCacheLimits, type StoredPage } from '../../server/page-cache.ts';
import { compressResponse } from '../../server/compression.ts';
import { substituteNonce } from '../../server/nonce.ts';

const LIMITS: PageCacheLimits = { freshMs: 1_000, staleMs: 10_000, maxEntries: 3, maxBytes: 1_000 };
const page = (body: string, headers: StoredPage['headers'] = {}): StoredPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=600, stale-while-revalidate=31535400', ...headers },
  body: Buffer.from(body),
});

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('the page cache: when a copy answers', () => {
  it('answers nothing before a copy is stored, and the stored copy while fresh', () => {
    const time = clock();
    const cache = createPageCache(LIMITS, time.now);
    const first = cache.lookup('/en/shop');
    expect(first.page).toBeUndefined();
    if (first.page) return;
    first.fill.store(page('<p>one</p>'));
    time.advance(999);
    const second = cache.lookup('/en/shop');
    expect(second.page?.body.toString()).toBe('<p>one</p>');
    expect(second.page && second.state).toBe('HIT');
  });

  it.each([
    // age of the copy, whether another request is already refreshing it, what this request gets
    { age: 1_000, refreshing: false, answer: 'fill' },
    { age: 1_000, refreshing: true, answer: 'STALE' },
    { age: 9_999, refreshing: true, answer: 'STALE' },
    { age: 10_000, refreshing: true, answer: 'fill' },
  ])('a copy $age ms old, refreshing: $refreshing → $answer', ({ age, refreshing, answer }) => {
    const time = clock();
    const cache = createPageCache(LIMITS, time.now);
    const fill = cache.lookup('/en/shop');
    if (!fill.page) fill.fill.store(page('<p>one</p>'));
    time.advance(age);
    if (refreshing) expect(cache.lookup('/en/shop').page).toBeUndefined();
    const lookup = cache.lookup('/en/shop');
    expect(lookup.page ? lookup.state : 'fill').toBe(answer);
  });

  it('lets the next request refresh when the one refreshing gives up', () => {
    const time = clock();
    const cache = createPageCache(LIMITS, time.now);
    const fill = cache.lookup('/en/shop');
    if (!fill.page) fill.fill.store(page('<p>one</p>'));
    time.advance(2_000);
    const refresh = cache.lookup('/en/shop');
    expect(cache.lookup('/en/shop').page).toBeDefined();
    if (!refresh.page) refresh.fill.abandon();
    expect(cache.lookup('/en/shop').page).toBeUndefined();
  });

  it('keeps one copy per key: editions and paths do not mix', () => {
    const cache = createPageCache(LIMITS, clock().now);
    for (const key of ['/en/shop', '/de/shop', '/en/other']) {
      const lookup = cache.lookup(key);
      if (!lookup.page) lookup.fill.store(page(key));
    }
    expect(['/en/shop', '/de/shop', '/en/other'].map((key) => cache.lookup(key).page?.body.toString())).toEqual(['/en/shop', '/de/shop', '/en/other']);
  });

  it('forgets the oldest copies beyond the entry and byte limits', () => {
    const cache = createPageCache(LIMITS, clock().now);
    const store = (key: string, bytes: number) => {
      const lookup = cache.lookup(key);
      if (!lookup.page) lookup.fill.store(page('x'.repeat(bytes)));
    };
    ['/a', '/b', '/c', '/d'].forEach((key) => store(key, 100));
    expect(cache.size).toBe(3);
    expect(cache.lookup('/a').page).toBeUndefined();
    store('/big', 800);
    expect(cache.bytes).toBeLessThanOrEqual(LIMITS.maxBytes);
    expect(cache.lookup('/big').page).toBeDefined();
    store('/huge', 1_001);
    expect(cache.lookup('/huge').page).toBeUndefined();
  });

  it('after a catalogue change stores nothing a request under way brings back', () => {
    const cache = createPageCache(LIMITS, clock().now);
    const before = cache.lookup('/en/shop');
    cache.clear();
    if (!before.page) before.fill.store(page('<p>old</p>'));
    expect(cache.lookup('/en/shop').page).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('what may be shared', () => {
  it.each([
    { case: 'a page from Next’s cache', page: page('<p>'), shareable: true },
    { case: 'a page rendered per request', page: page('<p>', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }), shareable: false },
    { case: 'a page that sets a cookie', page: page('<p>', { 'set-cookie': ['locale=de'] }), shareable: false },
    { case: 'a not-found page', page: { ...page('<p>'), status: 404 }, shareable: false },
    { case: 'an RSC payload', page: page('0:[]', { 'content-type': 'text/x-component' }), shareable: false },
    { case: 'compressed bytes', page: page('<p>', { 'content-encoding': 'gzip' }), shareable: false },
  ])('$case: $shareable', ({ page: candidate, shareable }) => {
    expect(isShareable(candidate)).toBe(shareable);
  });
});

describe('which copy a request gets', () => {
  const nobody = () => false;
  const get = (url: string, headers: IncomingMessage['headers'] = {}, method = 'GET') => pageCacheKey({ method, url, headers }, nobody);

  it.each([
    { url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }, key: '/de.en' },
    { url: '/riverside-live', headers: {}, key: '/any/riverside-live' },
    { url: '/riverside-live', headers: { 'accept-language': 'en-GB' }, key: '/en/riverside-live' },
    { url: '/riverside-live', headers: { 'accept-language': 'en-GB', cookie: 'locale=de' }, key: '/de.en/riverside-live' },
    // Campaign parameters do not change a cached page: the same copy.
    { url: '/riverside-live?utm_source=newsletter', headers: { 'accept-language': 'en' }, key: '/en/riverside-live' },
    { url: '/riverside-live/checkout/evt_1?step=2', headers: { 'accept-language': 'en' }, key: '/en/riverside-live/checkout/evt_1/by-query' },
  ])('$url with $headers → $key', ({ url, headers, key }) => {
    expect(get(url, headers)).toBe(key);
  });

  it.each([
    { case: 'a POST', url: '/riverside-live', headers: {}, method: 'POST' },
    { case: 'a HEAD', url: '/riverside-live', headers: {}, method: 'HEAD' },
    { case: 'a client-router navigation', url: '/riverside-live', headers: { rsc: '1' }, method: 'GET' },
    { case: 'a prefetch', url: '/riverside-live', headers: { 'next-router-prefetch': '1' }, method: 'GET' },
    { case: 'an RSC query', url: '/riverside-live?_rsc=abc', headers: {}, method: 'GET' },
    { case: 'a language choice (sets the cookie)', url: '/riverside-live?lang=de', headers: {}, method: 'GET' },
    { case: 'a route handler', url: '/api/shops/riverside-live/events', headers: {}, method: 'GET' },
    { case: 'a site page', url: '/transaction/tx_1/secret', headers: {}, method: 'GET' },
  ])('$case has no copy', ({ url, headers, method }) => {
    expect(get(url, headers, method)).toBeUndefined();
  });

  it('asks about membership with the request’s cookies, so a member gets the members’ copy', () => {
    const asked: string[] = [];
    const key = pageCacheKey({ method: 'GET', url: '/nordlicht-club', headers: { cookie: 'shop_session=sealed; locale=en' } }, (cookie, shop) => {
      asked.push(`${shop}:${cookie('shop_session')}`);
      return true;
    });
    expect(asked).toEqual(['nordlicht-club:sealed']);
    expect(key).toBe('/en.member/nordlicht-club');
  });
});

/** A raw GET, so the test sees the bytes as sent. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('capture and replay behind the nonce and gzip layers', () => {
  const PLACEHOLDER = 'UExBQ0VIT0xERVJQTEFDRUg=';
  const html = `<html><script nonce="${PLACEHOLDER}">self.__next_f.push(1)</script>${'<p>ticket</p>'.repeat(300)}<script nonce="${PLACEHOLDER}">self.__next_f.push(2)</script></html>`;
  let server: Server;
  let base = '';
  let rendered = 0;
  const cache = createPageCache({ ...LIMITS, maxBytes: 1_000_000 });

  /** Stands in for Next: headers set one by one, then the page streamed in pieces. */
  const next = (req: IncomingMessage, res: ServerResponse) => {
    rendered += 1;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=600, stale-while-revalidate=31535400');
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${PLACEHOLDER}' 'strict-dynamic'`);
    res.setHeader('etag', '"abc"');
    res.setHeader('x-nextjs-cache', 'MISS');
    if (req.url === '/cookie') res.appendHeader('set-cookie', 'locale=de');
    res.statusCode = 200;
    res.write(html.slice(0, 40));
    res.end(html.slice(40));
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      compressResponse(req, res);
      substituteNonce(res, PLACEHOLDER);
      if (!answerFromCopy(cache, req.url ?? '/', res, PLACEHOLDER)) next(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const nonceOf = (headers: IncomingMessage['headers']) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1] ?? '';

  it('stores the page as Next wrote it and answers the next request from the copy, with its own nonce', async () => {
    rendered = 0;
    const first = await fetchRaw(`${base}/page`, { 'accept-encoding': 'gzip' });
    const second = await fetchRaw(`${base}/page`, { 'accept-encoding': 'gzip' });
    const third = await fetchRaw(`${base}/page`);
    expect(rendered).toBe(1);
    expect(second.headers['x-page-cache']).toBe('HIT');
    // The copy of a first render (Next said MISS) is answered as what it is: from a cache.
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.etag).toBeUndefined();
      const body = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body).toString() : answer.body.toString();
      expect(body).toBe(html.replaceAll(PLACEHOLDER, nonceOf(answer.headers)));
    }
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(third.headers['content-encoding']).toBeUndefined();
    expect(new Set([first, second, third].map((answer) => nonceOf(answer.headers))).size).toBe(3);
  });

  it('never stores an answer that sets a cookie', async () => {
    rendered = 0;
    await fetchRaw(`${base}/cookie`);
    const again = await fetchRaw(`${base}/cookie`);
    expect(rendered).toBe(2);
    expect(again.headers['set-cookie']).toEqual(['locale=de']);
  });
});
