'use client';

import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './LanguageSwitcher.module.css';

const NAMES: Record<string, string> = { en: 'English', de: 'Deutsch' };

/**
 * Links to this page in the seller's other languages. A plain link with `?lang` makes a full page
 * load, so the document's language and every server-rendered text switch together. A click keeps
 * the page's other query parameters (a checkout's checkoutId and secret must survive the switch).
 */
function keepQuery(event: MouseEvent<HTMLAnchorElement>, locale: string) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  const url = new URL(window.location.href);
  url.searchParams.set('lang', locale);
  window.location.assign(url);
}

export function LanguageSwitcher({ current, available }: { current: string; available: readonly string[] }) {
  if (available.length < 2) return null;
  return (
    <nav className={styles.switcher} aria-labelledby="language-switcher-label">
      <span id="language-switcher-label" className="visually-hidden">
        <FormattedMessage id="nav.language" />
      </span>
      <ul className={styles.list}>
        {available.map((locale) => (
          <li key={locale}>
            <a
              href={`?lang=${locale}`}
              hrefLang={locale}
              lang={locale}
              className={styles.link}
              aria-current={locale === current ? 'true' : undefined}
              title={NAMES[locale]}
              onClick={(event) => keepQuery(event, locale)}
            >
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="visually-hidden">{NAMES[locale] ?? locale}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
