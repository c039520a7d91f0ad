import { afterAll, afterEach, beforeAll, describe, it, expect } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, delay } from 'msw';
import { z } from 'zod';
import { createTicketingClient, type TicketingClient } from '../../lib/ticketing/client.ts';
import { apiPath } from '../../lib/ticketing/path.ts';
import { FETCH_ERROR_MESSAGE, TicketingFailure, isNotFound, unwrap, type Result, type TicketingError } from '../../lib/ticketing/errors.ts';
import { getSeller, listSellers } from '../../lib/ticketing/sellers.ts';
import { getPublicEvent, listEvents } from '../../lib/ticketing/events.ts';
import { getMe, login } from '../../lib/ticketing/customers.ts';

const BASE = 'https://api.example.test';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the handlers saw, so tests can check what the client sent. */
interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

function record(seen: Seen[]) {
  return async (request: Request) => {
    seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.clone().text() });
  };
}

function client(options: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}): TicketingClient {
  return createTicketingClient({
    baseUrl: options.baseUrl ?? BASE,
    apiKey: options.apiKey,
    // Late-bound so that msw's patched fetch is the one called.
    fetch: (input, init) => fetch(input, init),
    timeoutMs: options.timeoutMs ?? 2000,
  });
}

const seller = { _id: 'sel_1', name: 'Riverside Live', slug: 'riverside-live', timezone: 'Europe/London' };
const event = {
  _id: 'evt_1',
  name: 'Midnight Jazz',
  start: '2030-01-10T19:00:00Z',
  timezone: 'Europe/London',
  saleStatus: 'onSale',
};

function failure<T>(result: Result<T>): TicketingError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error;
}

