import { FormattedMessage } from 'react-intl';
import styles from './LanguageSwitcher.module.css';

const NAMES: Record<string, string> = { en: 'English', de: 'Deutsch' };

/**
 * Links to this page in the seller's other languages. A plain link with `?lang` makes a full page
 * load, so the document's language and every server-rendered text switch together.
 */
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
