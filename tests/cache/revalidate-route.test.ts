import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signCatalogWebhook, CATALOG_WEBHOOK_SIGNATURE_HEADER } from '../../lib/cache/webhook-signature.ts';
import type { CatalogChange } from '../../lib/cache/catalog-change.ts';
import { readAnswer } from '../support/route-requests.ts';
import { crossSiteRefusal } from '../../lib/http/guards.ts';

/**
 * POST /api/cache/revalidate, called directly as Next calls it, with next/cache's revalidateTag
 * recorded: a signed notification revalidates exactly its changes' tags with immediate expiry;
 * anything else is refused and revalidates nothing.
 */

const SECRET = 'route-test-secret-of-at-least-thirty-two-chars';
const URL_OF_ROUTE = 'http://127.0.0.1:3000/api/cache/revalidate';
const JAZZ: CatalogChange = { kind: 'event', sellerId: 'sel_riverside', eventId: 'evt_riverside_jazz' };
const SOLD: CatalogChange = { kind: 'availability', sellerId: 'sel_riverside', eventId: 'evt_riverside_blues' };

type Handler = (request: Request, segment: undefined) => Promise<Response>;
interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

const revalidated: [string, unknown][] = [];
const saved = process.env.CACHE_WEBHOOK_SECRET;

/** The route module with CACHE_WEBHOOK_SECRET as given (the server reads its environment once). */
async function routeWith(secret: string | undefined): Promise<Handler> {
  if (secret === undefined) delete process.env.CACHE_WEBHOOK_SECRET;
  else process.env.CACHE_WEBHOOK_SECRET = secret;
  vi.resetModules();
  return ((await import('../../app/api/cache/revalidate/route.ts')) as { POST: Handler }).POST;
}

const now = () => Math.floor(Date.now() / 1000);

/** A server-to-server POST: no Origin, no Sec-Fetch-Site, no cookie. */
function notification(body: string, options: { signature?: string | null; headers?: Record<string, string> } = {}): Request {
  const signature = options.signature === undefined ? signCatalogWebhook(SECRET, body, now()) : options.signature;
  return new Request(URL_OF_ROUTE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [CATALOG_WEBHOOK_SIGNATURE_HEADER]: signature }), ...options.headers },
    body,
  });
}

const bodyOf = (changes: unknown) => JSON.stringify({ changes });

let POST: Handler;

beforeAll(async () => {
  vi.doMock('next/cache', () => ({
    revalidateTag: (tag: string, profile: unknown) => {
      revalidated.push([tag, profile]);
    },
  }));
  POST = await routeWith(SECRET);
});

beforeEach(() => {
  revalidated.length = 0;
});

afterAll(() => {
  vi.doUnmock('next/cache');
  vi.resetModules();
  if (saved === undefined) delete process.env.CACHE_WEBHOOK_SECRET;
  else process.env.CACHE_WEBHOOK_SECRET = saved;
});

