import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHE_PREFIX, RENDERED_AT_ATTRIBUTE, STORED_AT_HEADER } from '../../lib/offline/worker-protocol.ts';
import { navigation, ORIGIN, post, startWorker, subresource, type FakeRequest, type Network } from './worker-fakes.ts';

/** The offline tickets worker, public/sw.js (ADR 0025), against fake caches and a stubbed network. */

const TICKETS = '/riverside-live/account/tickets';
const ORDER = '/transaction/tr_1/secret-1';
const RENDERED = '2030-05-01T18:30:00.000Z';
const url = (path: string) => new URL(path, ORIGIN).href;

const ticketsHtml = (rendered = RENDERED) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/css/app-1.css"><script src="/_next/static/chunks/main-1.js" async></script></head>` +
  `<body><div role="status" ${RENDERED_AT_ATTRIBUTE}="${rendered}"></div>` +
  `<script>self.__next_f.push([1,"6:I[2846,[\\"/_next/static/chunks/page-1.js\\"],\\"default\\"]\\n7:[\\"static/chunks/viewer-1.js\\"]"])</script></body></html>`;

const page = (body: BodyInit = ticketsHtml(), init: ResponseInit = {}) =>
  new Response(body, { status: 200, ...init, headers: { 'content-type': 'text/html; charset=utf-8', vary: 'RSC, Accept-Encoding', 'content-encoding': 'br', ...init.headers } });

const requestUrl = (request: FakeRequest | string) => (typeof request === 'string' ? request : request.url);

/** A network answering pages and assets; the rest is a 404. */
const online: Network = async (request) => {
  const target = new URL(requestUrl(request));
  const path = target.pathname.replace(/(.)\/$/, '$1');
  if (path === TICKETS || path === ORDER) return page();
  if (target.pathname.startsWith('/_next/')) return new Response(`asset ${target.pathname}`, { status: 200 });
  return new Response('not found', { status: 404 });
};
const offline: Network = async () => {
  throw new TypeError('Failed to fetch');
};

async function seeded(network: Network, paths: string[] = [TICKETS]) {
  const worker = startWorker({ network });
  const cache = await worker.caches.open(worker.cacheName);
  for (const path of paths) {
    await cache.put(url(path), new Response('<p>stored copy</p>', { headers: { [STORED_AT_HEADER]: '2030-05-01T18:31:00.000Z', 'x-offline-rendered-at': RENDERED } }));
  }
  return worker;
}

beforeEach(() => {
  // The worker warns when a copy cannot be stored; these tests provoke that on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('public/sw.js speaks the page protocol', () => {
  const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
  it.each([
    ['cache prefix', `'${OFFLINE_CACHE_PREFIX}'`],
    ['stored-at header', `'${STORED_AT_HEADER}'`],
    ['render mark', `${RENDERED_AT_ATTRIBUTE}="`],
  ])('%s', (_, text) => {
    expect(source).toContain(text);
  });
});

describe('ticket pages: network first', () => {
  it.each([TICKETS, `${TICKETS}/`, ORDER, `${TICKETS}?lang=de`])('%s: a 2xx answer is returned and stored, stamped, with the assets it names', async (path) => {
    const worker = startWorker({ network: online });
    const before = Date.now();
    const { answer } = await worker.request(navigation(path));
    const response = await answer;
    expect(response?.status).toBe(200);
    expect(await response?.text()).toBe(ticketsHtml());

    const stored = await worker.caches.match(url(path), { cacheName: worker.cacheName });
    expect(await stored?.text()).toBe(ticketsHtml());
    const storedAt = Date.parse(stored?.headers.get(STORED_AT_HEADER) ?? '');
    expect(storedAt).toBeGreaterThanOrEqual(before);
    expect(storedAt).toBeLessThanOrEqual(Date.now());
    expect(stored?.headers.get('x-offline-rendered-at')).toBe(RENDERED);
    // The body is stored decoded: no encoding, length or Vary of the network's answer.
    expect(stored?.headers.get('content-encoding')).toBeNull();
    expect(stored?.headers.get('vary')).toBeNull();
    expect(stored?.headers.get('content-type')).toBe('text/html; charset=utf-8');

    expect(worker.caches.contents()[worker.cacheName]?.sort()).toEqual(
      [url(path), url('/_next/static/chunks/main-1.js'), url('/_next/static/chunks/page-1.js'), url('/_next/static/chunks/viewer-1.js'), url('/_next/static/css/app-1.css')].sort(),
    );
  });

  it.each([401, 403, 404, 410, 500])('a %i answer deletes the stored copy and is passed on as it is', async (status) => {
    const worker = await seeded(async () => new Response('refused', { status }));
    const { answer } = await worker.request(navigation(TICKETS));
    const response = await answer;
    expect(response?.status).toBe(status);
    expect(await response?.text()).toBe('refused');
    expect(await worker.caches.match(url(TICKETS), { cacheName: worker.cacheName })).toBeUndefined();
  });

  it('a failed network serves the stored copy', async () => {
    const worker = await seeded(offline);
    const { answer } = await worker.request(navigation(TICKETS));
    const response = await answer;
    expect(await response?.text()).toBe('<p>stored copy</p>');
    expect(response?.headers.get(STORED_AT_HEADER)).toBe('2030-05-01T18:31:00.000Z');
  });

  it('a failed network without a copy fails as it would without the worker', async () => {
    const worker = startWorker({ network: offline });
    const { answer } = await worker.request(navigation(ORDER));
    await expect(answer).rejects.toThrow('Failed to fetch');
  });

  it('a copy of another page is never served for this one', async () => {
    const worker = await seeded(offline, ['/little-theatre/account/tickets']);
    const { answer } = await worker.request(navigation(TICKETS));
    await expect(answer).rejects.toThrow('Failed to fetch');
  });
});

