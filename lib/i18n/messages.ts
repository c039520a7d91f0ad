import en from '../../messages/en.json';
import de from '../../messages/de.json';
import type { Locale } from './locales.ts';

export type Messages = Record<string, string>;

/** Both catalogues hold the same keys; tests/i18n/catalogues.test.ts fails when one lacks a key. */
export const MESSAGES: Record<Locale, Messages> = { en, de };

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}
