'use client';

import { useIntl } from 'react-intl';
import styles from '@/components/ui/ErrorPage.module.css';

/** A page that failed outside any shop, or a shop whose seller could not be loaded. */
export default function RootError({ retry }: { error: unknown; retry: () => void }) {
  const intl = useIntl();
  return (
    <main id="main" className={styles.page} role="alert">
      <h1>{intl.formatMessage({ id: 'errors.generic.title' })}</h1>
      <p>{intl.formatMessage({ id: 'errors.fetch' })}</p>
      <button type="button" className={styles.button} onClick={() => retry()}>
        {intl.formatMessage({ id: 'common.tryAgain' })}
      </button>
    </main>
  );
}
