'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { payOffPaymentPlan } from '@/lib/operations/payment-plans';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import accountStyles from '@/components/account/ui/account.module.css';
import styles from './instalments.module.css';

export interface PlanPayOffProps {
  planId: string;
  secret: string;
  /** What is left to pay, formatted. */
  amountLabel: string;
  /** The plan's payment method, named ("Visa •••• 4242"), when the viewer may know it. */
  methodLabel?: string | undefined;
}

/**
 * Paying off the rest of an ACTIVE plan (POST …/complete): one charge of everything left with the
 * plan's payment method, after a confirmation naming the amount. The plan is then COMPLETED and
 * the page reads it again.
 */
export function PlanPayOff({ planId, secret, amountLabel, methodLabel }: PlanPayOffProps) {
  const intl = useIntl();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'declined' | 'failed' | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await call(payOffPaymentPlan, { params: { id: planId, secret }, input: {} });
      setOpen(false);
      router.refresh();
    } catch (error) {
      setOpen(false);
      setFailure(error instanceof ApiError && error.code === 'payoffFailed' ? 'declined' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.controls}>
      <p>
        <button type="button" className={accountStyles.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('paymentPlan.payOff.button', { amount: amountLabel })}
        </button>
      </p>
      <p className={failure ? styles.error : styles.status} role="status">
        {failure ? t(failure === 'declined' ? 'paymentPlan.payOff.declined' : 'paymentPlan.payOff.failed') : ''}
      </p>
      {open ? (
        <ConfirmDialog
          title={t('paymentPlan.payOff.title')}
          confirmLabel={t('paymentPlan.payOff.confirm', { amount: amountLabel })}
          cancelLabel={t('paymentPlan.payOff.cancel')}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
          busy={busy}
        >
          {methodLabel ? t('paymentPlan.payOff.text', { amount: amountLabel, method: methodLabel }) : t('paymentPlan.payOff.textNoMethod', { amount: amountLabel })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
