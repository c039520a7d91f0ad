/*
 * Offline copies of the ticket pages (ADR 0025). A plain script on purpose: no build step, no
 * imports, nothing but the ticket pages, the assets they load and the event images they show.
 *
 * - Ticket pages (a shop's account tickets screen, an order page): network first. A 2xx answer
 *   replaces the stored copy, any other answer deletes it (the session ended, the ticket moved:
 *   the network said no, so the copy must not speak for it), a failed network serves the copy.
 * - /_next/static files asked for by a ticket page: cache first (their names carry their hash);
 *   the ones a stored page names are fetched along with it. Images it shows: network first.
 * - An event's tickets, which the tickets page's viewer reads when it opens: network first, like
 *   the page; the ones the stored page names (its upcoming events) are stored along with it, so a
 *   viewer never opened online still shows its barcodes offline.
 * - A successful login, logout or password reset empties every cache of this worker.
 */
'use strict';

const PREFIX = 'tickets-';
// Bump when what is stored changes shape; the build id comes from the registration's ?v=.
const SCHEMA = 'v1';
const BUILD = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `${PREFIX}${SCHEMA}-${BUILD}`;
const STORED_AT = 'x-offline-stored-at';
const RENDERED_AT = 'x-offline-rendered-at';
// The status line of a ticket page carries the time its server rendered it (components/offline).
const RENDER_MARK = /data-offline-rendered-at="([^"]+)"/;
// Chunk and stylesheet paths in the page's tags and in its inline React payload.
const ASSET_REF = /(?:\/_next\/)?static\/(?:chunks|css|media)\/[^"'\\\s<>()]+/g;
const MAX_ASSETS = 300;
// Upcoming event cards name where their viewer reads the event's tickets (lib/offline/worker-protocol.ts).
const DATA_MARK = /data-offline-tickets="([^"]+)"/g;
const MAX_DATA = 50;
// Stored two at a time: each is a server render of an event's tickets.
const DATA_CONCURRENCY = 2;

const TICKET_PAGES = [/^\/(?!api\/|_next\/|sandbox\/)[^/]+\/account\/tickets\/?$/, /^\/transaction\/[^/]+\/[^/]+\/?$/];
const TICKET_DATA = [/^\/api\/shops\/[^/]+\/account\/event-tickets\/[^/]+$/];
const SESSION_CHANGES = [/^\/api\/shops\/[^/]+\/session(?:\/logout)?$/, /^\/api\/shops\/[^/]+\/account\/password-reset\/confirm$/];

/** Stores in flight per page, so a page's "keep me" message waits for the copy its own load makes. */
const pending = new Map();
/** Pages last answered from the cache because the network failed, with the render time served. */
const servedFromCache = new Map();
/** Counts the clears: a store that began before one is dropped, not written after it. */
let clears = 0;

const sameOrigin = (url) => url.origin === self.location.origin;
const isTicketPage = (url) => sameOrigin(url) && TICKET_PAGES.some((pattern) => pattern.test(url.pathname));
const isTicketData = (url) => sameOrigin(url) && TICKET_DATA.some((pattern) => pattern.test(url.pathname));
const keyOf = (href) => href.split('#')[0];

/** Where the request came from, by its referrer: the document (or stylesheet) that asked. */
function fromTicketPage(request) {
  try {
    return request.referrer !== '' && isTicketPage(new URL(request.referrer));
  } catch {
    return false;
  }
}

/** What this worker does with a request; null leaves it to the browser untouched. */
function kindOf(request) {
  const url = new URL(request.url);
  if (!sameOrigin(url)) return null;
  if (request.method === 'POST') return SESSION_CHANGES.some((pattern) => pattern.test(url.pathname)) ? 'session' : null;
  if (request.method !== 'GET') return null;
  if (request.mode === 'navigate') return isTicketPage(url) ? 'page' : null;
  if (!fromTicketPage(request)) return null;
  if (url.pathname.startsWith('/_next/static/')) return 'asset';
  if (isTicketData(url)) return 'data';
  // Event images (through /_next/image) and this site's own pictures, such as the shop's logo.
  if (url.pathname === '/_next/image' || (request.destination === 'image' && !url.pathname.startsWith('/api/'))) return 'image';
  return null;
}

const lookup = (key) => caches.match(key, { cacheName: CACHE, ignoreVary: true });

async function put(key, response, generation) {
  if (generation !== clears) return;
  const cache = await caches.open(CACHE);
  if (generation === clears) await cache.put(key, response);
}

async function forget(key) {
  if (await caches.has(CACHE)) await (await caches.open(CACHE)).delete(key, { ignoreVary: true });
}

/** The page as stored: decoded body (so no encoding or length headers), stamped, without Vary. */
async function pageCopy(response) {
  const text = await response.text();
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'vary']) headers.delete(name);
  headers.set(STORED_AT, new Date().toISOString());
  const rendered = RENDER_MARK.exec(text);
  if (rendered) headers.set(RENDERED_AT, rendered[1]);
  return { text, response: new Response(text, { status: response.status, statusText: response.statusText, headers }) };
}