describe('POST /api/cache/revalidate', () => {
  it('revalidates the tags of a signed notification at once, and says which', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const answer = await readAnswer<{ revalidated: string[] }>(await POST(notification(bodyOf([JAZZ, SOLD, JAZZ])), undefined));
    expect(answer).toEqual({ status: 200, body: { revalidated: ['event:evt_riverside_blues', 'event:evt_riverside_jazz', 'events:sel_riverside', 'packages:sel_riverside'] } });
    expect(revalidated).toEqual(answer.body?.revalidated.map((tag) => [tag, { expire: 0 }]));
    expect(log).toHaveBeenCalledExactlyOnceWith('[cache] revalidated 4 tags: event:evt_riverside_blues, event:evt_riverside_jazz, events:sel_riverside, packages:sel_riverside');
  });

  it('answers private, no-store', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await POST(notification(bodyOf([SOLD])), undefined);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses every bad signature alike with 401, never saying which part failed', async () => {
    const body = bodyOf([JAZZ]);
    const cases: [string, Request][] = [
      ['unsigned', notification(body, { signature: null })],
      ['tampered', notification(bodyOf([{ ...JAZZ, eventId: 'evt_riverside_blues' }]), { signature: signCatalogWebhook(SECRET, body, now()) })],
      ['wrong secret', notification(body, { signature: signCatalogWebhook('another-secret-of-at-least-thirty-two-chars', body, now()) })],
      ['expired', notification(body, { signature: signCatalogWebhook(SECRET, body, now() - 301) })],
      ['from the future', notification(body, { signature: signCatalogWebhook(SECRET, body, now() + 301) })],
      ['malformed', notification(body, { signature: 'sha256=abc' })],
    ];
    const answers = [];
    for (const [name, request] of cases) {
      const answer = await readAnswer<ErrorBody>(await POST(request, undefined));
      expect(answer.status, name).toBe(401);
      answers.push(answer.body);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ code: 'invalidSignature', message: 'Invalid signature' });
    expect(revalidated).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['no changes', [], 'changes'],
    ['more than 100 changes', Array.from({ length: 101 }, (_, index) => ({ ...SOLD, eventId: `evt_${index}` })), 'changes'],
    ['an unknown kind', [{ kind: 'price', sellerId: 'sel_riverside' }], 'changes.0.kind'],
    ['an event without its id', [{ kind: 'event', sellerId: 'sel_riverside' }], 'changes.0.eventId'],
    ['changes that are no list', { kind: 'event' }, 'changes'],
  ])('refuses a signed body with %s: 400 invalidInput', async (_name, changes, field) => {
    const answer = await readAnswer<ErrorBody>(await POST(notification(bodyOf(changes)), undefined));
    expect(answer.status).toBe(400);
    expect(answer.body?.code).toBe('invalidInput');
    expect(Object.keys(answer.body?.errors ?? {})).toContain(field);
    expect(revalidated).toEqual([]);
  });

  it('refuses a signed body that is not JSON: 400 invalidJson', async () => {
    const answer = await readAnswer<ErrorBody>(await POST(notification('{"changes":'), undefined));
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalidJson' } });
    expect(revalidated).toEqual([]);
  });

  it('refuses other content types (415) and bodies above 64 KB (413), signed or not', async () => {
    const body = bodyOf([JAZZ]);
    expect((await POST(notification(body, { headers: { 'content-type': 'text/plain' } }), undefined)).status).toBe(415);
    const large = bodyOf([{ ...JAZZ, padding: 'x'.repeat(64 * 1024) }]);
    expect((await POST(notification(large), undefined)).status).toBe(413);
    expect(revalidated).toEqual([]);
  });

  it("accepts a server's request without Origin, but refuses a browser's from another site (403)", async () => {
    const body = bodyOf([JAZZ]);
    const crossSite = await POST(notification(body, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } }), undefined);
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await POST(notification(body, { headers: { origin: 'https://evil.example' } }), undefined);
    expect(foreignOrigin.status).toBe(403);
    expect(revalidated).toEqual([]);
  });

  it('is disabled (503) while no secret is configured, however the request is signed', async () => {
    const disabled = await routeWith(undefined);
    try {
      const answer = await readAnswer<ErrorBody>(await disabled(notification(bodyOf([JAZZ])), undefined));
      expect(answer).toMatchObject({ status: 503, body: { code: 'cacheWebhookDisabled' } });
      expect(revalidated).toEqual([]);
    } finally {
      POST = await routeWith(SECRET);
    }
  });
});

describe('crossSiteRefusal for operations called by servers', () => {
  it.each<[string, Record<string, string>, boolean, number | undefined]>([
    ['no Origin, no Sec-Fetch-Site, for a server operation', {}, true, undefined],
    ['no Origin, no Sec-Fetch-Site, for a browser operation', {}, false, 403],
    ['another site, for a server operation', { 'sec-fetch-site': 'same-site' }, true, 403],
    ['a foreign Origin, for a server operation', { origin: 'https://evil.example' }, true, 403],
    ['this site, for a server operation', { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' }, true, undefined],
  ])('%s', (_name, headers, allowHeaderless, status) => {
    expect(crossSiteRefusal(new Request(URL_OF_ROUTE, { method: 'POST', headers }), { allowHeaderless })?.status).toBe(status);
  });
});
