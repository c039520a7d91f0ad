import { describe, expect, it } from 'vitest';
import { APP_ICON, ticketsManifest, type ManifestInput } from '../../lib/offline/manifest.ts';

/** The installable tickets app of a shop (ADR 0025). */

const seller: ManifestInput['seller'] = {
  _id: 'sel_riverside',
  slug: 'riverside-live',
  name: 'Riverside Live',
  image: '/demo/sellers/riverside-live.svg',
  accentColor: '#0f5c8c',
  authentication: { active: true },
};
const manifest = (overrides: Partial<ManifestInput['seller']> = {}) =>
  ticketsManifest({ seller: { ...seller, ...overrides }, lang: 'en', name: 'Riverside Live tickets', description: 'Your tickets from Riverside Live, also offline.' });

describe('ticketsManifest', () => {
  it("opens on the shop's tickets page, standalone, over the whole site, in the shop's accent", () => {
    expect(manifest()).toEqual({
      id: '/riverside-live/account/tickets',
      name: 'Riverside Live tickets',
      short_name: 'Riverside Live',
      description: 'Your tickets from Riverside Live, also offline.',
      lang: 'en',
      start_url: '/riverside-live/account/tickets',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f5c8c',
      background_color: '#ffffff',
      icons: [{ src: '/demo/sellers/riverside-live.svg', sizes: 'any', type: 'image/svg+xml' }, APP_ICON],
    });
  });

  it.each<[string, Partial<ManifestInput['seller']>, string]>([
    ['a shop without customer logins opens on the shop', { authentication: { active: false } }, '/riverside-live'],
    ['a shop without logins settings opens on the shop', { authentication: undefined }, '/riverside-live'],
    ['a shop without a slug uses its id', { slug: undefined }, '/sel_riverside/account/tickets'],
  ])('%s', (_, overrides, start) => {
    const answer = manifest(overrides);
    expect(answer.start_url).toBe(start);
    expect(answer.id).toBe(start);
  });

  it.each<[string, Partial<ManifestInput['seller']>, string]>([
    ['an unreadable accent falls back to ours', { accentColor: '#ffff00' }, '#1f5fbf'],
    ['no accent falls back to ours', { accentColor: undefined }, '#1f5fbf'],
    ['a short hex accent is kept', { accentColor: '#036' }, '#036'],
  ])('%s', (_, overrides, color) => {
    expect(manifest(overrides).theme_color).toBe(color);
  });

  it.each<[string, Partial<ManifestInput['seller']>, ReturnType<typeof manifest>['icons']]>([
    ['the branding logo wins over the image', { brandingSettings: { shopLogoUrl: '/demo/sellers/logo.svg' } }, [{ src: '/demo/sellers/logo.svg', sizes: 'any', type: 'image/svg+xml' }, APP_ICON]],
    ['a raster logo comes without a size it cannot promise', { image: 'https://cdn.example/logo.png' }, [{ src: 'https://cdn.example/logo.png' }, APP_ICON]],
    ['no image: the app icon alone', { image: undefined }, [APP_ICON]],
    ['an http image is left out', { image: 'http://cdn.example/logo.svg' }, [APP_ICON]],
    ['a protocol-relative image is left out', { image: '//cdn.example/logo.svg' }, [APP_ICON]],
    ['a script URL is left out', { image: 'javascript:alert(1)' }, [APP_ICON]],
  ])('%s', (_, overrides, icons) => {
    expect(manifest(overrides).icons).toEqual(icons);
  });
});