async function storeAssets(text, generation) {
  const paths = new Set([...text.matchAll(ASSET_REF)].map((match) => (match[0].startsWith('/') ? match[0] : `/_next/${match[0]}`)));
  const urls = [...paths].slice(0, MAX_ASSETS).map((path) => new URL(path, self.location.origin).href);
  await Promise.all(
    urls.map(async (url) => {
      if (await lookup(url)) return;
      const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
      if (response && response.ok) await put(url, response, generation);
    }),
  );
}

/**
 * The event tickets a stored page names, fetched with the page's session: a 2xx answer is kept,
 * any other deletes the copy (as for the page), a failed network leaves it.
 */
async function storeData(text, generation) {
  const urls = [...new Set([...text.matchAll(DATA_MARK)].map((match) => match[1].replace(/&amp;/g, '&')))]
    .map((href) => {
      try {
        return new URL(href, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((url) => url !== null && isTicketData(url))
    .slice(0, MAX_DATA)
    .map((url) => keyOf(url.href));
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } }).catch(() => undefined);
      if (!response) continue;
      if (response.ok) await put(url, response, generation);
      else await forget(url);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DATA_CONCURRENCY, urls.length) }, worker));
}

/** Marks work on a page as under way until `promise` (which never rejects) settles. */
function track(key, promise) {
  pending.set(key, promise);
  const done = () => {
    if (pending.get(key) === promise) pending.delete(key);
  };
  promise.then(done, done);
  return promise;
}

/** Stores a 2xx answer (a page with its assets), deletes the copy on any other. Never rejects. */
function settle(key, response, isPage) {
  const generation = clears;
  return (async () => {
    if (!response.ok) return forget(key);
    if (!isPage) return put(key, response, generation);
    const copy = await pageCopy(response);
    // The tickets first: once the page is stored, what its viewers show offline is too.
    await storeData(copy.text, generation);
    await put(key, copy.response, generation);
    await storeAssets(copy.text, generation);
  })().catch((error) => console.warn('Offline copy not stored', error));
}

async function networkFirst(event, isPage) {
  const key = keyOf(event.request.url);
  let release = () => {};
  // Under way from the request on, so the page's own "keep me" message cannot overtake it.
  if (isPage) track(key, new Promise((resolve) => (release = resolve)));
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    release();
    const cached = await lookup(key);
    if (!cached) throw error;
    if (isPage) servedFromCache.set(key, cached.headers.get(RENDERED_AT));
    return cached;
  }
  if (isPage) servedFromCache.delete(key);
  const work = settle(key, response.clone(), isPage);
  work.then(release);
  event.waitUntil(work);
  return response;
}

async function cacheFirst(event) {
  const key = event.request.url;
  const cached = await lookup(key);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(put(key, response.clone(), clears).catch((error) => console.warn('Offline asset not stored', error)));
  return response;
}

/** A login, logout or password reset that went through: nothing of the last session stays. */
async function sessionChange(event) {
  const response = await fetch(event.request);
  // A failing clear must not fail the login or logout itself; the page clears as well.
  if (response.ok) await clearAll().catch((error) => console.warn('Offline copies not cleared', error));
  return response;
}

async function clearAll() {
  clears += 1;
  pending.clear();
  servedFromCache.clear();
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PREFIX)).map((name) => caches.delete(name)));
}

/**
 * A ticket page asks to be kept (it was reached by a client-side navigation, or rendered again):
 * fetch and store it unless the stored copy is the very render the page shows. Answers at once
 * whether the page itself came from the cache.
 */
function keepPage(event, data) {
  const reply = (answer) => event.ports[0] && event.ports[0].postMessage(answer);
  let url;
  try {
    url = new URL(String(data.url), self.location.origin);
  } catch {
    return reply({ fromCache: false });
  }
  if (!isTicketPage(url)) return reply({ fromCache: false });
  const key = keyOf(url.href);
  const renderedAt = typeof data.renderedAt === 'string' ? data.renderedAt : '';
  if (renderedAt !== '' && servedFromCache.get(key) === renderedAt) return reply({ fromCache: true });
  reply({ fromCache: false });
  const refresh = async () => {
    const cached = await lookup(key);
    if (cached && renderedAt !== '' && cached.headers.get(RENDERED_AT) === renderedAt) return;
    const response = await fetch(key, { credentials: 'same-origin', cache: 'no-store', redirect: 'manual', headers: { accept: 'text/html' } }).catch(() => undefined);
    if (response) await settle(key, response, true);
  };
  event.waitUntil(
    (async () => {
      await pending.get(key);
      await track(key, refresh().catch((error) => console.warn('Offline copy not refreshed', error)));
    })(),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const kind = kindOf(event.request);
  if (kind === 'page') event.respondWith(networkFirst(event, true));
  else if (kind === 'image' || kind === 'data') event.respondWith(networkFirst(event, false));
  else if (kind === 'asset') event.respondWith(cacheFirst(event));
  else if (kind === 'session') event.respondWith(sessionChange(event));
});

self.addEventListener('message', (event) => {
  const data = event.data && typeof event.data === 'object' ? event.data : {};
  if (data.type === 'clear') {
    event.waitUntil(clearAll().then(() => event.ports[0] && event.ports[0].postMessage({ cleared: true })));
  } else if (data.type === 'store') {
    keepPage(event, data);
  }
});
