import { afterEach, describe, expect, it } from 'vitest';
import * as library from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import * as precompiled from '@/lib/i18n/precompiled-parser';
import { compileMessages } from '@/lib/i18n/client-messages';
import { MESSAGES } from '@/lib/i18n/messages';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locales';

/**
 * The browser formats with lib/i18n/precompiled-parser.ts in place of the ICU parser (ADR 0043).
 * It must answer as the library does wherever the browser asks, and every message must come out
 * of the server's compilation formatting exactly as the original text did.
 */

/** Every element of a tree, depth first. */
function* elements(ast: readonly MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of ast) {
    yield element;
    if (library.isPluralElement(element) || library.isSelectElement(element)) for (const option of Object.values(element.options)) yield* elements(option.value);
    if (library.isTagElement(element)) yield* elements(element.children);
  }
}

/** Values for every argument a message names, so that formatting reaches every branch it can. */
function valuesFor(ast: readonly MessageFormatElement[], count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of elements(ast)) {
    if (library.isArgumentElement(element)) values[element.value] ??= `‹${element.value}›`;
    if (library.isNumberElement(element) || library.isPluralElement(element)) values[element.value] = count;
    if (library.isDateElement(element) || library.isTimeElement(element)) values[element.value] = new Date(Date.UTC(2026, 10, 27, 18, 30));
    if (library.isSelectElement(element)) values[element.value] ??= Object.keys(element.options)[0];
    if (library.isTagElement(element)) values[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`;
  }
  return values;
}

const allMessages = SUPPORTED_LOCALES.flatMap((locale) => Object.entries(MESSAGES[locale]).map(([id, text]) => ({ locale, id, text })));
const fullParse = IntlMessageFormat.__parse;

describe('the browser’s stand-in for the ICU parser', () => {
  afterEach(() => {
    IntlMessageFormat.__parse = fullParse;
  });

  it('has the element types of the library', () => {
    expect({ ...precompiled.TYPE }).toEqual({ ...library.TYPE });
    expect({ ...precompiled.SKELETON_TYPE }).toEqual({ ...library.SKELETON_TYPE });
  });

  it('answers every predicate intl-messageformat asks as the library does, for every element of every message', () => {
    const predicates = [
      'isLiteralElement',
      'isArgumentElement',
      'isNumberElement',
      'isDateElement',
      'isTimeElement',
      'isSelectElement',
      'isPluralElement',
      'isPoundElement',
      'isTagElement',
      'isNumberSkeleton',
      'isDateTimeSkeleton',
    ] as const;
    let checked = 0;
    for (const { text } of allMessages) {
      for (const element of elements(library.parse(text))) {
        const style = 'style' in element ? element.style : undefined;
        for (const name of predicates) {
          const ours = precompiled[name] as (value: unknown) => boolean;
          const theirs = library[name] as (value: unknown) => boolean;
          expect(ours(element), `${name} of ${text}`).toBe(theirs(element));
        }
        // Skeleton predicates are also asked about a number's, date's or time's style, set or not.
        for (const name of ['isNumberSkeleton', 'isDateTimeSkeleton'] as const) {
          expect(precompiled[name](style), `${name} of the style in ${text}`).toBe(library[name](style));
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2_000);
  });

  it.each([
    { message: '', tree: [] },
    { message: 'Add to cart', tree: [{ type: 0, value: 'Add to cart' }] },
    { message: 'Seats # and more', tree: [{ type: 0, value: 'Seats # and more' }] },
  ])('reads plain text "$message" as the library does', ({ message, tree }) => {
    expect(precompiled.parse(message)).toEqual(tree);
    expect(library.parse(message)).toEqual(tree);
  });

  it.each(['{count} tickets', '<b>bold</b>', "It''s", '{n, plural, one {#} other {#}}'])('refuses to read "%s", which must arrive compiled', (message) => {
    expect(() => precompiled.parse(message)).toThrow(/uncompiled/);
  });
});

describe('the messages as the browser gets them', () => {
  afterEach(() => {
    IntlMessageFormat.__parse = fullParse;
  });

  it('compiles every message with syntax and leaves plain texts as they are', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const compiled = compileMessages(MESSAGES[locale], locale);
      expect(Object.keys(compiled)).toEqual(Object.keys(MESSAGES[locale]));
      for (const [id, message] of Object.entries(compiled)) {
        if (typeof message === 'string') expect(precompiled.parse(message), id).toEqual(library.parse(message));
      }
    }
  });

  it.each([0, 1, 2, 5])('formats every message of both languages as the original text does (count %i)', (count) => {
    const compiled = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, compileMessages(MESSAGES[locale], locale)]));
    for (const { locale, id, text } of allMessages) {
      const values = valuesFor(library.parse(text), count);
      IntlMessageFormat.__parse = fullParse;
      const expected = new IntlMessageFormat(text, locale).format(values);
      IntlMessageFormat.__parse = precompiled.parse as typeof fullParse;
      const actual = new IntlMessageFormat(compiled[locale]![id]!, locale).format(values);
      expect(actual, `${locale} ${id}`).toEqual(expected);
    }
  });
});
