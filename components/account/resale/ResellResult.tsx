'use client';

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import formStyles from '../shell/forms.module.css';
import stepStyles from '../ui/ActionSteps.module.css';

export interface ResellResultProps {
  result: 'loading' | 'success' | 'failed';
  onClose: () => void;
  /** Back to the review step after a failure. */
  onTryAgain: () => void;
  /** What else a failure says (a season resale that listed some events before failing). */
  failureDetail?: ReactNode;
}

/** The resell wizard's result step (spec 02 §4): processing, listed, or failed with a way back. */
export function ResellResult({ result, onClose, onTryAgain, failureDetail }: ResellResultProps) {
  if (result === 'loading') {
    return (
      <p role="status" aria-live="polite">
        <FormattedMessage id="account.resell.processing" />
      </p>
    );
  }
  if (result === 'success') {
    return (
      <div className={stepStyles.steps}>
        <div role="status" className={formStyles.formSuccess}>
          <p className={stepStyles.heading}>
            <FormattedMessage id="account.resell.successTitle" />
          </p>
          <p>
            <FormattedMessage id="account.resell.successMessage" />
          </p>
        </div>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.primary} onClick={onClose}>
            <FormattedMessage id="account.resell.close" />
          </button>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className={formStyles.formError}>
      <p className={stepStyles.heading}>
        <FormattedMessage id="account.resell.failedTitle" />
      </p>
      <p>
        <FormattedMessage id="account.resell.listingFailed" />
      </p>
      {failureDetail}
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.primary} onClick={onTryAgain}>
          <FormattedMessage id="account.resell.tryAgain" />
        </button>
      </div>
    </div>
  );
}
