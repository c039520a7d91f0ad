import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { route } from '../../lib/http/route.ts';
import { refusalOf, tooManyRequests } from '../../lib/http/refusal.ts';
import { json, operation } from '../../lib/operations/define.ts';
import { FETCH_ERROR_MESSAGE, type TicketingError } from '../../lib/ticketing/errors.ts';

/** The route kit's input checks and error answers (ADR 0013), on operations made up for the test. */

const URL_OF_SHOP = 'https://shop.example/api/shops/riverside-live/session';
const noParams = { params: Promise.resolve({}) };

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

const loginSchema = z.object({ email: z.string().email(), password: z.string().min(1) });
const login = operation({ method: 'POST', path: '/api/login', input: () => Promise.resolve(loginSchema), answer: json<z.infer<typeof loginSchema>>() });
/** Answers the parsed input, so a test sees what the handler was given. */
const echoLogin = route(login)(async ({ input }) => input);

const searchSchema = z.object({ top: z.coerce.number().int().min(1).max(1000).default(25), q: z.string().optional() });
const search = operation({ method: 'GET', path: '/api/search', input: () => Promise.resolve(searchSchema), answer: json<z.infer<typeof searchSchema>>() });
const echoSearch = route(search)(async ({ input }) => input);

async function answerOf(response: Response) {
  return { status: response.status, headers: response.headers, body: (await response.json()) as ErrorBody & Record<string, unknown> };
}

describe('a JSON body', () => {
  const post = (body: string, contentType?: string) => new Request(URL_OF_SHOP, { method: 'POST', body, headers: { 'sec-fetch-site': 'same-origin', ...(contentType ? { 'content-type': contentType } : {}) } });

  it('answers 415 for a body that is not declared as JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const response = await echoLogin(post('{"email":"a@b.c","password":"x"}', type), noParams);
      expect(response.status).toBe(415);
    }
  });

  it('answers 400 for JSON that does not parse', async () => {
    const answer = await answerOf(await echoLogin(post('{"email":', 'application/json'), noParams));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toBeUndefined();
  });

  it('answers 400 with errors naming each bad field', async () => {
    const answer = await answerOf(await echoLogin(post('{"email":"nope"}', 'application/json'), noParams));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['email', 'password']);
    expect(answer.body.errors?.email?.length).toBeGreaterThan(0);
  });

  it('hands the parsed data to the handler', async () => {
    const answer = await answerOf(await echoLogin(post('{"email":"a@b.example","password":"pw","extra":1}', 'application/json; charset=utf-8'), noParams));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: 'a@b.example', password: 'pw' });
  });

  it('accepts the content type in any letter case', async () => {
    expect((await echoLogin(post('{"email":"a@b.example","password":"pw"}', 'Application/JSON'), noParams)).status).toBe(200);
  });
});

describe('a GET query', () => {
  it('parses search parameters with defaults', async () => {
    expect((await answerOf(await echoSearch(new Request('https://shop.example/api/search?q=jazz'), noParams))).body).toEqual({ top: 25, q: 'jazz' });
    expect((await answerOf(await echoSearch(new Request('https://shop.example/api/search?top=1000'), noParams))).body).toEqual({ top: 1000 });
  });

  it.each(['top=0', 'top=1001', 'top=x'])('answers 400 with a field error for %s', async (query) => {
    const answer = await answerOf(await echoSearch(new Request(`https://shop.example/api/search?${query}`), noParams));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['top']);
  });
});

