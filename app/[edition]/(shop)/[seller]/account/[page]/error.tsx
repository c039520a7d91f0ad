'use client';

import { FormattedMessage } from 'react-intl';
import styles from '@/components/account/shell/forms.module.css';

/** A screen that failed inside the account layout: the menu stays, the content offers a retry. */
export default function AccountPageError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className={styles.section} role="alert">
      <h1>
        <FormattedMessage id="errors.generic.title" />
      </h1>
      <p className={styles.hint}>
        <FormattedMessage id="errors.fetch" />
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => retry()}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      </div>
    </div>
  );
}
