import { beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';
import { handlersOf, pathOfFile, routeFiles, type ExportedHandler } from '../support/route-files.ts';
import { databaseWatch } from '../support/database-fingerprint.ts';
import type { AnyOperation } from '../../lib/operations/define.ts';
import { BUYER_DETAILS } from '../support/buyer-details.ts';

/**
 * Every route handler under app/api, called in-process against the embedded sandbox with
 * generated malformed requests (issue 10): broken percent-escapes, lone surrogates, NUL and bidi
 * overrides in every path segment, query parameter and string field; wrong content types, invalid
 * JSON, JSON of the wrong shape, prototype keys, numbers as strings, NaN/Infinity, deep nesting,
 * bodies above the limit and lying lengths; missing and foreign Origin/Sec-Fetch-Site; with and
 * without a session and a cart cookie. Valid-looking values are mixed in so the requests reach the
 * handlers' own code and the sandbox, not only the route kit's checks.
 *
 * Each handler must answer below 500, refuse a cross-site or header-less mutation with 403, never
 * accept a body above its limit, and leave the sandbox database as it was whenever it answers 400
 * or more. A failure prints fast-check's seed and path; `FUZZ_SEED=<seed> npx vitest run <file>`
 * replays the same requests.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

const RUNS = 300;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const ORIGIN = 'http://localhost';
const SHOPS = ['riverside-live', 'kulturhaus-lindenau', 'little-theatre'];
const JAZZ = 'evt_riverside_jazz';
const GATEWAY = 'gw_riverside_sandbox';

// The cache webhook is enabled (else it answers 503); its sandbox's notifications go nowhere (port 9).
const { sandbox } = routeSandbox('route-fuzz-', {
  SESSION_SECRET: 'fuzz-secret-of-at-least-thirty-two-characters',
  CACHE_WEBHOOK_SECRET: 'fuzz-cache-webhook-secret-of-32-characters',
  CACHE_WEBHOOK_URL: 'http://127.0.0.1:9/api/cache/revalidate',
});

/**
 * The login route counts failures per client address; the fuzz of it fails hundreds of logins, so
 * it runs last and every other route file still gets a fresh login of its own.
 */
const LAST = '/api/shops/[seller]/session';
const files = routeFiles().sort((a, b) => Number(pathOfFile(a) === LAST) - Number(pathOfFile(b) === LAST));

// ---------------------------------------------------------------------------------------------
// Real ids and secrets of the seeded sandbox, so that generated requests also reach deep code.

interface Seeds {
  tickets: { id: string; secret: string; eventId: string }[];
  transfers: { id: string; secret: string }[];
  paymentRequests: { id: string; secret: string }[];
  resellOffers: string[];
  checkouts: { id: string; secret: string }[];
  membership: { id: string; secret: string };
}

let seeds: Seeds;
let watch: ReturnType<typeof databaseWatch>;
let logIn: ExportedHandler;
let addToCart: ExportedHandler;

beforeAll(async () => {
  const { store } = await sandbox();
  watch = databaseWatch(store.db);
  const withSecret = <T extends { _id: string; secret?: string | undefined }>(docs: T[]) => docs.filter((doc) => doc.secret).slice(0, 4);
  const tickets = store.list('tickets', { customerId: 'cus_alex_morgan' }).docs.filter((ticket) => ticket.secret);
  seeds = {
    tickets: tickets.slice(0, 6).map((ticket) => ({ id: ticket._id, secret: ticket.secret ?? '', eventId: ticket.eventId ?? JAZZ })),
    transfers: withSecret(store.list('ticketTransfers').docs).map((doc) => ({ id: doc._id, secret: doc.secret ?? '' })),
    paymentRequests: withSecret(store.list('paymentRequests').docs).map((doc) => ({ id: doc._id, secret: doc.secret ?? '' })),
    resellOffers: store.list('resellOffers').docs.slice(0, 4).map((doc) => doc._id),
    checkouts: withSecret(store.list('checkouts').docs).map((doc) => ({ id: doc._id, secret: doc.secret ?? '' })),
    membership: tickets.map((ticket) => ({ id: ticket._id, secret: ticket.secret ?? '' }))[0] ?? { id: 'none', secret: 'none' },
  };
  logIn = handlersOf((await import('../../app/api/shops/[seller]/session/route.ts')) as Record<string, unknown>)[0]?.[1] as ExportedHandler;
  addToCart = handlersOf((await import('../../app/api/shops/[seller]/cart/items/route.ts')) as Record<string, unknown>)[0]?.[1] as ExportedHandler;
}, 60_000);

/** A fresh login and cart for a route file: the previous file's fuzz may have logged out or aborted. */
async function freshCookies(): Promise<{ session: string | undefined; cart: string | undefined }> {
  clearCookies();
  const post = (path: string, body: unknown) =>
    new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) });
  const params = { params: Promise.resolve({ seller: 'riverside-live' }) };
  await logIn(post('/api/shops/riverside-live/session', { email: 'alex.morgan@example.com', password: 'demo1234' }), params);
  await addToCart(post('/api/shops/riverside-live/cart/items', { eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] }), params);
  const cookies = { session: cookieJar.values.get('shop_session'), cart: cookieJar.values.get('shop_cart') };
  clearCookies();
  return cookies;
}

