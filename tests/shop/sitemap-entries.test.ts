import { describe, expect, it } from 'vitest';
import { sitemapEntries } from '../../lib/shop/sitemap-entries.ts';

const SITE = 'https://tickets.example.com';

describe('sitemapEntries', () => {
  it('lists a one-language page once at its plain URL', () => {
    expect(sitemapEntries(SITE, [{ path: '/kulturhaus-lindenau', availableLocales: ['de'], changeFrequency: 'daily', priority: 1 }])).toEqual([
      { url: `${SITE}/kulturhaus-lindenau`, changeFrequency: 'daily', priority: 1 },
    ]);
  });

  it('lists a page in several languages once per language, each naming all of them and the x-default', () => {
    const languages = { en: `${SITE}/riverside-live?lang=en`, de: `${SITE}/riverside-live?lang=de`, 'x-default': `${SITE}/riverside-live` };
    expect(sitemapEntries(SITE, [{ path: '/riverside-live', availableLocales: ['en', 'de'] }])).toEqual([
      { url: `${SITE}/riverside-live?lang=en`, alternates: { languages } },
      { url: `${SITE}/riverside-live?lang=de`, alternates: { languages } },
    ]);
  });

  it('writes the landing page without a trailing slash for its x-default', () => {
    const [first] = sitemapEntries(SITE, [{ path: '/', availableLocales: undefined }]);
    expect(first).toEqual({ url: `${SITE}/?lang=en`, alternates: { languages: { en: `${SITE}/?lang=en`, de: `${SITE}/?lang=de`, 'x-default': SITE } } });
  });
});
