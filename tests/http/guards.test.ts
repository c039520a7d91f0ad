import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { crossSiteRefusal, parseJsonBody, parseQuery, type Parsed } from '../../lib/http/guards.ts';
import { upstreamErrorResponse } from '../../lib/http/upstream.ts';
import { FETCH_ERROR_MESSAGE, type TicketingError } from '../../lib/ticketing/errors.ts';

const URL_OF_SHOP = 'https://shop.example/api/shops/riverside-live/session';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

async function refusal(response: Response | undefined) {
  if (!response) return undefined;
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

function failed<T>(parsed: Parsed<T>): Response {
  if (parsed.ok) throw new Error(`expected a refusal, got ${JSON.stringify(parsed.data)}`);
  return parsed.response;
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
    ['no headers (a non-browser client)', {}, undefined],
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

describe('parseJsonBody', () => {
  const schema = z.object({ email: z.string().email(), password: z.string().min(1) });
  const post = (body: string, contentType?: string) =>
    new Request(URL_OF_SHOP, { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} });

  it('answers 415 for a body that is not declared as JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const response = failed(await parseJsonBody(post('{"email":"a@b.c","password":"x"}', type), schema));
      expect(response.status).toBe(415);
    }
  });

  it('answers 400 for JSON that does not parse', async () => {
    const response = failed(await parseJsonBody(post('{"email":', 'application/json'), schema));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors).toBeUndefined();
  });

  it('answers 400 with errors naming each bad field', async () => {
    const response = failed(await parseJsonBody(post('{"email":"nope"}', 'application/json'), schema));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'password']);
    expect(body.errors?.email?.length).toBeGreaterThan(0);
  });

  it('hands back the parsed data', async () => {
    const parsed = await parseJsonBody(post('{"email":"a@b.example","password":"pw","extra":1}', 'application/json; charset=utf-8'), schema);
    expect(parsed).toEqual({ ok: true, data: { email: 'a@b.example', password: 'pw' } });
  });

  it('accepts the content type in any letter case', async () => {
    const parsed = await parseJsonBody(post('{"email":"a@b.example","password":"pw"}', 'Application/JSON'), schema);
    expect(parsed.ok).toBe(true);
  });
});

describe('parseQuery', () => {
  const schema = z.object({ top: z.coerce.number().int().min(1).max(1000).default(25), q: z.string().optional() });

  it('parses search parameters with defaults', () => {
    expect(parseQuery(new Request('https://shop.example/api?q=jazz'), schema)).toEqual({ ok: true, data: { top: 25, q: 'jazz' } });
    expect(parseQuery(new Request('https://shop.example/api?top=1000'), schema)).toEqual({ ok: true, data: { top: 1000 } });
  });

  it.each(['top=0', 'top=1001', 'top=x'])('answers 400 with a field error for %s', async (query) => {
    const response = failed(parseQuery(new Request(`https://shop.example/api?${query}`), schema));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as ErrorBody).errors ?? {})).toEqual(['top']);
  });
});

describe('upstreamErrorResponse', () => {
  it.each<[string, TicketingError, number, string | RegExp]>([
    ['a timeout', { kind: 'network', timeout: true, retryable: true, message: 'The ticketing API did not answer within 50 ms' }, 504, /did not answer/],
    ['an unreachable API', { kind: 'network', timeout: false, retryable: true, message: 'The ticketing API could not be reached' }, 503, /could not be reached/],
    ['schema drift', { kind: 'validation', retryable: false, issues: [{ path: 'name', message: 'Required' }], message: 'GET /x answered with an unexpected shape: name: Required' }, 502, /unexpectedly/],
    ['a 404 with an upstream message', { kind: 'http', status: 404, retryable: false, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'Seller not found' }, 404, 'Seller not found'],
    ['a 409 with an upstream message', { kind: 'http', status: 409, retryable: false, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'Could not add to cart!' }, 409, 'Could not add to cart!'],
    ['a 401 without an upstream message', { kind: 'http', status: 401, retryable: false, message: FETCH_ERROR_MESSAGE }, 401, FETCH_ERROR_MESSAGE],
    ['a 500', { kind: 'http', status: 500, retryable: true, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'SQL error at line 3' }, 502, FETCH_ERROR_MESSAGE],
    ['a 503', { kind: 'http', status: 503, retryable: true, message: FETCH_ERROR_MESSAGE }, 502, FETCH_ERROR_MESSAGE],
  ])('maps %s to %i', async (_case, error, status, message) => {
    const response = upstreamErrorResponse(error);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as ErrorBody;
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  });

  it('never passes on what the upstream said about its own failure or its payload', async () => {
    const server = await upstreamErrorResponse({ kind: 'http', status: 500, retryable: true, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'SQL error at line 3' }).text();
    expect(server).not.toContain('SQL');
    const drift = await upstreamErrorResponse({ kind: 'validation', retryable: false, issues: [{ path: 'secretField', message: 'x' }], message: 'GET /x: secretField: x' }).text();
    expect(drift).not.toContain('secretField');
  });

  it('passes field errors of a 400 on to the browser', async () => {
    const response = upstreamErrorResponse({ kind: 'http', status: 400, retryable: false, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'Invalid request', fieldErrors: { email: ['invalidEmail'] } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request', errors: { email: ['invalidEmail'] } });
  });
});
