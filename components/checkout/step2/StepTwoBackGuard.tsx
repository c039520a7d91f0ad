'use client';

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouter } from 'next/navigation';
import { useCartActions } from '@/components/cart/cart-store';
import { Dialog } from '@/components/ui/Dialog';
import fieldStyles from '../personalization/fields/fields.module.css';
import styles from './step2.module.css';

/** Marks the copy of the step-2 entry this guard pushes. */
const GUARD_KEY = '__checkoutStep2Guard';

const isGuardState = (state: unknown) => typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_KEY] === true;

/** A copy of the current entry keeping the router's own state, so Next restores the same page when it is popped. */
function pushGuard() {
  window.history.pushState({ ...(window.history.state as object | null), [GUARD_KEY]: true }, '', window.location.href);
}

export interface StepTwoBackGuardProps {
  /** The event page the buyer lands on after aborting (step 1 of this event, fresh). */
  eventHref: string;
  /** Off while a payment is in flight or done: back then is not a question about the order. */
  active: boolean;
}

/**
 * Browser back from step 2 (spec 02 §2): a copy of the step-2 history entry sits on top, so the back
 * press pops the copy and stays on this page; the guard then asks. Yes aborts the checkout
 * (the cart store's abort) and goes to the event page; No pushes the copy again and keeps the order. An abort
 * that fails says so, stays in checkout and refreshes the cart (spec 02 §8).
 */
export function StepTwoBackGuard({ eventHref, active }: StepTwoBackGuardProps) {
  const intl = useIntl();
  const router = useRouter();
  const cartActions = useCartActions();
  const [asking, setAsking] = useState(false);
  const [aborting, setAborting] = useState(false);
  const [failed, setFailed] = useState(false);
  const activeRef = useRef(active);
  const guardedHref = useRef<string | null>(null);

  useEffect(() => {
    activeRef.current = active;
    if (!active) return;
    guardedHref.current = window.location.href.replace(window.location.hash, '');
    if (!isGuardState(window.history.state)) pushGuard();
  }, [active]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      // Browser forward onto the copy, or a pop to another page, is not the back press we guard.
      if (isGuardState(event.state) || !activeRef.current) return;
      if (guardedHref.current && window.location.href.replace(window.location.hash, '') !== guardedHref.current) return;
      setFailed(false);
      setAsking(true);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const keep = () => {
    setAsking(false);
    if (!isGuardState(window.history.state)) pushGuard();
  };

  const abort = async () => {
    if (aborting) return;
    setAborting(true);
    setFailed(false);
    try {
      await cartActions.abort();
      activeRef.current = false;
      setAsking(false);
      router.replace(eventHref);
    } catch {
      setFailed(true);
    } finally {
      setAborting(false);
    }
  };

  return (
    <Dialog open={asking} role="alertdialog" title={intl.formatMessage({ id: 'checkout.step2.abort.title' })} onClose={keep} busy={aborting} size="small" describedBy="step2-abort-text">
      <p id="step2-abort-text" className={styles.dialogText}>
        {intl.formatMessage({ id: 'checkout.step2.abort.text' })}
      </p>
      {failed ? (
        <p role="alert" className={styles.errorText}>
          {intl.formatMessage({ id: 'checkout.step2.abort.failed' })}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={fieldStyles.secondaryButton} onClick={keep} disabled={aborting}>
          {intl.formatMessage({ id: 'checkout.step2.abort.keep' })}
        </button>
        <button type="button" className={fieldStyles.button} onClick={() => void abort()} disabled={aborting} aria-busy={aborting || undefined}>
          {intl.formatMessage({ id: 'checkout.step2.abort.confirm' })}
        </button>
      </div>
    </Dialog>
  );
}
