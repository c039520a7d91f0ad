'use client';

import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import { reasonText } from './error-codes';
import styles from './payments.module.css';

export type PaymentStatus = 'none' | 'awaiting' | 'succeeded' | 'failed';

export interface PaymentProcessingModalProps {
  status: PaymentStatus;
  /** The provider's message or the server's reason code, shown under the failure text when it says more. */
  message?: string | undefined;
  /** Resets the payment (spec 02 §4: reset returns to none). */
  onTryAgain: () => void;
}

/**
 * The payment processing modal (spec 02 §2): in process ('One moment please'), failed (not
 * verified; try again or use another payment method; a Try again button that resets) and
 * succeeded ('Done', payment verified). It cannot be dismissed: it closes only via Try again.
 */
export function PaymentProcessingModal({ status, message, onTryAgain }: PaymentProcessingModalProps) {
  const intl = useIntl();
  const tryAgainRef = useRef<HTMLButtonElement>(null);
  if (status === 'none') return null;
  const textId = `payment-processing-${status}`;
  const detail = reasonText(intl, message);
  const title = intl.formatMessage({ id: status === 'awaiting' ? 'payment.processing.title' : status === 'failed' ? 'payment.failed.title' : 'payment.succeeded.title' });
  return (
    // A new dialog per state, so each state is announced and focus lands on what it offers.
    <Dialog key={status} open title={title} role="alertdialog" size="small" describedBy={textId} initialFocusRef={status === 'failed' ? tryAgainRef : undefined}>
      <div className={styles.processing} data-status={status}>
        {status === 'awaiting' ? <span className={styles.processingSpinner} aria-hidden="true" /> : null}
        {status === 'succeeded' ? (
          <svg className={styles.processingIcon} width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="var(--success)" />
            <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : null}
        {status === 'failed' ? (
          <svg className={styles.processingIcon} width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="var(--danger)" />
            <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        ) : null}
        <div id={textId}>
          {status === 'awaiting' ? <p>{intl.formatMessage({ id: 'payment.processing.message' })}</p> : null}
          {status === 'succeeded' ? <p>{intl.formatMessage({ id: 'payment.succeeded.message' })}</p> : null}
          {status === 'failed' ? (
            <>
              <p>{intl.formatMessage({ id: 'payment.failed.message' })}</p>
              {detail ? <p className={styles.processingDetail}>{detail}</p> : null}
            </>
          ) : null}
        </div>
        {status === 'failed' ? (
          <button ref={tryAgainRef} type="button" className={styles.payButton} onClick={onTryAgain}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
