import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl/server';
import { messagesFor } from '../../lib/i18n/messages.ts';
import { shopMetadata } from '../../lib/shop/metadata.ts';
import type { Seller } from '../../lib/ticketing/schemas/seller.ts';

const intl = (locale: 'en' | 'de') => createIntl({ locale, messages: messagesFor(locale) });
const riverside: Seller = { _id: 'sel_riverside', slug: 'riverside-live', name: 'Riverside Live', localeSettings: { defaultLocale: 'en', availableLocales: ['en', 'de'] } };
const lindenau: Seller = { _id: 'sel_lindenau', slug: 'kulturhaus-lindenau', name: 'Kulturhaus Lindenau', localeSettings: { defaultLocale: 'de', availableLocales: ['de'] } };

describe('shopMetadata', () => {
  it('points the German page of a two-language shop at its own German URL, with the alternates', () => {
    const metadata = shopMetadata(riverside, intl('de'), 'de');
    expect(metadata.alternates).toEqual({
      canonical: '/riverside-live?lang=de',
      languages: { en: '/riverside-live?lang=en', de: '/riverside-live?lang=de', 'x-default': '/riverside-live' },
    });
    expect(metadata.openGraph).toMatchObject({ url: '/riverside-live?lang=de', locale: 'de', alternateLocale: ['en'] });
    expect(metadata.description).toBe('Tickets für Veranstaltungen von Riverside Live: Termine, Orte und Preise.');
  });

  it('gives a one-language shop its plain URL and no alternates', () => {
    const metadata = shopMetadata(lindenau, intl('de'), 'de');
    expect(metadata.alternates).toEqual({ canonical: '/kulturhaus-lindenau' });
    expect(metadata.openGraph).toMatchObject({ url: '/kulturhaus-lindenau', locale: 'de' });
    expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
  });
});
