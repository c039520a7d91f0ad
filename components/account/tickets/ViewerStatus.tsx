'use client';

import { FormattedMessage } from 'react-intl';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';

export type ViewerState = 'loading' | 'failed' | 'none';

/** What an event's viewer shows instead of tickets: while they load, after they failed (with Try again), or when none are left. */
export function ViewerStatus({ state, onRetry }: { state: ViewerState; onRetry: () => void }) {
  if (state === 'loading') {
    return (
      <p role="status" className={accountStyles.rowMeta}>
        <FormattedMessage id="account.viewer.loading" />
      </p>
    );
  }
  if (state === 'none') {
    return (
      <p role="status" className={accountStyles.empty}>
        <FormattedMessage id="account.viewer.none" />
      </p>
    );
  }
  return (
    <div role="alert" className={formStyles.formError}>
      <p>
        <FormattedMessage id="account.viewer.failed" />
      </p>
      <button type="button" className={formStyles.secondary} onClick={onRetry}>
        <FormattedMessage id="account.viewer.retry" />
      </button>
    </div>
  );
}
