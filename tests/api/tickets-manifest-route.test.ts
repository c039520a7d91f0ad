import { beforeAll, describe, expect, it, vi } from 'vitest';
import { segment } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import type { GET as RouteGet } from '../../app/api/shops/[seller]/manifest/route.ts';
import type { WebAppManifest } from '../../lib/offline/manifest.ts';

/** GET /api/shops/{seller}/manifest: the web app manifest of a shop's tickets (ADR 0025). */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

routeSandbox('tickets-manifest-');
let GET: typeof RouteGet;

beforeAll(async () => {
  ({ GET } = await import('../../app/api/shops/[seller]/manifest/route.ts'));
});

const get = (seller: string, query = '') => GET(new Request(`http://localhost/api/shops/${seller}/manifest${query}`), segment({ seller }));

describe('GET /api/shops/{seller}/manifest', () => {
  it('answers the manifest as application/manifest+json that caches may keep', async () => {
    const response = await get('riverside-live', '?lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({ name: 'Riverside Live tickets', short_name: 'Riverside Live', lang: 'en', start_url: '/riverside-live/account/tickets', scope: '/', display: 'standalone', theme_color: '#0f5c8c' });
  });

  it('names the app in the language of the URL', async () => {
    const manifest = (await (await get('riverside-live', '?lang=de')).json()) as WebAppManifest;
    expect(manifest.lang).toBe('de');
    expect(manifest.name).toBe('Riverside Live Tickets');
  });

  it("falls back to the shop's default language", async () => {
    const manifest = (await (await get('kulturhaus-lindenau')).json()) as WebAppManifest;
    expect(manifest.lang).toBe('de');
    expect(manifest.start_url).toBe('/kulturhaus-lindenau/account/tickets');
  });

  it('opens a shop without logins on its shop page', async () => {
    const manifest = (await (await get('open-air-kino', '?lang=en')).json()) as WebAppManifest;
    expect(manifest.start_url).toBe('/open-air-kino');
  });

  it('is a 404 for an unknown shop', async () => {
    expect((await get('no-such-shop')).status).toBe(404);
  });
});
