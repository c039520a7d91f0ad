import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messagesFor } from './messages.ts';
import { isPlainMessage } from './plain-message.ts';
import type { Locale } from './locales.ts';

/**
 * The messages the browser formats with, compiled here (ADR 0043): a message with arguments,
 * plurals, tags or quotes goes as its syntax tree, a plain text as itself. The browser's bundle
 * then needs no ICU parser (next.config.ts swaps it for lib/i18n/precompiled-parser.ts, which
 * reads plain text only): about 7.5 KB of gzipped JavaScript less on every page.
 */
export type ClientMessages = Record<string, string | MessageFormatElement[]>;

export function compileMessages(messages: Record<string, string>, locale: string): ClientMessages {
  const options = { locale: new Intl.Locale(locale) };
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, isPlainMessage(message) ? message : parse(message, options)]));
}

const compiled = new Map<Locale, ClientMessages>();

/** The messages of `locale` for IntlClientProvider, compiled once per process. */
export function clientMessagesFor(locale: Locale): ClientMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileMessages(messagesFor(locale), locale);
    compiled.set(locale, messages);
  }
  return messages;
}