describe('createTicketingClient', () => {
  it('parses a 200 answer with its schema', async () => {
    server.use(http.get(`${BASE}/api/things/1`, () => HttpResponse.json({ id: 'x1', count: '3', extra: true })));
    const schema = z.object({ id: z.string(), count: z.coerce.number() });
    const result = await client().request({ path: '/api/things/1', schema });
    // The schema's output, not the raw body: count coerced, unknown key stripped.
    expect(result).toEqual({ ok: true, data: { id: 'x1', count: 3 } });
  });

  it.each([
    { status: 404, message: 'Seller not found', retryable: false },
    { status: 400, message: 'Bad paging', retryable: false },
    { status: 429, message: 'Slow down', retryable: true },
    { status: 500, message: 'Database on fire', retryable: true },
    { status: 503, message: 'Maintenance', retryable: true },
  ])('turns a $status answer into an http error (retryable: $retryable)', async ({ status, message, retryable }) => {
    server.use(http.get(`${BASE}/api/public/sellers/x`, () => HttpResponse.json({ statusCode: status, message }, { status })));
    const result = await client().request({ path: '/api/public/sellers/x', schema: z.unknown() });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', status, message: FETCH_ERROR_MESSAGE, upstreamMessage: message, retryable },
    });
    expect(FETCH_ERROR_MESSAGE).toBe('An error occurred while fetching the data');
  });

  it('keeps the field errors of a 400 answer and copes with a non-JSON error body', async () => {
    server.use(
      http.post(`${BASE}/api/a`, () => HttpResponse.json({ message: 'Invalid request', errors: { email: ['required'] } }, { status: 400 })),
      http.get(`${BASE}/api/b`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })),
    );
    const withFields = failure(await client().request({ method: 'POST', path: '/api/a', body: {}, schema: z.unknown() }));
    expect(withFields).toMatchObject({ kind: 'http', status: 400, upstreamMessage: 'Invalid request', fieldErrors: { email: ['required'] } });

    const html = failure(await client().request({ path: '/api/b', schema: z.unknown() }));
    expect(html).toEqual({ kind: 'http', status: 502, message: FETCH_ERROR_MESSAGE, retryable: true });
  });

  it('reports schema drift as a validation error naming the field path', async () => {
    const { name: _dropped, ...sellerWithoutName } = seller;
    server.use(
      http.get(`${BASE}/api/public/sellers/riverside-live`, () => HttpResponse.json(sellerWithoutName)),
      http.get(`${BASE}/api/public/events/evt_1`, () => HttpResponse.json({ ...event, saleStatus: 'bogus' })),
    );
    const sellerError = failure(await getSeller(client(), 'riverside-live'));
    expect(sellerError.kind).toBe('validation');
    expect(sellerError.retryable).toBe(false);
    if (sellerError.kind !== 'validation') return;
    expect(sellerError.issues.map((issue) => issue.path)).toEqual(['name']);
    expect(sellerError.message).toContain('name');

    const eventError = failure(await getPublicEvent(client(), 'evt_1', 'en'));
    expect(eventError.kind).toBe('validation');
    if (eventError.kind !== 'validation') return;
    expect(eventError.issues.map((issue) => issue.path)).toEqual(['saleStatus']);
    expect(eventError.issues[0]?.message).toContain('bogus');
  });

  it('names nested paths of drifted list items', async () => {
    server.use(http.get(`${BASE}/api/public/sellers`, () => HttpResponse.json({ docs: [seller, { ...seller, _id: '' }], total: 2 })));
    const error = failure(await listSellers(client()));
    expect(error.kind === 'validation' && error.issues.map((issue) => issue.path)).toEqual(['docs.1._id']);
  });

  it('reports a 200 answer that is not JSON as a validation error', async () => {
    server.use(http.get(`${BASE}/api/c`, () => HttpResponse.text('not json')));
    const error = failure(await client().request({ path: '/api/c', schema: z.unknown() }));
    expect(error).toMatchObject({ kind: 'validation', retryable: false });
  });

  it('reports a network failure as retryable network error without timeout', async () => {
    server.use(http.get(`${BASE}/api/public/sellers/x`, () => HttpResponse.error()));
    const error = failure(await getSeller(client(), 'x'));
    expect(error).toMatchObject({ kind: 'network', timeout: false, retryable: true });
  });

  it('gives up after timeoutMs and says so', async () => {
    server.use(
      http.get(`${BASE}/api/slow`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = failure(await client({ timeoutMs: 50 }).request({ path: '/api/slow', schema: z.unknown() }));
    expect(error).toMatchObject({ kind: 'network', timeout: true, retryable: true });
    expect(error.message).toContain('50 ms');
    expect(Date.now() - started).toBeLessThan(900);
  });

  describe('the page budget and the one retry of a read', () => {
    const budgeted = (deadline: number, timeoutMs = 2000) =>
      createTicketingClient({ baseUrl: BASE, fetch: (input, init) => fetch(input, init), timeoutMs, deadline: () => deadline });

    it('does not call at all once the budget is spent', async () => {
      const seen: Seen[] = [];
      server.use(http.get(`${BASE}/api/x`, async ({ request }) => (await record(seen)(request), HttpResponse.json({}))));
      const error = failure(await budgeted(Date.now() - 1).request({ path: '/api/x', schema: z.unknown() }));
      expect(error).toMatchObject({ kind: 'network', timeout: true });
      expect(seen).toHaveLength(0);
    });

    it('cuts a slow call at the end of the budget, shorter than its own timeout', async () => {
      server.use(
        http.get(`${BASE}/api/slow`, async () => {
          await delay(5000);
          return HttpResponse.json({});
        }),
      );
      const error = failure(await budgeted(Date.now() + 100, 3000).request({ path: '/api/slow', schema: z.unknown() }));
      expect(error).toMatchObject({ kind: 'network', timeout: true });
      // The message names the budget's rest, not the 3000 ms of one call.
      expect(error.message).not.toContain('3000 ms');
    });

    it.each<[string, 'GET' | 'POST', number, number]>([
      ['a read answered 503 is tried once more and succeeds', 'GET', 503, 2],
      ['a read answered 429 is tried once more', 'GET', 429, 2],
      ['a read answered 404 is not retried', 'GET', 404, 1],
      ['a write answered 503 is never retried', 'POST', 503, 1],
    ])('%s', async (_, method, firstStatus, calls) => {
      let count = 0;
      const answer = () => {
        count += 1;
        return count === 1 ? HttpResponse.json({ message: 'no' }, { status: firstStatus }) : HttpResponse.json({ ok: true });
      };
      server.use(http.get(`${BASE}/api/r`, answer), http.post(`${BASE}/api/r`, answer));
      await budgeted(Date.now() + 5000).request({ method, path: '/api/r', schema: z.unknown(), ...(method === 'POST' ? { body: {} } : {}) });
      expect(count).toBe(calls);
    });

    it('skips the retry when the budget leaves no room for it', async () => {
      let count = 0;
      server.use(http.get(`${BASE}/api/r`, () => ((count += 1), HttpResponse.json({}, { status: 503 }))));
      failure(await budgeted(Date.now() + 600).request({ path: '/api/r', schema: z.unknown() }));
      expect(count).toBe(1);
    });
  });

  it('sends x-api-key and the bearer token only when given', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(`${BASE}/api/h`, async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json({});
      }),
    );
    await client({ apiKey: 'key-123' }).request({ path: '/api/h', schema: z.unknown(), customerToken: 'tok-abc' });
    await client().request({ path: '/api/h', schema: z.unknown() });

    expect(seen[0]?.headers.get('x-api-key')).toBe('key-123');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-abc');
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
    expect(seen[1]?.headers.has('x-api-key')).toBe(false);
    expect(seen[1]?.headers.has('authorization')).toBe(false);
    // A GET carries no body, hence no content type.
    expect(seen[1]?.headers.has('content-type')).toBe(false);
  });

  it('sends a JSON body with its content type', async () => {
    const seen: Seen[] = [];
    server.use(
      http.put(`${BASE}/api/items/7`, async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json({ ok: 1 });
      }),
    );
    await client().request({ method: 'PUT', path: '/api/items/7', body: { name: 'A', tags: ['x'] }, schema: z.unknown() });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'A', tags: ['x'] });
  });

  it('repeats array query values and omits undefined ones', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(`${BASE}/api/q`, async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json({});
      }),
    );
    await client().request({ path: '/api/q', query: { ids: ['a', 'b c'], top: 5, flag: false, missing: undefined }, schema: z.unknown() });
    const params = seen[0]?.url.searchParams;
    expect(params?.getAll('ids')).toEqual(['a', 'b c']);
    expect(params?.get('top')).toBe('5');
    expect(params?.get('flag')).toBe('false');
    expect(params?.has('missing')).toBe(false);
  });

  // BUG: buildUrl resolves the absolute path '/api/...' against `${baseUrl}/`, which drops any path
  // of the base URL (TICKETING_API_URL=https://host/v1 calls https://host/api/... instead of /v1/api/...).
  it('keeps a path prefix of the base URL', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get('https://api.example.test/*', async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json(seller);
      }),
    );
    await getSeller(client({ baseUrl: `${BASE}/ticketing/v1` }), 'riverside-live');
    expect(seen[0]?.url.pathname).toBe('/ticketing/v1/api/public/sellers/riverside-live');
  });

  it('accepts an empty 204 answer when the schema allows it', async () => {
    server.use(http.post(`${BASE}/api/customers/me/logout`, () => new HttpResponse(null, { status: 204 })));
    const result = await client().request({ method: 'POST', path: '/api/customers/me/logout', schema: z.undefined(), customerToken: 't' });
    expect(result).toEqual({ ok: true, data: undefined });
  });
});

