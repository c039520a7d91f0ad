import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_DATA_ATTRIBUTE, RENDERED_AT_ATTRIBUTE } from '../../lib/offline/worker-protocol.ts';
import { navigation, ORIGIN, startWorker, subresource, type FakeRequest, type Network } from './worker-fakes.ts';

/**
 * public/sw.js and the events-first tickets page (issue 9, ADR 0025): a viewer loads its event's
 * tickets when it opens, so the worker keeps those answers like the page (network first, deleted
 * on refusal) and stores the ones of the upcoming events the stored page names, so that a viewer
 * never opened online still shows its barcodes offline.
 */

const TICKETS = '/riverside-live/account/tickets';
const JAZZ = '/api/shops/riverside-live/account/event-tickets/evt_jazz?locale=en';
const COMEDY = '/api/shops/riverside-live/account/event-tickets/evt_comedy?locale=en';
const url = (path: string) => new URL(path, ORIGIN).href;

const ticketsHtml = (marks: string[]) =>
  `<!DOCTYPE html><html><body><div role="status" ${RENDERED_AT_ATTRIBUTE}="2030-05-01T18:30:00.000Z"></div>` +
  marks.map((href) => `<article ${OFFLINE_DATA_ATTRIBUTE}="${href}"></article>`).join('') +
  `<script src="/_next/static/chunks/main-1.js" async></script></body></html>`;

const requestUrl = (request: FakeRequest | string) => (typeof request === 'string' ? request : request.url);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function network(page: string, data: (path: string) => Response = (path) => json({ tickets: [path], actions: [] })): Network {
  return async (request) => {
    const target = new URL(requestUrl(request));
    if (target.pathname === TICKETS) return new Response(page, { headers: { 'content-type': 'text/html' } });
    if (target.pathname.startsWith('/_next/')) return new Response('asset');
    if (target.pathname.startsWith('/api/shops/')) return data(`${target.pathname}${target.search}`);
    return new Response('not found', { status: 404 });
  };
}
const offline: Network = async () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('public/sw.js speaks the event tickets protocol', () => {
  it('names the attribute of the page', () => {
    expect(readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8')).toContain(`${OFFLINE_DATA_ATTRIBUTE}="`);
  });
});

describe('storing the tickets page', () => {
  it("stores the event tickets its upcoming cards name, with the page's session, before the page itself", async () => {
    const worker = startWorker({ network: network(ticketsHtml([JAZZ, COMEDY, JAZZ])) });
    await worker.request(navigation(TICKETS));
    const stored = worker.caches.contents()[worker.cacheName] ?? [];
    expect(stored).toEqual(expect.arrayContaining([url(TICKETS), url(JAZZ), url(COMEDY)]));
    // Each once, with the cookie, never from the HTTP cache; before the page, so a stored page has its tickets.
    const dataCalls = worker.fetch.mock.calls.filter(([request]) => requestUrl(request).includes('/api/'));
    expect(dataCalls.map(([request]) => requestUrl(request)).sort()).toEqual([url(COMEDY), url(JAZZ)]);
    // The fake network is typed with the request only; the worker passes its fetch options too.
    expect((dataCalls[0] as unknown[] | undefined)?.[1]).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
    expect(stored.indexOf(url(JAZZ))).toBeLessThan(stored.indexOf(url(TICKETS)));
    expect(await (await worker.caches.match(url(JAZZ), { cacheName: worker.cacheName }))?.json()).toEqual({ tickets: [JAZZ], actions: [] });
  });

  it('ignores marks that are not event tickets of this site, and stores at most 50', async () => {
    const many = Array.from({ length: 60 }, (_, index) => `/api/shops/riverside-live/account/event-tickets/evt_${index}?locale=en`);
    const page = ticketsHtml(['/api/shops/riverside-live/cart', 'https://evil.example/api/shops/x/account/event-tickets/e', '/riverside-live/account/edit', ...many]);
    const worker = startWorker({ network: network(page) });
    await worker.request(navigation(TICKETS));
    const fetched = worker.fetch.mock.calls.map(([request]) => requestUrl(request)).filter((href) => href.includes('/api/') || href.includes('evil'));
    expect(fetched).toHaveLength(50);
    expect(fetched.every((href) => href.startsWith(url('/api/shops/riverside-live/account/event-tickets/')))).toBe(true);
  });

  it('deletes the stored tickets of an event the network refuses', async () => {
    const worker = startWorker({ network: network(ticketsHtml([JAZZ]), () => json({ code: 'unauthorized' }, 401)) });
    await (await worker.caches.open(worker.cacheName)).put(url(JAZZ), json({ tickets: ['old'] }));
    await worker.request(navigation(TICKETS));
    expect(await worker.caches.match(url(JAZZ), { cacheName: worker.cacheName })).toBeUndefined();
  });
});

describe('a viewer reading its tickets', () => {
  it('from the tickets page: network first, stored, and the copy when offline', async () => {
    const worker = startWorker({ network: network(ticketsHtml([])) });
    const { answer } = await worker.request(subresource(JAZZ, TICKETS, 'cors'));
    expect(await (await answer)?.json()).toEqual({ tickets: [JAZZ], actions: [] });

    worker.fetch.mockImplementation(offline);
    const again = await worker.request(subresource(JAZZ, TICKETS, 'cors'));
    expect(await (await again.answer)?.json()).toEqual({ tickets: [JAZZ], actions: [] });
    const other = await worker.request(subresource(COMEDY, TICKETS, 'cors'));
    await expect(other.answer).rejects.toThrow('Failed to fetch');
  });

  it('a refusal is passed on and deletes the copy', async () => {
    const worker = startWorker({ network: network(ticketsHtml([]), () => json({ code: 'unauthorized' }, 401)) });
    await (await worker.caches.open(worker.cacheName)).put(url(JAZZ), json({ tickets: ['old'] }));
    const { answer } = await worker.request(subresource(JAZZ, TICKETS, 'cors'));
    expect((await answer)?.status).toBe(401);
    expect(await worker.caches.match(url(JAZZ), { cacheName: worker.cacheName })).toBeUndefined();
  });

  it('from any other page, the worker leaves it alone', async () => {
    const worker = startWorker({ network: network(ticketsHtml([])) });
    expect((await worker.request(subresource(JAZZ, '/riverside-live/account/transactions', 'cors'))).answer).toBeUndefined();
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('logout forgets them with everything else', async () => {
    const worker = startWorker({ network: network(ticketsHtml([JAZZ])) });
    await worker.request(navigation(TICKETS));
    expect(await worker.message({ type: 'clear' })).toEqual([{ cleared: true }]);
    expect(worker.caches.contents()).toEqual({});
  });
});