describe('requests the worker leaves alone', () => {
  it.each<[string, FakeRequest]>([
    ['the shop page', navigation('/riverside-live')],
    ['a checkout', navigation('/riverside-live/checkout/evt_1')],
    ['another account page', navigation('/riverside-live/account/transactions')],
    ['a ticket transfer link', navigation('/ticket-transfer/tt_1/secret')],
    ['the tickets page of another site', navigation('https://other.example/riverside-live/account/tickets')],
    ['the tickets page as a React payload (client navigation)', subresource(`${TICKETS}?_rsc=1`, TICKETS, 'cors')],
    ['an API read from the tickets page', subresource('/api/shops/riverside-live/cart', TICKETS, 'cors')],
    ['a PDF from the tickets page', subresource('/api/tickets/t_1/s/pdf', TICKETS, 'cors')],
    ['a script of the shop page', subresource('/_next/static/chunks/main-1.js', '/riverside-live')],
    ['a script of a checkout', subresource('/_next/static/chunks/main-1.js', '/riverside-live/checkout/evt_1')],
    ['a script without referrer', subresource('/_next/static/chunks/main-1.js', '')],
    ['a payment', post('/api/shops/riverside-live/cart/payment')],
    ['an add to cart', post('/api/shops/riverside-live/cart/items')],
  ])('%s', async (_, request) => {
    const worker = await seeded(online);
    const { answer } = await worker.request(request);
    expect(answer).toBeUndefined();
    expect(worker.fetch).not.toHaveBeenCalled();
    expect(worker.caches.contents()).toEqual({ [worker.cacheName]: [url(TICKETS)] });
  });
});

