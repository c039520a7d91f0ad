'use client';

import { useIntl } from 'react-intl';
import fieldStyles from '../personalization/fields/fields.module.css';

/** A read of step 2 failed: says so and offers to read again. */
export function TryAgainAlert({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert">
      <p>{intl.formatMessage({ id: 'errors.fetch' })}</p>
      <button type="button" className={fieldStyles.secondaryButton} onClick={onRetry}>
        {intl.formatMessage({ id: 'common.tryAgain' })}
      </button>
    </div>
  );
}
