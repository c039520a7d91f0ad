'use client';

import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import formStyles from '../shell/forms.module.css';

/**
 * Spec 01 §8: the payment method was not verified (a canceled setup request, missing request
 * credentials, a failed custom method): an info dialog to try again or use another payment
 * method. Try again starts the add flow over, with a new request and the choice of methods.
 */
export function NotVerifiedDialog({ onTryAgain, onClose }: { onTryAgain: () => void; onClose: () => void }) {
  const intl = useIntl();
  const tryAgainRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={intl.formatMessage({ id: 'account.paymentMethods.notVerified.title' })}
      description={<FormattedMessage id="account.paymentMethods.notVerified.message" />}
      onClose={onClose}
      initialFocusRef={tryAgainRef}
    >
      <div className={formStyles.actions}>
        <button ref={tryAgainRef} type="button" className={formStyles.primary} onClick={onTryAgain}>
          <FormattedMessage id="common.tryAgain" />
        </button>
        <button type="button" className={formStyles.secondary} onClick={onClose}>
          <FormattedMessage id="account.paymentMethods.notVerified.close" />
        </button>
      </div>
    </Dialog>
  );
}