// ---------------------------------------------------------------------------------------------
// Malformed values.

/** Marks a JSON token JSON.stringify cannot write (NaN, 1e999, deep nesting), spliced in afterwards. */
const RAW = '\u0001raw:';
const raw = (token: string) => `${RAW}${token}\u0001`;

const NASTY_STRINGS = [
  '%ff%fe',
  '%c0%af',
  '%e0%80%af',
  '%',
  '%zz',
  '%00',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uDC00\uD800',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\u2066x\u2069',
  '\u200B',
  '\uFEFF',
  '\u0085',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '..',
  '../../etc/passwd',
  '/',
  '\\',
  ' ',
  '',
  '\r\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e999',
  '0x10',
  '1.5',
  "' OR '1'='1",
  '"; DROP TABLE documents; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/',
  '{}',
  '[]',
  'x'.repeat(201),
  'x'.repeat(5000),
  'e\u0301',
  '😀',
  '\u{10FFFF}',
];

const weirdChar = fc.oneof(
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\u0000', '\u001F', '\u007F', '\u202E', '\u2066', '%', '/', '?', '#', '&', '='),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: weirdChar, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 24 }) },
);

/** A value where the schema expects something else, or a malformed one of the right type. */
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 2, null, true, false, [], {}, '0', '-1', ' 1 ', raw('1e999'), raw('-1e999'), raw('-0')),
  },
  { weight: 1, arbitrary: fc.constantFrom(raw('NaN'), raw('Infinity'), raw("'x'"), raw('01')) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((depth) => raw(`${'['.repeat(depth)}${']'.repeat(depth)}`)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2000 }).map((depth) => raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constant(Object.fromEntries([['__proto__', { polluted: true }], ['constructor', { prototype: { polluted: true } }]])) },
);

/** JSON text of a value, with the RAW markers replaced by their tokens. */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:(.*?)\\u0001"/g, (_, token: string) => JSON.parse(`"${token}"`) as string);
}

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

/** A copy of `value` with the value at `path` replaced (own keys only: `__proto__` stays a key). */
function replaced(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaced(item, rest, by) : item));
  const entries = Object.entries((value ?? {}) as Record<string, unknown>);
  const key = String(head);
  const next = entries.some(([name]) => name === key) ? entries.map(([name, item]) => [name, name === key ? replaced(item, rest, by) : item]) : [...entries, [key, by]];
  return Object.fromEntries(next);
}

/** The sample, or the sample with fields replaced, removed, added, or wrapped in the wrong shape. */
function variantsOf(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = [...pathsOf(sample), ['__proto__'], ['constructor'], ['extra']];
  const mutation = fc.tuple(fc.nat(), nastyJson).map(([index, by]) => (current: unknown) => replaced(current, paths[index % paths.length] ?? [], by));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(sample) },
    { weight: 6, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => mutations.reduce<unknown>((current, mutate) => mutate(current), sample)) },
    { weight: 1, arbitrary: fc.constant([sample]) },
    { weight: 1, arbitrary: nastyJson },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

// ---------------------------------------------------------------------------------------------
// Valid-looking path parameters and inputs per operation.

