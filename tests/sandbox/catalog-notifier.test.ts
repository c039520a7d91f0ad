import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogNotifier } from '../../lib/sandbox/catalog-notifier.ts';
import { CATALOG_WEBHOOK_SIGNATURE_HEADER, verifyCatalogWebhook } from '../../lib/cache/webhook-signature.ts';
import type { CatalogChange } from '../../lib/cache/catalog-change.ts';

/** The sandbox's webhook sender: coalesced, signed, bounded in time, and never in the caller's way. */

const SECRET = 'notifier-test-secret-of-at-least-32-chars';
const URL_OF_HOOK = 'http://127.0.0.1:3999/api/cache/revalidate';
const JAZZ: CatalogChange = { kind: 'event', sellerId: 'sel_riverside', eventId: 'evt_riverside_jazz' };
const SOLD: CatalogChange = { kind: 'availability', sellerId: 'sel_riverside', eventId: 'evt_riverside_jazz' };
const SHOP: CatalogChange = { kind: 'seller', sellerId: 'sel_riverside', slug: 'riverside-live' };

interface Sent {
  url: string;
  init: RequestInit;
  body: { changes: CatalogChange[] };
}

function fakeFetch(answer: (sent: Sent) => Promise<Response> | Response = () => new Response('{}', { status: 200 })) {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const entry = { url: String(input), init: init ?? {}, body: JSON.parse(String(init?.body)) as { changes: CatalogChange[] } };
    sent.push(entry);
    return answer(entry);
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const header = (sent: Sent) => new Headers(sent.init.headers).get(CATALOG_WEBHOOK_SIGNATURE_HEADER);

afterEach(() => {
  vi.useRealTimers();
});

describe('createCatalogNotifier', () => {
  it('coalesces changes within the delay into one signed POST without duplicates', async () => {
    const { sent, fetch } = fakeFetch();
    const notifier = createCatalogNotifier({ url: URL_OF_HOOK, secret: SECRET, fetch, delayMs: 10_000 });
    notifier.notify(JAZZ);
    notifier.notify(SOLD);
    notifier.notify({ ...JAZZ });
    notifier.notify(SHOP);
    expect(sent).toHaveLength(0);
    await notifier.flush();
    expect(sent).toHaveLength(1);
    const [post] = sent;
    if (!post) throw new Error('nothing sent');
    expect(post.url).toBe(URL_OF_HOOK);
    expect(post.init.method).toBe('POST');
    expect(new Headers(post.init.headers).get('content-type')).toBe('application/json');
    expect(post.body).toEqual({ changes: [JAZZ, SOLD, SHOP] });
    const now = Math.floor(Date.now() / 1000);
    expect(verifyCatalogWebhook(SECRET, header(post), String(post.init.body), now)).toEqual({ ok: true });
    expect(verifyCatalogWebhook('another-secret-of-at-least-32-characters', header(post), String(post.init.body), now)).toEqual({ ok: false, reason: 'mismatch' });
    // Nothing pending: a second flush sends nothing.
    await notifier.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends by itself once the delay has passed, and later changes in a POST of their own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sent, fetch } = fakeFetch();
    const notifier = createCatalogNotifier({ url: URL_OF_HOOK, secret: SECRET, fetch });
    notifier.notify(JAZZ);
    await vi.advanceTimersByTimeAsync(150);
    notifier.notify(SOLD);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(sent.map((post) => post.body.changes)).toEqual([[JAZZ, SOLD]]);
    notifier.notify(SHOP);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent.map((post) => post.body.changes)).toEqual([[JAZZ, SOLD], [SHOP]]);
  });

  it('signs with the time of sending', async () => {
    const { sent, fetch } = fakeFetch();
    const notifier = createCatalogNotifier({ url: URL_OF_HOOK, secret: SECRET, fetch, now: () => 1_760_000_000_900 });
    notifier.notify(JAZZ);
    await notifier.flush();
    expect(header(sent[0] as Sent)).toMatch(/^t=1760000000,v1=[0-9a-f]{64}$/);
  });

  it('splits more than 100 changes into POSTs of at most 100', async () => {
    const { sent, fetch } = fakeFetch();
    const notifier = createCatalogNotifier({ url: URL_OF_HOOK, secret: SECRET, fetch });
    for (let index = 0; index < 150; index += 1) notifier.notify({ ...SOLD, eventId: `evt_${index}` });
    await notifier.flush();
    expect(sent.map((post) => post.body.changes.length)).toEqual([100, 50]);
  });

  it.each([
    ['a refused POST', () => new Response('{"code":"invalidSignature"}', { status: 401 }), `[sandbox] catalog webhook failed: ${URL_OF_HOOK} answered 401`],
    [
      'an unreachable storefront',
      () => {
        throw new TypeError('fetch failed');
      },
      '[sandbox] catalog webhook failed: fetch failed',
    ],
  ])('logs %s once and never throws', async (_name, answer, line) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sent, fetch } = fakeFetch(answer);
    const notifier = createCatalogNotifier({ url: URL_OF_HOOK, secret: SECRET, fetch });
    expect(() => notifier.notify(JAZZ)).not.toThrow();
    await expect(notifier.flush()).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(error).toHaveBeenCalledExactlyOnceWith(line);
  });

  it('gives up on a storefront that does not answer within 3 s', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let signal: AbortSignal | undefined;
    const { fetch } = fakeFetch(
      (sent) =>
        new Promise<Response>((_resolve, reject) => {
          signal = sent.init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        }),
    );
    const notifier = createCatalogNotifier({ url: URL_OF_HOOK, secret: SECRET, fetch });
    notifier.notify(JAZZ);
    const started = Date.now();
    await notifier.flush();
    expect(signal?.aborted).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^\[sandbox\] catalog webhook failed: .*timeout/i));
  });
});
