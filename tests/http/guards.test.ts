import { describe, it, expect } from 'vitest';
import { crossSiteRefusal } from '../../lib/http/guards.ts';
import { browserUrl } from '../../lib/http/browser-origin.ts';

const URL_OF_SHOP = 'https://shop.example/api/shops/riverside-live/session';

interface ErrorBody {
  message: string;
  code?: string;
}

async function refusal(response: Response | undefined) {
  if (!response) return undefined;
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describe('crossSiteRefusal', () => {
  it.each<[string, Record<string, string>, number | undefined]>([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, 403],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }, undefined],
    ['Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }, undefined],
    ['an Origin of another site', { origin: 'https://evil.example' }, 403],
    ['an Origin of another port', { origin: 'https://shop.example:8443' }, 403],
    ['an Origin of another scheme', { origin: 'http://shop.example' }, 403],
    ['the same Origin', { origin: 'https://shop.example' }, undefined],
    ['same-origin fetch with a foreign Origin', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, 403],
    ['Origin "null" (sandboxed frame)', { origin: 'null' }, 403],
    ['neither Origin nor Sec-Fetch-Site (the check does not rest on an absence)', {}, 403],
    ['only a Host header', { host: 'shop.example' }, 403],
    // Next builds request.url with its own host; the browser's Host header names the one it used.
    ['opened by another address of this server', { host: '127.0.0.1:3000', origin: 'https://127.0.0.1:3000' }, undefined],
    ['behind a proxy that says where the browser was', { host: 'internal:3000', 'x-forwarded-host': 'tickets.example', 'x-forwarded-proto': 'https', origin: 'https://tickets.example' }, undefined],
    ['a Host header does not make a foreign Origin ours', { host: 'shop.example', origin: 'https://evil.example' }, 403],
  ])('%s -> %s', async (_case, headers, status) => {
    const answer = await refusal(crossSiteRefusal(new Request(URL_OF_SHOP, { method: 'POST', headers })));
    expect(answer?.status).toBe(status);
    if (status) expect(answer?.body.message).toEqual(expect.any(String));
  });
});

describe('browserUrl', () => {
  // Next builds request.url as http://localhost:3000/…; the cookie's Secure flag follows the browser's.
  it.each<[string, Record<string, string>, string]>([
    ['no Host header', {}, 'http://localhost:3000/api/x?a=1'],
    ['a public host on plain http', { host: 'shop.example' }, 'http://shop.example/api/x?a=1'],
    ['a LAN address with a port', { host: '192.168.1.20:3000' }, 'http://192.168.1.20:3000/api/x?a=1'],
    ['a trusted proxy on https', { host: 'internal:3000', 'x-forwarded-host': 'tickets.example', 'x-forwarded-proto': 'https' }, 'https://tickets.example/api/x?a=1'],
    ['a scheme that is neither http nor https', { host: 'shop.example', 'x-forwarded-proto': 'javascript' }, 'http://shop.example/api/x?a=1'],
    ['a Host header that is no host', { host: 'a b/c' }, 'http://localhost:3000/api/x?a=1'],
  ])('%s -> %s', (_case, headers, url) => {
    expect(browserUrl(new Request('http://localhost:3000/api/x?a=1', { headers })).href).toBe(url);
  });
});