describe('apiPath', () => {
  it('keeps an interpolated value as one encoded segment', () => {
    expect(apiPath`/api/public/sellers/${'../x?y#z'}`).toBe('/api/public/sellers/..%2Fx%3Fy%23z');
    expect(apiPath`/api/tickets/${'a/b'}/${42}`).toBe('/api/tickets/a%2Fb/42');
  });

  it('encodes a lone surrogate as U+FFFD instead of throwing (a JSON body may carry one)', () => {
    expect(apiPath`/api/checkouts/${'co_\ud800'}`).toBe('/api/checkouts/co_%EF%BF%BD');
    expect(apiPath`/api/tickets/${'\udfff'}/${'s\ud800x'}`).toBe('/api/tickets/%EF%BF%BD/s%EF%BF%BDx');
  });

  it.each([['.'], ['..']])('makes the dot segment %j name nothing instead of the path beside it', (segment) => {
    const path = apiPath`/api/public/sellers/${segment}/events`;
    expect(path).toBe('/api/public/sellers/%EF%BF%BD/events');
    expect(new URL(path, 'http://api.example').pathname).toBe('/api/public/sellers/%EF%BF%BD/events');
    expect(apiPath`/api/x/${'...'}`).toBe('/api/x/...');
  });

  it('cannot reach another upstream path or add a query', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(`${BASE}/api/public/sellers/:slug`, async ({ request, params }) => {
        await record(seen)(request);
        return HttpResponse.json({ ...seller, name: String(params.slug) });
      }),
    );
    const result = await getSeller(client(), '../x?y#z');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/api/public/sellers/..%2Fx%3Fy%23z');
    expect(seen[0]?.url.search).toBe('');
    expect(result.ok && result.data.name).toBe('../x?y#z');
  });
});

