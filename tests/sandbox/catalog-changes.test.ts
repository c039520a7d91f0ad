import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { createCatalogNotifier, type CatalogNotifier } from '../../lib/sandbox/catalog-notifier.ts';
import { CATALOG_WEBHOOK_SIGNATURE_HEADER, verifyCatalogWebhook } from '../../lib/cache/webhook-signature.ts';
import type { CatalogChange } from '../../lib/cache/catalog-change.ts';
import type { Event } from '../../lib/ticketing/schemas/index.ts';
import { caller, type ErrorBody } from './support/account-client.ts';
import { actionCheckoutCalls } from './support/action-checkout.ts';

/**
 * The sandbox tells the storefront of its catalogue changes (issue 9) through a notifier whose
 * fetch is a fake here: the event edit control, a completed checkout, a cancellation, and not a
 * mere cart hold.
 */

const SECRET = 'sandbox-test-secret-of-at-least-32-chars';
const RIVERSIDE = 'sel_riverside';
const JAZZ = 'evt_riverside_jazz';
const CANCELLABLE = 'tkt_alex_comedy_1';

let clock = new Date('2025-03-14T12:00:00.000Z');
let sandbox: Sandbox;
let notifier: CatalogNotifier;
let posts: { signature: string | null; body: string }[];

beforeEach(() => {
  clock = new Date('2025-03-14T12:00:00.000Z');
  posts = [];
  const fetch = async (_input: string | URL | Request, init?: RequestInit) => {
    posts.push({ signature: new Headers(init?.headers).get(CATALOG_WEBHOOK_SIGNATURE_HEADER), body: String(init?.body) });
    return new Response('{"revalidated":[]}', { status: 200 });
  };
  notifier = createCatalogNotifier({ url: 'http://127.0.0.1:3999/api/cache/revalidate', secret: SECRET, fetch: fetch as typeof globalThis.fetch, delayMs: 60_000 });
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock, notify: (change) => notifier.notify(change) });
});
afterEach(() => sandbox.close());

const { call } = caller(() => sandbox);
const editEvent = (id: string, json: unknown, query = '') => call<Event & ErrorBody>('PUT', `/api/sandbox/events/${id}${query}`, { json });
const publicEvent = async (id: string, locale: string) => (await call<Event>('GET', `/api/public/events/${id}?locale=${locale}`)).body;

/** The changes posted so far, each POST's signature checked. */
async function posted(): Promise<CatalogChange[][]> {
  await notifier.flush();
  return posts.map((post) => {
    expect(verifyCatalogWebhook(SECRET, post.signature, post.body, Math.floor(Date.now() / 1000))).toEqual({ ok: true });
    return (JSON.parse(post.body) as { changes: CatalogChange[] }).changes;
  });
}

describe('PUT /api/sandbox/events/{id}', () => {
  it('renames the event in every language the public calls answer, and posts one event change', async () => {
    const before = await publicEvent(JAZZ, 'de');
    expect(before.name).toBe('Mitternachts-Jazz-Session');
    const answer = await editEvent(JAZZ, { name: '  Jazz Night, moved to the Main Hall  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ _id: JAZZ, name: 'Jazz Night, moved to the Main Hall' });
    expect((await publicEvent(JAZZ, 'en')).name).toBe('Jazz Night, moved to the Main Hall');
    expect((await publicEvent(JAZZ, 'de')).name).toBe('Jazz Night, moved to the Main Hall');
    // What was not edited stays, in each language.
    expect((await publicEvent(JAZZ, 'de')).description).toBe(before.description);
    const listing = (await call<{ docs: Event[] }>('GET', `/api/events/public/listings?sellerId=${RIVERSIDE}&locale=en`)).body.docs;
    expect(listing.find((event) => event._id === JAZZ)?.name).toBe('Jazz Night, moved to the Main Hall');
    expect(await posted()).toEqual([[{ kind: 'event', sellerId: RIVERSIDE, eventId: JAZZ }]]);
  });

  it('answers in the asked language, and an empty description removes it', async () => {
    const answer = await editEvent(JAZZ, { description: 'Doors at seven.' }, '?locale=de');
    expect(answer.status).toBe(200);
    expect(answer.body.description).toBe('Doors at seven.');
    expect((await publicEvent(JAZZ, 'en')).description).toBe('Doors at seven.');
    expect((await editEvent(JAZZ, { description: ' ' })).body.description).toBeUndefined();
    expect((await publicEvent(JAZZ, 'de')).description).toBeUndefined();
    expect(await posted()).toEqual([[{ kind: 'event', sellerId: RIVERSIDE, eventId: JAZZ }]]);
  });

  it.each([
    ['nothing to change', {}],
    ['a blank name', { name: '   ' }],
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }],
    ['a name that is not text', { name: 42 }],
  ])('refuses %s with 400, changing and posting nothing', async (_name, body) => {
    const before = sandbox.store.get('events', JAZZ);
    expect((await editEvent(JAZZ, body)).status).toBe(400);
    expect(sandbox.store.get('events', JAZZ)).toEqual(before);
    expect(await posted()).toEqual([]);
  });

  it('answers 404 for an unknown event and posts nothing', async () => {
    expect((await editEvent('evt_nowhere', { name: 'Ghost' })).status).toBe(404);
    expect(await posted()).toEqual([]);
  });
});

describe('availability changes', () => {
  const buying = actionCheckoutCalls(() => sandbox);

  it('a cart hold posts nothing; the completed checkout posts an availability change for its event', async () => {
    const created = await call<{ _id: string; secret: string }>('POST', '/api/public/checkouts', { json: { sellerId: RIVERSIDE } });
    const ref = { _id: created.body._id, secret: created.body.secret };
    expect((await buying.addTickets(ref, JAZZ, 'tt_jazz_standing', 2)).status).toBe(200);
    expect((await buying.putDetails(ref)).status).toBe(200);
    expect(await posted()).toEqual([]);

    const request = await buying.openPayment(ref);
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const paid = await buying.verify(request.body);
    expect(paid.body.status, JSON.stringify(paid.body)).toBe('succeeded');
    expect(await posted()).toEqual([[{ kind: 'availability', sellerId: RIVERSIDE, eventId: JAZZ }]]);
  });

  it('a cancelled ticket goes back on sale: an availability change for its event; a refused one posts nothing', async () => {
    const ticket = sandbox.store.get('tickets', CANCELLABLE);
    const event = sandbox.store.get('events', ticket?.eventId ?? '');
    if (!ticket || !event) throw new Error('seed changed: no cancellable ticket');
    clock = new Date(Date.parse(event.start) - 60_000);
    const invalidate = (id: string) => call<ErrorBody>('POST', `/api/tickets/${id}/invalidate?secret=${encodeURIComponent(sandbox.store.get('tickets', id)?.secret ?? '')}`);
    expect((await invalidate('tkt_alex_comedy_2')).status).toBe(409);
    expect(await posted()).toEqual([]);
    expect((await invalidate(CANCELLABLE)).status).toBe(200);
    expect(await posted()).toEqual([[{ kind: 'availability', sellerId: event.sellerId, eventId: event._id }]]);
  });
});
