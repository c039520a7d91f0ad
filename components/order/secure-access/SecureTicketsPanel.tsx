'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LazyLoginPrompt } from '@/components/account/shell/LazyLoginPrompt';
import { useClaimTickets, type ClaimFailure } from './useClaimTickets';
import styles from './SecureTickets.module.css';

export interface SecureTicketsPanelProps {
  order: { tid: string; secret: string };
  shopSlug: string;
  /** Where "Abort" goes: the shop's page (spec 02 §4). */
  shopHref: string;
  /** Nobody is logged in and some tickets need a login to show their barcodes. */
  loginRequired: boolean;
  /** Unclaimed tickets of the logged-in customer: claimed without asking. */
  autoClaimIds: readonly string[];
  /** Unclaimed tickets of someone else (or of nobody): claimed after the customer confirms. */
  confirmClaimIds: readonly string[];
}

const FAILURE_MESSAGE: Record<ClaimFailure, string> = {
  alreadyClaimed: 'order.secureAccess.error.alreadyClaimed',
  loggedOut: 'order.secureAccess.error.loggedOut',
  failed: 'order.secureAccess.error.failed',
};

/**
 * Secure ticket access on the order page (spec 02 §4, §6): a login prompt when nobody is logged in;
 * the logged-in customer's own unclaimed tickets claimed at once; other unclaimed tickets after a
 * confirmation that offers claim or abort (abort goes to the shop). The page renders again after a
 * claim, and then shows the barcodes.
 */
export function SecureTicketsPanel({ order, shopSlug, shopHref, loginRequired, autoClaimIds, confirmClaimIds }: SecureTicketsPanelProps) {
  const router = useRouter();
  const auto = useClaimTickets(order);
  const confirm = useClaimTickets(order);
  const started = useRef<string>('');

  // Claimed once per set of tickets: a render while the claim runs must not send it twice.
  const autoKey = autoClaimIds.join(',');
  useEffect(() => {
    if (!autoKey || started.current === autoKey) return;
    started.current = autoKey;
    void auto.claim(autoKey.split(','));
    // The claim function is new on every render; the tickets decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoKey]);

  if (loginRequired) {
    return (
      <div className={styles.panel}>
        <p className={styles.lead}>
          <FormattedMessage id="order.secureAccess.loginLead" />
        </p>
        <LazyLoginPrompt shopSlug={shopSlug} titleId="order.secureAccess.loginTitle" headingLevel={2} />
      </div>
    );
  }

  return (
    <>
      {autoClaimIds.length > 0 ? (
        <div className={styles.panel} role="status">
          {auto.failure ? (
            <p className={styles.error}>
              <FormattedMessage id={FAILURE_MESSAGE[auto.failure]} />{' '}
              <button type="button" className={styles.retry} onClick={() => void auto.claim(autoClaimIds)} disabled={auto.busy}>
                <FormattedMessage id="order.secureAccess.retry" />
              </button>
            </p>
          ) : (
            <p className={styles.lead}>
              <FormattedMessage id="order.secureAccess.claiming" values={{ count: autoClaimIds.length }} />
            </p>
          )}
        </div>
      ) : null}
      {confirmClaimIds.length > 0 && autoClaimIds.length === 0 ? (
        <ConfirmDialog
          title={<FormattedMessage id="order.secureAccess.confirm.title" values={{ count: confirmClaimIds.length }} />}
          confirmLabel={<FormattedMessage id={confirm.busy ? 'order.secureAccess.confirm.claiming' : 'order.secureAccess.confirm.claim'} values={{ count: confirmClaimIds.length }} />}
          cancelLabel={<FormattedMessage id="order.secureAccess.confirm.abort" />}
          busy={confirm.busy}
          onConfirm={() => void confirm.claim(confirmClaimIds)}
          onCancel={() => router.push(shopHref)}
        >
          <FormattedMessage id="order.secureAccess.confirm.text" values={{ count: confirmClaimIds.length }} />
          {confirm.failure ? (
            <span role="alert" className={styles.dialogError}>
              {' '}
              <FormattedMessage id={FAILURE_MESSAGE[confirm.failure]} />
            </span>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
