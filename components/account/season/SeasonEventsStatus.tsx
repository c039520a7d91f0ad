'use client';

import { FormattedMessage } from 'react-intl';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';

/** While the season's events load, or after they failed (with a retry): what both season modals show before their list. */
export function SeasonEventsStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) {
    return (
      <p role="status" className={accountStyles.rowMeta}>
        <FormattedMessage id="account.season.events.loading" />
      </p>
    );
  }
  return (
    <div role="alert" className={formStyles.formError}>
      <p>
        <FormattedMessage id="account.season.events.failed" />
      </p>
      <button type="button" className={formStyles.secondary} onClick={onRetry}>
        <FormattedMessage id="account.season.events.retry" />
      </button>
    </div>
  );
}
