'use client';

import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { call } from '@/lib/operations/call';
import { cancelTicketTransfer } from '@/lib/operations/transfers';
import type { ShopParams } from '@/lib/account/flows';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import formStyles from '../shell/forms.module.css';

export interface CancelTransferProps {
  /** The shop whose account operations withdraw the transfer. */
  shop: ShopParams;
  transfer: { id: string; email: string };
  onCanceled: () => void;
  /** Buttons placed before Cancel transfer in its row (Back). */
  leading?: ReactNode;
}

/**
 * The sender withdraws a pending transfer (spec 02 §4): a caution confirmation naming the
 * recipient's e-mail first; a failure says so beside the button and leaves the transfer as it was.
 */
export function CancelTransfer({ shop, transfer, onCanceled, leading }: CancelTransferProps) {
  const intl = useIntl();
  const failedId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const cancel = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await call(cancelTicketTransfer, { params: { ...shop, id: transfer.id }, input: {} });
      setConfirming(false);
      onCanceled();
    } catch {
      setConfirming(false);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div role="alert">
        {failed ? (
          <div id={failedId} className={formStyles.formError}>
            <p>
              <strong>
                <FormattedMessage id="account.transferCancel.failedTitle" />
              </strong>
            </p>
            <p>
              <FormattedMessage id="account.transferCancel.failedMessage" />
            </p>
          </div>
        ) : null}
      </div>
      <div className={formStyles.actions}>
        {leading}
        <button type="button" className={formStyles.secondary} onClick={() => setConfirming(true)} aria-describedby={failed ? failedId : undefined}>
          <FormattedMessage id="account.transferCancel.open" />
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'account.transferCancel.confirmTitle' })}
          confirmLabel={intl.formatMessage({ id: 'account.transferCancel.confirm' })}
          cancelLabel={intl.formatMessage({ id: 'account.transferCancel.keep' })}
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
          busy={busy}
          tone="danger"
        >
          <FormattedMessage id="account.transferCancel.confirmMessage" values={{ email: transfer.email }} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
