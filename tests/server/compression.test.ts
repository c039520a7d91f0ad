import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponse } from '../../server/compression.ts';
import { substituteNonce } from '../../server/nonce.ts';

const PLACEHOLDER = 'UExBQ0VIT0xERVJQTEFDRUg=';
const page = `<html><script nonce="${PLACEHOLDER}">1</script>${'<p>ticket</p>'.repeat(400)}</html>`;

/** A raw GET, so the test sees the bytes as sent (fetch would decompress them). */
function get(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compression after the nonce substitution', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      compressResponse(req, res);
      substituteNonce(res, PLACEHOLDER);
      if (req.url === '/tiny') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': '9' });
        res.end('<p>hi</p>');
        return;
      }
      // As Next streams a page: headers first, then the body in pieces.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'nonce-${PLACEHOLDER}'` });
      res.write(page.slice(0, 30));
      res.end(page.slice(30));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gzips a page for a client that accepts it, with the nonce already in', async () => {
    const answer = await get(`${base}/`, { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    const html = gunzipSync(answer.body).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
    expect(html).toBe(page.replaceAll(PLACEHOLDER, nonce));
    expect(answer.body.length).toBeLessThan(html.length / 4);
  });

  it('sends plain bytes to a client that does not accept gzip', async () => {
    const answer = await get(`${base}/`, {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).not.toContain(PLACEHOLDER);
  });

  it('leaves tiny answers uncompressed', async () => {
    const answer = await get(`${base}/tiny`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('<p>hi</p>');
  });
});