describe('unwrap', () => {
  it('returns the data of a success', () => {
    expect(unwrap({ ok: true, data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('throws a TicketingFailure carrying the error', () => {
    const error: TicketingError = { kind: 'http', status: 503, message: FETCH_ERROR_MESSAGE, retryable: true };
    let thrown: unknown;
    try {
      unwrap({ ok: false, error });
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(TicketingFailure);
    expect((thrown as TicketingFailure).error).toEqual(error);
    expect((thrown as TicketingFailure).message).toBe(FETCH_ERROR_MESSAGE);
  });

  it('isNotFound is true only for an http 404', () => {
    expect(isNotFound({ ok: false, error: { kind: 'http', status: 404, message: 'x', retryable: false } })).toBe(true);
    expect(isNotFound({ ok: false, error: { kind: 'http', status: 410, message: 'x', retryable: false } })).toBe(false);
    expect(isNotFound({ ok: false, error: { kind: 'network', timeout: false, message: 'x', retryable: true } })).toBe(false);
    expect(isNotFound({ ok: true, data: null })).toBe(false);
  });
});

describe('ticketing operations', () => {
  it('getSeller asks for the seller by slug and parses it', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(`${BASE}/api/public/sellers/:slug`, async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json(seller);
      }),
    );
    const result = await getSeller(client({ apiKey: 'k' }), 'riverside-live');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/public/sellers/riverside-live');
    expect(result).toEqual({ ok: true, data: seller });
  });

  it('listSellers sends paging (default top 100, skip 0) and parses the page', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(`${BASE}/api/public/sellers`, async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json({ docs: [seller], total: 1 });
      }),
    );
    const page = unwrap(await listSellers(client()));
    expect(page).toEqual({ docs: [seller], total: 1 });
    await listSellers(client(), { top: 10, skip: 20 });
    expect(seen.map((s) => [s.url.searchParams.get('top'), s.url.searchParams.get('skip')])).toEqual([
      ['100', '0'],
      ['10', '20'],
    ]);
  });

  it('listEvents sends the listing query (page size 25 by default) to /api/events/public/listings', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(`${BASE}/api/events/public/listings`, async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json({ docs: [event], total: 1 });
      }),
    );
    const endMin = new Date('2030-01-01T00:00:00.000Z');
    const result = await listEvents(client(), { sellerId: 'sel_1', locale: 'de', endMin, eventIds: ['evt_1', 'evt_2'], groupEventId: 'evt_season' });
    expect(result.ok && result.data.docs[0]?._id).toBe('evt_1');
    const params = seen[0]?.url.searchParams;
    expect(seen[0]?.method).toBe('GET');
    expect(params?.get('sellerId')).toBe('sel_1');
    expect(params?.get('locale')).toBe('de');
    expect(params?.get('endMin')).toBe('2030-01-01T00:00:00.000Z');
    expect(params?.getAll('eventIds')).toEqual(['evt_1', 'evt_2']);
    expect(params?.get('groupEventId')).toBe('evt_season');
    expect(params?.has('rootId')).toBe(false);
    expect(params?.get('top')).toBe('25');
    expect(params?.get('skip')).toBe('0');

    await listEvents(client(), { sellerId: 'sel_1', locale: 'en', top: 1000, skip: 50 });
    expect(seen[1]?.url.searchParams.has('endMin')).toBe(false);
    expect(seen[1]?.url.searchParams.has('eventIds')).toBe(false);
    expect(seen[1]?.url.searchParams.get('top')).toBe('1000');
    expect(seen[1]?.url.searchParams.get('skip')).toBe('50');
  });

  it('getPublicEvent asks for the event with its locale', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(`${BASE}/api/public/events/:id`, async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json(event);
      }),
    );
    const result = await getPublicEvent(client(), 'evt_1', 'de');
    expect(seen[0]?.url.pathname).toBe('/api/public/events/evt_1');
    expect(seen[0]?.url.searchParams.get('locale')).toBe('de');
    expect(result.ok && result.data.saleStatus).toBe('onSale');
  });

  it('login posts the credentials and getMe sends the token', async () => {
    const seen: Seen[] = [];
    const customer = { _id: 'cus_1', name: 'Alex Morgan', primaryEmail: 'alex@example.com' };
    server.use(
      http.post(`${BASE}/api/public/customers/login`, async ({ request }) => {
        await record(seen)(request);
        return HttpResponse.json({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', customer });
      }),
      http.get(`${BASE}/api/customers/me`, async ({ request }) => {
        await record(seen)(request);
        return request.headers.get('authorization') === 'Bearer tok-1'
          ? HttpResponse.json(customer)
          : HttpResponse.json({ statusCode: 401, message: 'Authentication required' }, { status: 401 });
      }),
    );
    const answer = unwrap(await login(client(), { sellerId: 'sel_1', email: 'alex@example.com', password: 'secret' }));
    expect(answer.token).toBe('tok-1');
    expect(answer.customer._id).toBe('cus_1');
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ sellerId: 'sel_1', email: 'alex@example.com', password: 'secret' });

    expect(unwrap(await getMe(client(), answer.token))).toEqual(customer);
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer tok-1');

    const refused = failure(await getMe(client(), 'stale'));
    expect(refused).toMatchObject({ kind: 'http', status: 401, upstreamMessage: 'Authentication required', retryable: false });
  });
});
