'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { cancelPurchaseIntent, completePurchaseIntent } from '@/lib/operations/purchase-intents';
import type { CompletionRefusal } from '@/lib/domain/purchase-intent-rules';
import type { PurchaseIntentLabel } from '@/lib/domain/account-labels';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { navigateTo } from '@/components/account/shell/navigate';
import formStyles from '@/components/account/shell/forms.module.css';
import styles from './PurchaseIntentPage.module.css';

type Failure = 'complete' | 'completeRefused' | 'cancel';

export interface PurchaseIntentActionsProps {
  id: string;
  secret: string;
  /** The intent's label (spec 01 §4): an open one is awaiting or approved. */
  label: PurchaseIntentLabel;
  /** Why it cannot be completed online now; undefined when it can. */
  completion: CompletionRefusal | undefined;
  cancellable: boolean;
}

const CLOSED: Partial<Record<PurchaseIntentLabel, string>> = {
  canceled: 'intentPage.closed.canceled',
  rejected: 'intentPage.closed.rejected',
  completed: 'intentPage.closed.completed',
};

/**
 * What the buyer may do with an intent: Complete online (a checkout of it, at step 2) when the
 * rules allow, else why not; Cancel when its strategy allows, after a confirmation. A canceled
 * intent says so here, where focus goes, and the page is read again to show its new label.
 * Failures say so and keep the page as it was. A closed intent only says that it is closed.
 */
export function PurchaseIntentActions({ id, secret, label, completion, cancellable }: PurchaseIntentActionsProps) {
  const intl = useIntl();
  const router = useRouter();
  const [busy, setBusy] = useState<'complete' | 'cancel' | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const [justCanceled, setJustCanceled] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const closedMessage = justCanceled ? 'intentPage.canceled' : CLOSED[label];

  useEffect(() => {
    if (justCanceled) statusRef.current?.focus();
  }, [justCanceled]);

  const complete = async () => {
    setBusy('complete');
    setFailure(undefined);
    try {
      const { url } = await call(completePurchaseIntent, { params: { id, secret }, input: {} });
      navigateTo(url);
    } catch (error) {
      // Refused by the rules meanwhile (approval withdrawn, expired): the page reads the intent again.
      const refused = error instanceof ApiError && error.code === 'purchaseIntentNotCompletable';
      setFailure(refused ? 'completeRefused' : 'complete');
      setBusy(undefined);
      if (refused) router.refresh();
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    setFailure(undefined);
    try {
      await call(cancelPurchaseIntent, { params: { id, secret }, input: {} });
      setJustCanceled(true);
      router.refresh();
    } catch {
      setFailure('cancel');
    } finally {
      setBusy(undefined);
      setConfirming(false);
    }
  };

  return (
    <div className={formStyles.form}>
      <div role="status">
        {closedMessage ? (
          <p ref={statusRef} tabIndex={-1} className={justCanceled ? formStyles.formSuccess : undefined}>
            <FormattedMessage id={closedMessage} />
          </p>
        ) : null}
      </div>
      {closedMessage ? null : (
        <>
          <p className={completion === undefined ? styles.muted : undefined}>
            <FormattedMessage id={completion === undefined ? 'intentPage.completeLead' : `account.intents.refusal.${completion}`} />
          </p>
          <div role="alert">
            {failure ? (
              <p className={formStyles.formError}>
                <FormattedMessage id={`intentPage.failed.${failure}`} />
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            {completion === undefined ? (
              <button type="button" className={formStyles.primary} disabled={busy !== undefined} onClick={() => void complete()}>
                <FormattedMessage id={busy === 'complete' ? 'intentPage.completing' : 'intentPage.complete'} />
              </button>
            ) : null}
            {cancellable ? (
              <button type="button" className={formStyles.secondary} aria-haspopup="dialog" disabled={busy !== undefined} onClick={() => setConfirming(true)}>
                <FormattedMessage id="intentPage.cancel" />
              </button>
            ) : null}
          </div>
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'intentPage.cancelConfirm.title' })}
          confirmLabel={intl.formatMessage({ id: 'intentPage.cancel' })}
          cancelLabel={intl.formatMessage({ id: 'intentPage.cancelConfirm.keep' })}
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
          busy={busy === 'cancel'}
          tone="danger"
        >
          <FormattedMessage id="intentPage.cancelConfirm.message" />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
