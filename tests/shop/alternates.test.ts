import { describe, expect, it } from 'vitest';
import { languageAlternates, offeredLocales } from '../../lib/shop/alternates.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

describe('languageAlternates: canonical and hreflang of a page (ADR 0023)', () => {
  const cases: [string, string, readonly string[] | undefined, Locale, ReturnType<typeof languageAlternates>][] = [
    [
      'two languages, rendered in German',
      '/riverside-live',
      ['en', 'de'],
      'de',
      { canonical: '/riverside-live?lang=de', languages: { en: '/riverside-live?lang=en', de: '/riverside-live?lang=de', 'x-default': '/riverside-live' } },
    ],
    [
      'two languages, rendered in English',
      '/riverside-live/checkout/evt_riverside_jazz',
      ['en', 'de'],
      'en',
      {
        canonical: '/riverside-live/checkout/evt_riverside_jazz?lang=en',
        languages: { en: '/riverside-live/checkout/evt_riverside_jazz?lang=en', de: '/riverside-live/checkout/evt_riverside_jazz?lang=de', 'x-default': '/riverside-live/checkout/evt_riverside_jazz' },
      },
    ],
    ['one language: the plain path, no alternates', '/kulturhaus-lindenau', ['de'], 'de', { canonical: '/kulturhaus-lindenau' }],
    ['the same language listed twice is one language', '/little-theatre', ['en', 'en-US'], 'en', { canonical: '/little-theatre' }],
    ['languages without a catalogue do not count', '/little-theatre', ['en', 'fr'], 'en', { canonical: '/little-theatre' }],
    [
      'no restriction (outside a shop): every supported language',
      '/',
      undefined,
      'de',
      { canonical: '/?lang=de', languages: { en: '/?lang=en', de: '/?lang=de', 'x-default': '/' } },
    ],
    [
      'an empty list restricts nothing',
      '/shop',
      [],
      'en',
      { canonical: '/shop?lang=en', languages: { en: '/shop?lang=en', de: '/shop?lang=de', 'x-default': '/shop' } },
    ],
  ];
  it.each(cases)('%s', (_, path, available, locale, expected) => {
    expect(languageAlternates(path, available, locale)).toEqual(expected);
  });

  it('keeps the seller’s order of languages', () => {
    expect(offeredLocales(['de', 'en'])).toEqual(['de', 'en']);
    expect(Object.keys(languageAlternates('/x', ['de', 'en'], 'en').languages ?? {})).toEqual(['de', 'en', 'x-default']);
  });
});