function paramChoices(path: string): Record<string, string>[] {
  const pairs = (list: { id: string; secret: string }[]) => (list.length > 0 ? list : [{ id: 'none', secret: 'none' }]);
  // The logged-in customer and the cart belong to the first shop; the others answer for their own.
  const shops = [SHOPS[0], ...SHOPS].map((seller) => ({ seller: seller ?? '' }));
  if (path.startsWith('/api/tickets/[id]/[secret]')) return pairs(seeds.tickets).map(({ id, secret }) => ({ id, secret }));
  if (path.startsWith('/api/ticket-transfers/')) return pairs(seeds.transfers);
  if (path.startsWith('/api/payments/')) return pairs(seeds.paymentRequests).map(({ id }) => ({ id }));
  if (path.startsWith('/api/wallets/')) return ['apple', 'google'].map((provider) => ({ provider }));
  if (path.includes('[id]')) return (seeds.resellOffers.length > 0 ? seeds.resellOffers : ['none']).flatMap((id) => shops.map((shop) => ({ ...shop, id })));
  return path.includes('[seller]') ? shops : [{}];
}

function sampleInput(path: string): Record<string, unknown> {
  const ticket = seeds.tickets[0] ?? { id: 'none', secret: 'none', eventId: JAZZ };
  const checkout = seeds.checkouts[0] ?? { id: 'none', secret: 'none' };
  const payment = seeds.paymentRequests[0] ?? { id: 'none', secret: 'none' };
  const details = BUYER_DETAILS;
  const samples: Record<string, Record<string, unknown>> = {
    '/api/payments/[id]/verify': { secret: payment.secret, paymentGatewayId: GATEWAY, data: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } },
    '/api/shops/[seller]/account/address-suggestions': { q: 'High Street', country: 'GB' },
    '/api/shops/[seller]/account/me': { company: '', prename: 'Alex', lastname: 'Morgan', location: { street: '1 New Street', postal: 'SE1 1AA', city: 'London', country: 'gb', state: '' } },
    '/api/shops/[seller]/account/password-reset/confirm': { token: 'a-token-that-was-never-sent', password: 'a-new-password' },
    '/api/shops/[seller]/account/password-reset': { email: 'taylor.brooks@example.com' },
    '/api/shops/[seller]/account/purchase-intents': { status: 'open', skip: '0', top: '25' },
    '/api/shops/[seller]/account/resell-offers/create': { eventId: ticket.eventId, ticketIds: [ticket.id], cpmId: 'cpm_none' },
    '/api/shops/[seller]/account/resell-offers': { status: 'active', skip: '0', top: '25' },
    '/api/shops/[seller]/account/resell-offers/status': { eventId: ticket.eventId, ticketIds: [ticket.id] },
    '/api/shops/[seller]/account/ticket-transfers/create': { ticketIds: [ticket.id], recipient: { email: 'jamie.lee@example.com' } },
    '/api/shops/[seller]/account/ticket-transfers': { direction: 'received', skip: '0', top: '25' },
    '/api/shops/[seller]/cart/adopt': { checkoutId: checkout.id, secret: checkout.secret },
    '/api/shops/[seller]/cart/details': details,
    '/api/shops/[seller]/cart/items': { eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }], products: [{ productId: 'prd_programme', amount: 1 }] },
    '/api/shops/[seller]/cart/payment': { paymentGatewayId: GATEWAY, returnUrl: '/riverside-live/checkout' },
    '/api/shops/[seller]/cart/remove': { lineId: 'line_1', confirm: false },
    '/api/shops/[seller]/data-fields': { eventId: JAZZ, ticketTypeId: 'tt_jazz_standing', scope: 'ticket', locale: 'en' },
    '/api/shops/[seller]/events': { locale: 'en', top: '5', skip: '0' },
    '/api/shops/[seller]/session': { email: 'jamie.lee@example.com', password: 'demo1234' },
    '/api/ticket-transfers/[id]/[secret]/accept': { prename: 'Jamie', lastname: 'Lee' },
    '/api/tickets/[id]/[secret]/pdf': { lang: 'en' },
    '/api/tickets/[id]/[secret]/personalize': { firstname: 'Robin', lastname: 'Holder', extraFields: {} },
    '/api/tickets/pdf': { id: seeds.tickets.slice(0, 2).map((one) => one.id), secret: seeds.tickets.slice(0, 2).map((one) => one.secret), lang: 'en' },
    '/api/wallets/[provider]/member-card': { membership: seeds.membership, lang: 'en' },
    '/api/wallets/[provider]/tickets': { tickets: seeds.tickets.slice(0, 2).map(({ id, secret }) => ({ id, secret })), lang: 'en' },
  };
  return samples[path] ?? {};
}

