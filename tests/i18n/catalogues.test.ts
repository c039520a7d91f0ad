import { describe, it, expect } from 'vitest';
import { createIntl } from 'react-intl/server';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { SUPPORTED_LOCALES, parseAcceptLanguage, resolveLocale, toLocale, type LocaleSources } from '../../lib/i18n/locales.ts';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { LAST_RESORT_IDS, LAST_RESORT_MESSAGES } from '../../lib/i18n/last-resort-messages.ts';

const CATALOGUES: Record<string, Record<string, string>> = { en, de };

/** Argument names of an ICU message: `{name}` and `{name, plural, ...}`, with the kind of each. */
function argumentsOf(message: string): Map<string, 'number' | 'string'> {
  const found = new Map<string, 'number' | 'string'>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,\s*(\w+))?/g)) {
    const [, name = '', kind] = match;
    const numeric = kind === 'plural' || kind === 'selectordinal' || kind === 'number' || name === 'count';
    if (!found.has(name) || numeric) found.set(name, numeric ? 'number' : 'string');
  }
  return found;
}

/** Plural branches look like `{empty}` to the scan above; only top-level names are real arguments. */
function topLevelArguments(message: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let index = 0; index < message.length; index += 1) {
    const char = message[index];
    if (char === '{') {
      if (depth === 0) {
        const name = /^\{\s*([A-Za-z_][\w]*)/.exec(message.slice(index))?.[1];
        if (name) names.push(name);
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
    }
  }
  return [...new Set(names)].sort();
}

function dummyValues(message: string): Record<string, string | number> {
  return Object.fromEntries([...argumentsOf(message)].map(([name, kind]) => [name, kind === 'number' ? 2 : `«${name}»`]));
}

describe('message catalogues', () => {
  it('hold exactly the same keys in English and German', () => {
    const enKeys = Object.keys(en);
    const deKeys = Object.keys(de);
    const missing = {
      missingInDe: enKeys.filter((key) => !(key in de)).sort(),
      missingInEn: deKeys.filter((key) => !(key in en)).sort(),
    };
    // On failure the diff names every key and the catalogue lacking it.
    expect(missing).toEqual({ missingInDe: [], missingInEn: [] });
    expect(Object.keys(MESSAGES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(Object.keys(CATALOGUES))('%s has no empty messages', (locale) => {
    const empty = Object.entries(CATALOGUES[locale] ?? {})
      .filter(([, message]) => typeof message !== 'string' || message.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same arguments for a key in both languages', () => {
    const differing = Object.keys(en)
      .filter((key) => key in de)
      .filter((key) => topLevelArguments(en[key as keyof typeof en]).join() !== topLevelArguments(de[key as keyof typeof de]).join())
      .map((key) => `${key}: en {${topLevelArguments(en[key as keyof typeof en]).join(', ')}} de {${topLevelArguments(de[key as keyof typeof de]).join(', ')}}`);
    expect(differing).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES))('every %s message formats without error', (locale) => {
    const messages = CATALOGUES[locale] ?? {};
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(`${error.code}: ${error.message}`) });
    const failed: string[] = [];
    for (const [id, message] of Object.entries(messages)) {
      const values = dummyValues(message);
      const before = errors.length;
      const text = intl.formatMessage({ id }, values);
      const lost = topLevelArguments(message).filter((name) => typeof values[name] === 'string' && !text.includes(String(values[name])));
      if (errors.length > before || typeof text !== 'string' || text === id || text.trim() === '' || lost.length > 0) {
        failed.push(`${id}: ${JSON.stringify(text)} ${errors.slice(before).join(' | ')}${lost.length ? ` lost ${lost.join(', ')}` : ''}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it('formats plurals in each language', () => {
    const english = createIntl({ locale: 'en', messages: en });
    const german = createIntl({ locale: 'de', messages: de });
    expect(english.formatMessage({ id: 'cartPill.label' }, { count: 0 })).toBe('Cart, empty');
    expect(english.formatMessage({ id: 'cartPill.label' }, { count: 1 })).toBe('Cart, 1 item');
    expect(english.formatMessage({ id: 'cartPill.label' }, { count: 3 })).toBe('Cart, 3 items');
    expect(german.formatMessage({ id: 'cartPill.label' }, { count: 0 })).toBe('Warenkorb, leer');
    expect(german.formatMessage({ id: 'cartPill.label' }, { count: 3 })).toBe('Warenkorb, 3 Artikel');
  });

  it('carries the spec message for a failed fetch', () => {
    expect(en['errors.fetch']).toBe('An error occurred while fetching the data');
  });
});

describe('toLocale', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['de-AT', 'de'],
    ['de_CH', 'de'],
    ['EN-gb', 'en'],
    [' en ', 'en'],
    ['de', 'de'],
    ['fr-FR', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s -> %s', (tag, expected) => {
    expect(toLocale(tag)).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it.each<[string | null | undefined, string[]]>([
    ['de-DE,de;q=0.9,en;q=0.8', ['de-DE', 'de', 'en']],
    ['en;q=0.5, de;q=0.9', ['de', 'en']],
    ['fr, en;q=0.7, de;q=0.7', ['fr', 'en', 'de']],
    ['de;q=0, en', ['en']],
    ['*, en;q=0.1', ['en']],
    ['en;q=abc, de;q=0.2', ['de']],
    ['', []],
    [null, []],
  ])('%s -> %o', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe('resolveLocale', () => {
  const both = ['en', 'de'];
  it.each<[string, LocaleSources, 'en' | 'de']>([
    ['?lang beats cookie, browser and seller', { query: 'de', cookie: 'en', acceptLanguage: 'en', available: both, sellerDefault: 'en' }, 'de'],
    ['the cookie beats browser and seller', { cookie: 'de', acceptLanguage: 'en-US', available: both, sellerDefault: 'en' }, 'de'],
    ['the browser beats the seller default', { acceptLanguage: 'de-DE,de;q=0.9', available: both, sellerDefault: 'en' }, 'de'],
    ['the seller default when nothing else is given', { available: both, sellerDefault: 'de' }, 'de'],
    ['q-values order Accept-Language', { acceptLanguage: 'en;q=0.4, de;q=0.8', available: both, sellerDefault: 'en' }, 'de'],
    ['unsupported tags are skipped', { acceptLanguage: 'fr-FR, fr;q=0.9, de;q=0.5, en;q=0.1', available: both, sellerDefault: 'en' }, 'de'],
    ['an unsupported ?lang falls through to the cookie', { query: 'fr', cookie: 'de', available: both, sellerDefault: 'en' }, 'de'],
    ['a German-only seller stays German for an en-US browser', { acceptLanguage: 'en-US,en;q=0.9', available: ['de'], sellerDefault: 'de' }, 'de'],
    ['a German-only seller stays German for an en cookie', { cookie: 'en', available: ['de'], sellerDefault: 'de' }, 'de'],
    ['a German-only seller stays German for ?lang=en', { query: 'en', available: ['de'], sellerDefault: 'de' }, 'de'],
    ['a browser language the seller offers beats an unoffered cookie', { cookie: 'en', acceptLanguage: 'de', available: ['de'], sellerDefault: 'de' }, 'de'],
    ['an English-only seller stays English for a German browser', { acceptLanguage: 'de', cookie: 'de', available: ['en'], sellerDefault: 'en' }, 'en'],
    ['the first offered locale when the seller default is not offered', { available: ['de'], sellerDefault: 'en' }, 'de'],
    ['all supported locales when the seller does not restrict', { query: 'de', sellerDefault: 'en' }, 'de'],
    ['English when nothing is known', {}, 'en'],
    ['regional tags count as their language', { query: 'de-AT', available: ['en', 'de-DE'], sellerDefault: 'en' }, 'de'],
  ])('%s', (_case, sources, expected) => {
    expect(resolveLocale(sources)).toBe(expected);
  });
});

describe('the last-resort error page', () => {
  it.each(SUPPORTED_LOCALES)('shows the catalogue’s own texts in %s', (locale) => {
    for (const id of LAST_RESORT_IDS) expect(LAST_RESORT_MESSAGES[locale][id], id).toBe(MESSAGES[locale][id]);
  });
});
