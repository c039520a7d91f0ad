import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeSandbox } from '../support/route-sandbox.ts';

/**
 * The whole way in one process: the server's sandbox (lib/sandbox/instance.ts, wired because
 * CACHE_WEBHOOK_SECRET is set) posts its change to CACHE_WEBHOOK_URL's default on this PORT, and
 * the storefront's route, given that POST, revalidates the event's tags.
 */

const SECRET = 'wiring-test-secret-of-at-least-32-chars';
const { sandbox } = routeSandbox('cache-webhook-', { CACHE_WEBHOOK_SECRET: SECRET, PORT: '3999' });

type Handler = (request: Request, segment: undefined) => Promise<Response>;
const revalidated: string[] = [];
let POST: Handler;

beforeAll(async () => {
  vi.doMock('next/cache', () => ({
    revalidateTag: (tag: string) => {
      revalidated.push(tag);
    },
  }));
  POST = ((await import('../../app/api/cache/revalidate/route.ts')) as { POST: Handler }).POST;
});

afterAll(() => {
  vi.doUnmock('next/cache');
  vi.resetModules();
});

describe('sandbox → webhook → revalidateTag', () => {
  it('an edit through the control revalidates the event, its listing and packages within a moment', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const posted: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      posted.push(String(input));
      return POST(new Request(input, init), undefined);
    });
    const edit = await (await sandbox()).handle(
      new Request('http://sandbox.internal/api/sandbox/events/evt_riverside_jazz', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Midnight Jazz, extra late' }),
      }),
    );
    expect(edit.status).toBe(200);
    await vi.waitFor(() => expect(revalidated).toEqual(['event:evt_riverside_jazz', 'events:sel_riverside', 'packages:sel_riverside']), { timeout: 5_000 });
    expect(posted).toEqual(['http://127.0.0.1:3999/api/cache/revalidate']);
  });
});
