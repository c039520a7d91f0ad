import type { Locale } from './locales.ts';

/** The message ids the last-resort error page (app/global-error.tsx) shows. */
export const LAST_RESORT_IDS = ['errors.generic.title', 'errors.generic.message', 'common.tryAgain'] as const;
export type LastResortId = (typeof LAST_RESORT_IDS)[number];

/**
 * Those three messages, copied from messages/{en,de}.json. Every page downloads the global error
 * page's code, and importing the catalogues there cost every page both of them (39 KB gzip,
 * bench/RESULTS.md); tests/i18n/catalogues.test.ts holds the copies equal to the catalogues.
 */
export const LAST_RESORT_MESSAGES: Record<Locale, Record<LastResortId, string>> = {
  en: {
    'errors.generic.title': 'Something went wrong',
    'errors.generic.message': 'This page could not be loaded. Please try again in a moment.',
    'common.tryAgain': 'Try again',
  },
  de: {
    'errors.generic.title': 'Etwas ist schiefgelaufen',
    'errors.generic.message': 'Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    'common.tryAgain': 'Erneut versuchen',
  },
};