describe('assets of a ticket page', () => {
  it('are answered from the cache first (their names carry their hash)', async () => {
    const worker = startWorker({ network: online });
    await (await worker.caches.open(worker.cacheName)).put(url('/_next/static/chunks/main-1.js'), new Response('cached chunk'));
    const { answer } = await worker.request(subresource('/_next/static/chunks/main-1.js', TICKETS));
    expect(await (await answer)?.text()).toBe('cached chunk');
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('are fetched and kept when missing, also for the order page', async () => {
    const worker = startWorker({ network: online });
    const { answer } = await worker.request(subresource('/_next/static/chunks/modal-1.js', ORDER));
    expect(await (await answer)?.text()).toBe('asset /_next/static/chunks/modal-1.js');
    expect(worker.caches.contents()[worker.cacheName]).toEqual([url('/_next/static/chunks/modal-1.js')]);
  });

  it('event images follow the page: network first, the copy when offline', async () => {
    const image = '/_next/image?url=%2Fdemo%2Fevents%2Fjazz.jpg&w=256&q=75';
    const worker = startWorker({ network: online });
    await worker.request(subresource(image, TICKETS));
    expect(worker.caches.contents()[worker.cacheName]).toEqual([url(image)]);

    worker.fetch.mockImplementation(offline);
    const { answer } = await worker.request(subresource(image, TICKETS));
    expect(await (await answer)?.text()).toBe('asset /_next/image');
  });

  it("so does the shop's logo, but no image of another page", async () => {
    const logo = (from: string) => ({ ...subresource('/demo/sellers/riverside-live.svg', from), destination: 'image' });
    const worker = startWorker({ network: async () => new Response('<svg/>') });
    expect((await worker.request(logo(TICKETS))).answer).toBeDefined();
    expect((await worker.request(logo('/riverside-live'))).answer).toBeUndefined();
    expect(worker.caches.contents()[worker.cacheName]).toEqual([url('/demo/sellers/riverside-live.svg')]);
  });
});

describe('versions', () => {
  it('activating deletes the caches of other versions and takes over open pages', async () => {
    const worker = startWorker({ version: 'build-2', network: online });
    for (const name of ['tickets-v1-build-1', 'tickets-v0-old', worker.cacheName, 'someone-else']) await worker.caches.open(name);
    await worker.lifecycle('activate');
    expect(Object.keys(worker.caches.contents()).sort()).toEqual(['someone-else', worker.cacheName]);
    expect(worker.claim).toHaveBeenCalled();
  });

  it('the cache is named after the build the registration passed', () => {
    expect(startWorker({ version: 'abc123', network: online }).cacheName).toBe('tickets-v1-abc123');
  });
});

describe('forgetting', () => {
  it("the page's clear message empties every tickets cache and says so", async () => {
    const worker = await seeded(online, [TICKETS, ORDER]);
    await worker.caches.open('tickets-v1-build-0');
    await worker.caches.open('someone-else');
    expect(await worker.message({ type: 'clear' })).toEqual([{ cleared: true }]);
    expect(Object.keys(worker.caches.contents())).toEqual(['someone-else']);
  });

  it.each(['/api/shops/riverside-live/session', '/api/shops/riverside-live/session/logout', '/api/shops/riverside-live/account/password-reset/confirm'])(
    'a successful POST %s empties the caches before its answer returns',
    async (path) => {
      const worker = await seeded(async () => new Response('{}', { status: 200 }));
      const { answer } = await worker.request(post(path));
      expect((await answer)?.status).toBe(200);
      expect(worker.caches.contents()).toEqual({});
    },
  );

  it('a refused login keeps the copies (the session did not change)', async () => {
    const worker = await seeded(async () => new Response('{}', { status: 401 }));
    const { answer } = await worker.request(post('/api/shops/riverside-live/session'));
    expect((await answer)?.status).toBe(401);
    expect(worker.caches.contents()).toEqual({ [worker.cacheName]: [url(TICKETS)] });
  });

  it('a page still being stored when the clear comes is not written afterwards', async () => {
    let finish: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(ticketsHtml()));
        finish = () => controller.close();
      },
    });
    const worker = startWorker({ network: async (request) => (requestUrl(request).endsWith(TICKETS) ? page(body) : online(request)) });
    const loading = worker.request(navigation(TICKETS));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await worker.message({ type: 'clear' });
    finish();
    await loading;
    expect(worker.caches.contents()).toEqual({});
  });
});

describe("a ticket page's store message", () => {
  it('fetches and stores a page reached without a document load (client navigation, login)', async () => {
    const worker = startWorker({ network: online });
    expect(await worker.message({ type: 'store', url: `${url(TICKETS)}#top`, renderedAt: RENDERED })).toEqual([{ fromCache: false }]);
    expect(worker.fetch).toHaveBeenCalledWith(url(TICKETS), expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }));
    expect(worker.caches.contents()[worker.cacheName]).toContain(url(TICKETS));
  });

  it('fetches nothing when the stored copy is the render on screen', async () => {
    const worker = await seeded(online);
    await worker.message({ type: 'store', url: url(TICKETS), renderedAt: RENDERED });
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('replaces a copy of an older render', async () => {
    const worker = await seeded(online);
    await worker.message({ type: 'store', url: url(TICKETS), renderedAt: '2030-05-02T09:00:00.000Z' });
    const stored = await worker.caches.match(url(TICKETS), { cacheName: worker.cacheName });
    expect(await stored?.text()).toBe(ticketsHtml());
  });

  it('waits for the copy its own page load is making instead of fetching again', async () => {
    const worker = startWorker({ network: online });
    const loading = worker.request(navigation(TICKETS));
    const replies = worker.message({ type: 'store', url: url(TICKETS), renderedAt: RENDERED });
    await Promise.all([loading, replies]);
    expect(worker.fetch.mock.calls.filter(([request]) => requestUrl(request) === url(TICKETS))).toHaveLength(1);
  });

  it('tells a page that it came from the cache', async () => {
    const worker = await seeded(offline);
    await worker.request(navigation(TICKETS));
    expect(await worker.message({ type: 'store', url: url(TICKETS), renderedAt: RENDERED })).toEqual([{ fromCache: true }]);
  });

  it.each([url('/riverside-live/account/edit'), 'https://other.example/riverside-live/account/tickets', 'not a url:'])('ignores %s', async (target) => {
    const worker = startWorker({ network: online });
    expect(await worker.message({ type: 'store', url: target, renderedAt: RENDERED })).toEqual([{ fromCache: false }]);
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('ignores messages it does not know', async () => {
    const worker = await seeded(online);
    expect(await worker.message('clear')).toEqual([]);
    expect(await worker.message({ type: 'other' })).toEqual([]);
    expect(worker.caches.contents()).toEqual({ [worker.cacheName]: [url(TICKETS)] });
  });
});
