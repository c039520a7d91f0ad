'use client';

import { LAST_RESORT_MESSAGES } from '@/lib/i18n/last-resort-messages';
import { toLocale } from '@/lib/i18n/locales';

/**
 * The last resort when even the root layout failed: no providers exist here, so the texts come
 * from the copies of the catalogue's texts kept for this page, in the browser's language.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const locale = (typeof navigator !== 'undefined' && toLocale(navigator.language)) || 'en';
  const messages = LAST_RESORT_MESSAGES[locale];
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <main>
          <h1>{messages['errors.generic.title']}</h1>
          <p>{messages['errors.generic.message']}</p>
          <button type="button" onClick={() => retry()}>
            {messages['common.tryAgain']}
          </button>
        </main>
      </body>
    </html>
  );
}
