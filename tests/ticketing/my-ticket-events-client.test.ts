import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createTicketingClient } from '../../lib/ticketing/client.ts';
import { unwrap } from '../../lib/ticketing/errors.ts';
import { getMyTickets, listMyTicketEvents } from '../../lib/ticketing/tickets.ts';

/** The typed client's reads of the events-first tickets page (issue 9): what they send, and that drift is an error. */

const BASE = 'https://api.example.test';
const TOKEN = 'tok-sam';
const event = { _id: 'evt_1', name: 'Midnight Jazz', start: '2030-01-10T19:00:00Z', timezone: 'Europe/London' };

let seen: URL[] = [];
let answer: unknown = {};
const server = setupServer(
  http.get(`${BASE}/*`, ({ request }) => {
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    seen.push(new URL(request.url));
    return HttpResponse.json(answer as Record<string, unknown>);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen = [];
});
afterAll(() => server.close());

const client = () => createTicketingClient({ baseUrl: BASE, fetch: (input, init) => fetch(input, init), timeoutMs: 2000 });

describe('events first', () => {
  it('listMyTicketEvents: GET /api/customers/me/ticket-events with locale, skip and top', async () => {
    answer = { docs: [{ event, countsByStatus: { valid: 2, RESERVED: 1 } }], total: 1 };
    const page = unwrap(await listMyTicketEvents(client(), { locale: 'de', skip: 0, top: 1000 }, TOKEN));
    expect(seen[0]?.pathname).toBe('/api/customers/me/ticket-events');
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({ locale: 'de', skip: '0', top: '1000' });
    expect(page.docs[0]?.event._id).toBe('evt_1');
    expect(page.docs[0]?.countsByStatus).toEqual({ valid: 2, RESERVED: 1 });
  });

  it('an answer without counts is a clear error, not an empty page', async () => {
    answer = { docs: [{ event }], total: 1 };
    const result = await listMyTicketEvents(client(), { locale: 'en', skip: 0, top: 25 }, TOKEN);
    expect(result.ok).toBe(false);
  });

  it.each<[string, Parameters<typeof getMyTickets>[1], Record<string, string[]>]>([
    ['every ticket', { locale: 'en' }, { locale: ['en'] }],
    ['one event', { locale: 'en', eventIds: ['evt_1'] }, { locale: ['en'], eventIds: ['evt_1'] }],
    ['several events', { locale: 'de', eventIds: ['evt_1', 'evt_2'] }, { locale: ['de'], eventIds: ['evt_1', 'evt_2'] }],
    ['packaged ones', { locale: 'en', packaged: true }, { locale: ['en'], packaged: ['true'] }],
    ['not only packaged ones', { locale: 'en', packaged: false }, { locale: ['en'] }],
  ])('getMyTickets for %s', async (_, query, sent) => {
    answer = { tickets: [], events: [] };
    unwrap(await getMyTickets(client(), query, TOKEN));
    const params = seen[0]?.searchParams;
    expect(seen[0]?.pathname).toBe('/api/customers/me/tickets');
    expect(Object.fromEntries([...new Set(params?.keys())].map((key) => [key, params?.getAll(key)]))).toEqual(sent);
  });
});
