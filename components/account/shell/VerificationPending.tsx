'use client';

import { useEffect, useId, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { resendVerificationMail, type NextVerificationMail } from '@/lib/operations/account';
import { useToast } from '@/components/ui/Toasts';
import styles from './forms.module.css';

export interface VerificationPendingProps {
  shopSlug: string;
  email?: string | undefined;
  /** `_account.limitations.nextVerificationMailRequest`, with its label in the seller's time zone. */
  next: NextVerificationMail | null;
  /** Whether the server saw that time still ahead; the browser's clock takes over after hydration. */
  initiallyBlocked: boolean;
}

/** Keeps the button disabled until `next.at`, then enables it by itself. */
function useBlockedUntil(next: NextVerificationMail | null, initiallyBlocked: boolean): boolean {
  const [blockedAt, setBlockedAt] = useState<string | null>(initiallyBlocked && next ? next.at : null);
  const [seenAt, setSeenAt] = useState(next?.at);
  // A new limit (after a resend) blocks again; derived during render rather than in an effect.
  if (next?.at !== seenAt) {
    setSeenAt(next?.at);
    setBlockedAt(next?.at ?? null);
  }
  useEffect(() => {
    if (!blockedAt) return;
    const wait = Date.parse(blockedAt) - Date.now();
    // setTimeout takes at most 2^31-1 ms; a later limit re-arms when it fires.
    const timer = setTimeout(() => setBlockedAt(Date.parse(blockedAt) <= Date.now() ? null : blockedAt), Math.min(Math.max(wait, 0), 2_147_483_647));
    return () => clearTimeout(timer);
  }, [blockedAt]);
  return blockedAt !== null;
}

/**
 * The account-verification-pending screen (spec 01 §2, §6): an unverified customer sees only this.
 * The resend button stays disabled until the next allowed request time, which a hint names.
 */
export function VerificationPending({ shopSlug, email, next: initialNext, initiallyBlocked }: VerificationPendingProps) {
  const intl = useIntl();
  const toast = useToast();
  const router = useRouter();
  const titleId = useId();
  const hintId = useId();
  const [next, setNext] = useState(initialNext);
  const [sending, setSending] = useState(false);
  const [reloading, startReload] = useTransition();
  const blocked = useBlockedUntil(next, initiallyBlocked);

  const resend = async () => {
    setSending(true);
    try {
      const answer = await call(resendVerificationMail, { params: { seller: shopSlug } });
      setNext(answer.next);
      toast.success(intl.formatMessage({ id: 'account.verify.sent' }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.body.next) setNext(error.body.next as NextVerificationMail);
      toast.error(intl.formatMessage({ id: 'account.verify.failed' }));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId}>
        <FormattedMessage id="account.verify.title" />
      </h1>
      <p className={styles.lead}>
        {email ? <FormattedMessage id="account.verify.text" values={{ email: <strong>{email}</strong> }} /> : <FormattedMessage id="account.verify.textNoEmail" />}
      </p>
      <div className={styles.form}>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={resend} disabled={blocked || sending} aria-describedby={blocked && next ? hintId : undefined}>
            <FormattedMessage id={sending ? 'account.verify.sending' : 'account.verify.resend'} />
          </button>
          <button type="button" className={styles.secondary} onClick={() => startReload(() => router.refresh())} disabled={reloading}>
            <FormattedMessage id="account.verify.reload" />
          </button>
        </div>
        {blocked && next ? (
          <p id={hintId} className={styles.hint}>
            <FormattedMessage id="account.verify.nextAt" values={{ time: next.label }} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
