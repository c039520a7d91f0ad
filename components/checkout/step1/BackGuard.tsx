'use client';

import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCart, useCartActions } from '@/components/cart/cart-store';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import styles from './step1.module.css';

/** Marks the extra history entry this guard pushes, so it is pushed once however often the page renders. */
const GUARD_KEY = '__checkoutStep1Guard';

function hasOpenItems(cart: Checkout | null | undefined): boolean {
  if (!cart || (cart.status !== undefined && cart.status !== 'open')) return false;
  return (cart.items ?? []).some((item) => [...(item.tickets ?? []), ...(item.products ?? [])].some((line) => line.amount > 0));
}

function isGuardState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_KEY] === true;
}

/** A copy of the current entry, keeping the router's own state so Next restores the same page on popstate. */
function pushGuard() {
  window.history.pushState({ ...(window.history.state as object | null), [GUARD_KEY]: true }, '', window.location.href);
}

/**
 * Browser back at checkout step 1 asks whether to abort the order (spec 02 §2). While the cart has
 * items, a copy of the current history entry sits on top; pressing back pops it (the page stays),
 * and the popstate asks. Yes aborts the checkout and then really goes back; No pushes the copy
 * again so the next back asks again. The copy keeps the router's own state, so Next's popstate
 * handling of the same URL restores the same page.
 */
export function BackGuard() {
  const intl = useIntl();
  const cartActions = useCartActions();
  const { data: cart } = useCart();
  const guarded = hasOpenItems(cart);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [aborting, setAborting] = useState(false);
  const guardedRef = useRef(guarded);
  // Whether the entry below the current one is this page's own copy (pushed here, or found on return).
  const pushed = useRef(false);
  // The URL of the guarded page; a popstate to any other URL (browser forward to step 2) is not ours.
  const guardedHref = useRef<string | null>(null);

  useEffect(() => {
    guardedRef.current = guarded;
    if (isGuardState(window.history.state)) {
      pushed.current = true;
      guardedHref.current = window.location.href;
    } else if (guarded) {
      pushGuard();
      pushed.current = true;
      guardedHref.current = window.location.href;
    }
  }, [guarded]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      // Forward navigation back onto the guard entry is not a "back" press.
      if (isGuardState(event.state) || window.location.href !== guardedHref.current) return;
      if (guardedRef.current) {
        setFailed(false);
        setAsking(true);
      } else if (pushed.current) {
        // The cart emptied after the copy was pushed: the back press popped only the copy, so
        // finish what the buyer asked for instead of leaving them on the same page.
        pushed.current = false;
        window.history.back();
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const stay = () => {
    setAsking(false);
    // Back to the guarded state: the next back press asks again.
    if (guardedRef.current && !isGuardState(window.history.state)) pushGuard();
  };

  const abort = async () => {
    if (aborting) return;
    setAborting(true);
    setFailed(false);
    try {
      await cartActions.abort();
      guardedRef.current = false;
      pushed.current = false;
      setAsking(false);
      window.history.back();
    } catch {
      // Spec 02 §8: the view stays in checkout and refreshes.
      setFailed(true);
    } finally {
      setAborting(false);
    }
  };

  if (!asking) return null;
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'checkout.step1.abort.title' })}
      confirmLabel={intl.formatMessage({ id: 'checkout.step1.abort.yes' })}
      cancelLabel={intl.formatMessage({ id: 'checkout.step1.abort.no' })}
      onConfirm={() => void abort()}
      onCancel={stay}
      busy={aborting}
      tone="danger"
    >
      <p className={styles.dialogText}>
        <FormattedMessage id="checkout.step1.abort.text" />
      </p>
      {failed ? (
        <p role="alert" className={styles.fieldError}>
          <FormattedMessage id="checkout.step1.abort.failed" />
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
