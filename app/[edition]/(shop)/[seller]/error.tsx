'use client';

import { useIntl } from 'react-intl';
import styles from '@/components/ui/ErrorPage.module.css';

/** A failed page of a shop: the spec's fetch error message and a retry. */
export default function ShopError({ retry }: { error: unknown; retry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.page} role="alert">
      <h1>{intl.formatMessage({ id: 'errors.generic.title' })}</h1>
      <p>{intl.formatMessage({ id: 'errors.fetch' })}</p>
      <button type="button" className={styles.button} onClick={() => retry()}>
        {intl.formatMessage({ id: 'common.tryAgain' })}
      </button>
    </div>
  );
}