// ---------------------------------------------------------------------------------------------
// Requests.

type Site = 'sameOrigin' | 'fetchSiteOnly' | 'originOnly' | 'typedByUser' | 'none' | 'crossSite' | 'sameSite' | 'foreignOrigin' | 'nullOrigin' | 'brokenOrigin';
const SITE_HEADERS: Record<Site, Record<string, string>> = {
  sameOrigin: { 'sec-fetch-site': 'same-origin', origin: ORIGIN },
  fetchSiteOnly: { 'sec-fetch-site': 'same-origin' },
  originOnly: { origin: ORIGIN },
  typedByUser: { 'sec-fetch-site': 'none' },
  none: {},
  crossSite: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  sameSite: { 'sec-fetch-site': 'same-site' },
  foreignOrigin: { origin: 'https://evil.example' },
  nullOrigin: { origin: 'null' },
  brokenOrigin: { origin: 'http://%ff%fe' },
};
const ACCEPTED_SITES = new Set<Site>(['sameOrigin', 'fetchSiteOnly', 'originOnly', 'typedByUser']);

/** A body as a short description (readable in a failure report), made into bytes when sent. */
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'oversize'; by: number }
  | { kind: 'multipart'; type: string; name: string; content: string };

type Length = 'none' | 'honest' | 'zero' | 'huge' | 'garbage';

interface FuzzRequest {
  method: string;
  params: Record<string, string>;
  query: [string, string][];
  site: Site;
  contentType: string | undefined;
  length: Length;
  extraHeaders: Record<string, string>;
  body: Body;
  session: 'none' | 'valid' | 'garbage';
  cart: 'none' | 'valid' | 'garbage';
}

const headerValue = fc.oneof(fc.constantFrom('%ff%fe', '%c0%af', '', ' ', 'null', '__proto__', '1.2.3.4, 5.6.7.8', '::1', 'x'.repeat(2000)), fc.string({ unit: 'binary-ascii', maxLength: 20 }).map((text) => text.replace(/[\0\r\n]/g, '')));

/** Mostly the valid value, sometimes a faulty one: most requests then carry one or two faults, and reach past the first check. */
const mostly = <T,>(valid: fc.Arbitrary<T>, faulty: fc.Arbitrary<T>, odds = 4): fc.Arbitrary<T> => fc.oneof({ weight: odds, arbitrary: valid }, { weight: 1, arbitrary: faulty });

