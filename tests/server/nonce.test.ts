import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NonceReplacer, dropConditionalHeaders, newNonce, substituteNonce } from '../../server/nonce.ts';

const PLACEHOLDER = 'UExBQ0VIT0xERVJQTEFDRUg=';

describe('NonceReplacer', () => {
  const page = `<script nonce="${PLACEHOLDER}">a</script><p>x</p><script nonce="${PLACEHOLDER}" src="/b.js"></script>`;
  // Every way of cutting the page in two, so a placeholder split over two writes is still caught.
  it.each(Array.from({ length: page.length + 1 }, (_, cut) => cut))('replaces every placeholder when the page is cut at %i', (cut) => {
    const replacer = new NonceReplacer(PLACEHOLDER, 'Tk9OQ0VOT05DRU5PTkNFTk8=');
    const out = Buffer.concat([replacer.push(Buffer.from(page.slice(0, cut))), replacer.push(Buffer.from(page.slice(cut))), replacer.flush()]).toString();
    expect(out).toBe(page.replaceAll(PLACEHOLDER, 'Tk9OQ0VOT05DRU5PTkNFTk8='));
  });

  it('refuses a nonce of another length (Content-Length must stay right)', () => {
    expect(() => new NonceReplacer(PLACEHOLDER, 'short')).toThrow();
  });

  it('makes 24-character nonces, different each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toHaveLength(24);
  });
});

describe('substituteNonce on a real response', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      substituteNonce(res, PLACEHOLDER);
      const type = req.url === '/data.json' ? 'application/json' : 'text/html; charset=utf-8';
      const body = `<html><script nonce="${PLACEHOLDER}">1</script>${'x'.repeat(5000)}<script nonce="${PLACEHOLDER}">2</script></html>`;
      res.setHeader('content-type', type);
      res.setHeader('content-security-policy', `script-src 'nonce-${PLACEHOLDER}' 'strict-dynamic'`);
      res.setHeader('content-length', Buffer.byteLength(body));
      // What Next sends with a page from its cache.
      res.setHeader('cache-control', 's-maxage=600, stale-while-revalidate=31535400');
      res.setHeader('etag', '"same-for-every-response"');
      // Written in pieces that cut through the second placeholder.
      const cut = body.lastIndexOf(PLACEHOLDER) + 7;
      res.write(body.slice(0, cut));
      res.end(body.slice(cut));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends one fresh nonce in the CSP and on every script, never the placeholder', async () => {
    const first = await fetch(`${base}/`);
    const html = await first.text();
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toHaveLength(24);
    expect(html).not.toContain(PLACEHOLDER);
    expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    const second = await fetch(`${base}/`);
    await second.text();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('leaves other bodies alone but still swaps the header', async () => {
    const answer = await fetch(`${base}/data.json`);
    expect(await answer.text()).toContain(PLACEHOLDER);
    expect(answer.headers.get('content-security-policy')).not.toContain(PLACEHOLDER);
  });

  it('keeps a page with a per-response nonce out of shared caches and away from 304s', async () => {
    const page = await fetch(`${base}/`);
    await page.text();
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('etag')).toBeNull();
    const data = await fetch(`${base}/data.json`);
    await data.text();
    expect(data.headers.get('etag')).toBe('"same-for-every-response"');
  });
});

describe('dropConditionalHeaders', () => {
  it.each([
    ['/riverside-live', true],
    ['/', true],
    ['/riverside-live/checkout/evt_1', true],
    ['/_next/static/chunks/a.js', false],
    ['/api/shops/riverside-live/cart', false],
    ['/sandbox/api/seatmap/charts/x', false],
  ])('%s: conditional headers dropped: %s', (path, dropped) => {
    const headers: Record<string, unknown> = { 'if-none-match': '"x"', 'if-modified-since': 'Wed, 25 Nov 2026 09:00:00 GMT', accept: 'text/html' };
    dropConditionalHeaders(headers, path);
    expect('if-none-match' in headers).toBe(!dropped);
    expect('if-modified-since' in headers).toBe(!dropped);
    expect(headers.accept).toBe('text/html');
  });
});