describe('refusalOf: a failed ticketing call as our answer', () => {
  it.each<[string, TicketingError, number, string]>([
    ['a timeout', { kind: 'network', timeout: true, retryable: true, message: 'The ticketing API did not answer within 50 ms' }, 504, FETCH_ERROR_MESSAGE],
    ['an unreachable API', { kind: 'network', timeout: false, retryable: true, message: 'The ticketing API could not be reached' }, 503, FETCH_ERROR_MESSAGE],
    ['schema drift', { kind: 'validation', retryable: false, issues: [{ path: 'name', message: 'Required' }], message: 'GET /x answered with an unexpected shape: name: Required' }, 502, FETCH_ERROR_MESSAGE],
    ['a 404 with an upstream message', { kind: 'http', status: 404, retryable: false, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'Seller not found' }, 404, 'Seller not found'],
    ['a 409 with an upstream message', { kind: 'http', status: 409, retryable: false, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'Could not add to cart!' }, 409, 'Could not add to cart!'],
    ['a 401 without an upstream message', { kind: 'http', status: 401, retryable: false, message: FETCH_ERROR_MESSAGE }, 401, 'Login required'],
    ['a 500', { kind: 'http', status: 500, retryable: true, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'SQL error at line 3' }, 502, FETCH_ERROR_MESSAGE],
    ['a 503', { kind: 'http', status: 503, retryable: true, message: FETCH_ERROR_MESSAGE }, 502, FETCH_ERROR_MESSAGE],
  ])('maps %s to %i', async (_case, error, status, message) => {
    const answer = await answerOf(refusalOf(error).response());
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.message).toBe(message);
  });

  it('never passes on what the upstream said about its own failure or its payload', async () => {
    const server = await refusalOf({ kind: 'http', status: 500, retryable: true, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'SQL error at line 3' }).response().text();
    expect(server).not.toContain('SQL');
    const drift = await refusalOf({ kind: 'validation', retryable: false, issues: [{ path: 'secretField', message: 'x' }], message: 'GET /x: secretField: x' }).response().text();
    expect(drift).not.toContain('secretField');
  });

  it('passes field errors of a 400 on to the browser', async () => {
    const answer = await answerOf(refusalOf({ kind: 'http', status: 400, retryable: false, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'Invalid request', fieldErrors: { email: ['invalidEmail'] } }).response());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Invalid request', code: 'invalidInput', errors: { email: ['invalidEmail'] } });
  });

  it("keeps the API's words when its code is only its status's, and the spec's text for a checkout reason it names", async () => {
    const scanned = await answerOf(refusalOf({ kind: 'http', status: 400, retryable: false, message: FETCH_ERROR_MESSAGE, upstreamMessage: 'Ticket already scanned' }).response());
    expect(scanned.body).toEqual({ message: 'Ticket already scanned', code: 'invalidInput' });
    const full = await answerOf(refusalOf({ kind: 'http', status: 409, retryable: false, message: FETCH_ERROR_MESSAGE, upstreamCode: 'couldNotAddToCart', upstreamMessage: 'Sold out' }).response());
    expect(full.body).toEqual({ message: 'Could not add to cart!', code: 'couldNotAddToCart' });
  });
});

describe('an operation with its own answer', () => {
  it('answers 204 with no body, and a public answer with its own Cache-Control', async () => {
    const reset = route(operation({ method: 'POST', path: '/api/reset', answer: json<void>(), status: 204 }))(async () => undefined);
    const empty = await reset(new Request('https://shop.example/api/reset', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }), noParams);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    expect(empty.headers.get('cache-control')).toBe('private, no-store');

    const events = route(operation({ method: 'GET', path: '/api/events', answer: json<{ docs: string[] }>(), cache: 'public, max-age=30' }))(async () => ({ docs: [] }));
    expect((await events(new Request('https://shop.example/api/events'), noParams)).headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('answers 429 with Retry-After and the seconds to wait in the body', async () => {
    const response = tooManyRequests(90, 'Too many login attempts. Please wait and try again.').response();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('90');
    expect(await response.json()).toEqual({ message: 'Too many login attempts. Please wait and try again.', code: 'rateLimited', retryAfterSeconds: 90 });
  });
});

describe('a route without dynamic segments', () => {
  // A production build calls such a handler without params; the kit must not need them.
  const reset = route(operation({ method: 'POST', path: '/api/reset', answer: json<void>(), status: 204 }))(async () => undefined);
  it.each([['no segment', undefined], ['a segment without params', {}], ['params resolving to undefined', { params: Promise.resolve(undefined) }]])('answers with %s', async (_case, segment) => {
    const answer = await reset(new Request('https://shop.example/api/reset', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }), segment);
    expect(answer.status).toBe(204);
  });
});