function requestOf(method: string, path: string, operation: AnyOperation | undefined): fc.Arbitrary<FuzzRequest> {
  const choices = paramChoices(path);
  const sample = sampleInput(path);
  const names = [...path.matchAll(/\[(\w+)\]/g)].map((match) => match[1] ?? '');
  const validParams = fc.constantFrom(...choices);
  const faultyParams = fc
    .tuple(
      validParams,
      fc.array(fc.tuple(fc.constantFrom(...names, 'none'), fc.oneof(nastyString, fc.constantFrom(...choices.flatMap((choice) => Object.values(choice)), 'x').map((value) => `${value}%ff%fe`))), { minLength: 1, maxLength: 2 }),
    )
    .map(([valid, overrides]) => ({ ...valid, ...Object.fromEntries(overrides.filter(([name]) => names.includes(name))) }));
  const sampleQuery = Object.entries(sample).flatMap(([key, value]): [string, string][] => (Array.isArray(value) ? value.map((item): [string, string] => [key, String(item)]) : [[key, typeof value === 'object' ? JSON.stringify(value) : String(value)]]));
  const queryPair = fc.oneof(
    fc.tuple(fc.constantFrom(...sampleQuery.map(([key]) => key), 'q'), nastyString),
    fc.tuple(nastyString, nastyString),
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'top', 'skip', 'id', 'secret'), fc.constantFrom('-1', 'NaN', 'Infinity', '1e999', '1.5', '', '0x10', '%ff%fe', '99999999999999999999')),
  );
  const faultyQuery = fc.tuple(fc.subarray(sampleQuery), fc.array(queryPair, { minLength: 1, maxLength: 4 })).map(([kept, added]) => [...kept, ...added]);
  const isGet = method === 'GET';
  const multipart = operation?.body === 'multipart';
  const faultyBody: fc.Arbitrary<Body> = fc.oneof(
    { weight: multipart ? 1 : 6, arbitrary: variantsOf(sample).map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 1, arbitrary: fc.oneof(nastyString, fc.constantFrom('{', '{"a":', "{'a':1}", '[1,]', 'null', '"x"', '1', '{}garbage', 'a=1&b=2')).map((text): Body => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 16 }).map((bytes): Body => ({ kind: 'bytes', bytes: [0x7b, 0x22, ...bytes] })) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 4096 }).map((by): Body => ({ kind: 'oversize', by })) },
    {
      weight: multipart ? 6 : 1,
      arbitrary: fc
        .record({ type: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/html', 'image/svg+xml', '', 'application/x-msdownload'), name: nastyString, content: fc.constantFrom('%PDF-1.7 x', '\x89PNG\r\n\x1a\n', '<svg onload=alert(1)>', '<script>alert(1)</script>', '') })
        .map((file): Body => ({ kind: 'multipart', ...file })),
    },
  );
  const validBody: fc.Arbitrary<Body> = multipart ? fc.constant({ kind: 'multipart', type: 'application/pdf', name: 'scan.pdf', content: '%PDF-1.7 x' }) : fc.constant({ kind: 'json', value: sample });
  const faultyType = fc.constantFrom(undefined, 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/jsonp', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', '%ff%fe');
  const extraHeaders = fc.dictionary(fc.constantFrom('x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'host', 'accept-language', 'cookie'), headerValue, { minKeys: 1, maxKeys: 2 });
  return fc.record({
    method: isGet ? mostly(fc.constant('GET'), fc.constant('HEAD'), 9) : fc.constant(method),
    params: mostly(validParams, faultyParams, 3),
    query: isGet ? mostly(fc.constant(sampleQuery), faultyQuery, 2) : mostly(fc.constant([]), faultyQuery),
    site: mostly(fc.constant<Site>('sameOrigin'), fc.constantFrom<Site>(...(Object.keys(SITE_HEADERS) as Site[])), 3),
    contentType: isGet ? fc.constant(undefined) : mostly(fc.constant(multipart ? 'multipart/form-data' : 'application/json'), faultyType, 6),
    length: isGet ? fc.constant<Length>('none') : mostly(fc.constantFrom<Length>('none', 'honest'), fc.constantFrom<Length>('zero', 'huge', 'garbage'), 6),
    extraHeaders: mostly(fc.constant({}), extraHeaders, 3),
    body: isGet ? fc.constant<Body>({ kind: 'none' }) : mostly(validBody, faultyBody, 1),
    session: mostly(fc.constant<FuzzRequest['session']>('valid'), fc.constantFrom<FuzzRequest['session']>('none', 'garbage'), 2),
    cart: mostly(fc.constant<FuzzRequest['cart']>('valid'), fc.constantFrom<FuzzRequest['cart']>('none', 'garbage'), 2),
  });
}

/** A value in a URL as a browser might send it: encoded when it can be, raw (with its broken escapes) otherwise. */
function inUrl(value: string): string {
  if (/%[^0-9a-f]|%[0-9a-f][^0-9a-f]|%[89a-f][0-9a-f]/i.test(value) || !value.isWellFormed()) return value.replace(/[/?#&=]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return encodeURIComponent(value);
}

function bodyBytes(body: Body, limit: number): { bytes: BodyInit | null; type?: string } {
  switch (body.kind) {
    case 'none':
      return { bytes: null };
    case 'json':
      return { bytes: jsonText(body.value) };
    case 'text':
      return { bytes: body.text };
    case 'bytes':
      return { bytes: new Uint8Array(body.bytes) };
    case 'oversize':
      return { bytes: JSON.stringify({ padding: 'x'.repeat(limit + body.by) }) };
    case 'multipart': {
      const form = new FormData();
      form.set('file', new File([body.content], body.name || 'file', { type: body.type }));
      return { bytes: form };
    }
  }
}

function buildRequest(path: string, fuzz: FuzzRequest, limit: number): Request {
  const urlPath = path.replace(/\[(\w+)\]/g, (_, name: string) => inUrl(fuzz.params[name] ?? ''));
  const search = fuzz.query.map(([key, value]) => `${inUrl(key)}=${inUrl(value)}`).join('&');
  const headers = new Headers();
  for (const [name, value] of Object.entries({ ...fuzz.extraHeaders, ...SITE_HEADERS[fuzz.site] })) headers.set(name, value);
  const { bytes } = fuzz.method === 'GET' || fuzz.method === 'HEAD' ? { bytes: null } : bodyBytes(fuzz.body, limit);
  // FormData brings its own boundary; the generated type then replaces it only when it is not multipart.
  if (fuzz.contentType !== undefined && !(bytes instanceof FormData && fuzz.contentType === 'multipart/form-data')) headers.set('content-type', fuzz.contentType);
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes instanceof Uint8Array ? bytes.byteLength : undefined;
  const length = { none: undefined, honest: size === undefined ? undefined : String(size), zero: '0', huge: String(100 * 1024 * 1024), garbage: 'abc' }[fuzz.length];
  if (length !== undefined) headers.set('content-length', length);
  return new Request(`${ORIGIN}${urlPath}${search ? `?${search}` : ''}`, { method: fuzz.method, headers, body: bytes });
}

function describeRequest(fuzz: FuzzRequest, request: Request): string {
  const body = fuzz.body.kind === 'json' ? jsonText(fuzz.body.value).slice(0, 300) : JSON.stringify(fuzz.body).slice(0, 300);
  return `${request.method} ${request.url.slice(0, 300)} site=${fuzz.site} type=${fuzz.contentType} length=${fuzz.length} session=${fuzz.session} cart=${fuzz.cart} body=${body}`;
}

// ---------------------------------------------------------------------------------------------

describe('every route handler under app/api, fuzzed', () => {
  it('covers every route file', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [pathOfFile(file), file]))(
    '%s: no 5xx, and a refused request changes nothing',
    async (path, file) => {
      const handlers = handlersOf((await import(file)) as Record<string, unknown>);
      expect(handlers.length).toBeGreaterThan(0);
      const cookies = await freshCookies();
      for (const [method, handler] of handlers) {
        const mutating = method !== 'GET';
        const limit = handler.operation?.bodyLimit ?? 32 * 1024;
        await fc.assert(
          fc.asyncProperty(requestOf(method, path, handler.operation), async (fuzz) => {
            clearCookies();
            if (fuzz.session !== 'none') cookieJar.values.set('shop_session', fuzz.session === 'valid' ? (cookies.session ?? '') : 'Fe26.2**garbage');
            if (fuzz.cart !== 'none') cookieJar.values.set('shop_cart', fuzz.cart === 'valid' ? (cookies.cart ?? '') : '%ff%fe.\uFFFD');
            const request = buildRequest(path, fuzz, limit);
            const before = watch.fingerprint();
            // As a production build calls it: a route without dynamic segments gets no params at all.
            const segment = Object.keys(fuzz.params).length === 0 ? undefined : { params: Promise.resolve(fuzz.params) };
            const response = await handler(request, segment as { params: Promise<Record<string, string>> });
            const answer = (await response.text()).slice(0, 300);
            const seen = `${describeRequest(fuzz, request)}\n→ ${response.status} ${answer}`;
            expect(response.status, seen).toBeLessThan(500);
            if (response.status >= 400) {
              const after = watch.fingerprint();
              const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
              expect(changed, `a refused request changed these tables of the sandbox database: ${seen}`).toEqual([]);
            }
            // A webhook (caller 'server') is called by servers, which send neither header; its signature is its proof.
            const headerless = fuzz.site === 'none' && handler.operation?.caller === 'server';
            if (mutating && !ACCEPTED_SITES.has(fuzz.site) && !headerless) expect(response.status, seen).toBe(403);
            if (mutating && fuzz.body.kind === 'oversize' && handler.operation?.input) expect(response.status, `a body above the limit was accepted: ${seen}`).toBeGreaterThanOrEqual(400);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
    },
    120_000,
  );
});
