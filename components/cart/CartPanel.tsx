'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import Link from 'next/link';
import { useIntl } from 'react-intl';
import { useShop } from '@/components/shop/ShopContext';
import { CloseButton } from '@/components/ui/CloseButton';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toasts';
import { trapTab } from '@/components/ui/focus-trap';
import { lockBodyScroll } from '@/components/ui/scroll-lock';
import { stackLines } from '@/lib/domain/stacking';
import { netTotals } from '@/lib/domain/net-totals';
import type { CartLine, Checkout } from '@/lib/ticketing/schemas/checkout';
import { cartCoupons, cartCredits, cartDiscounts, cartFees, cartLines, cartNetLines, cartTotal, detailsAndPayHref, furtherLinesOf, isOpenCart, isRemovableLine, itemCount, startAgainHref } from './cart-view';
import { useCart, useCartActions } from './cart-store';
import { CartCountdown } from './CartCountdown';
import { CartFees } from './CartFees';
import { CartLineItem } from './CartLineItem';
import { SkeletonBars } from '@/components/ui/SkeletonBars';
import styles from './CartPanel.module.css';

export interface CartPanelProps {
  /** The id the cart pill's aria-controls names. */
  id: string;
  /** Closes the panel; the pill takes focus back. */
  onClose: () => void;
}

/** Remembers in this tab which expired checkout the buyer has already seen expire, so it shows as empty afterwards. */
const SEEN_EXPIRED_KEY = 'cart.expiredSeen';

function seenExpired(): string | null {
  try {
    return sessionStorage.getItem(SEEN_EXPIRED_KEY);
  } catch {
    return null;
  }
}

function markExpiredSeen(id: string) {
  try {
    sessionStorage.setItem(SEEN_EXPIRED_KEY, id);
  } catch {
    // Storage can be unavailable (privacy modes); the expiry notice then shows once more.
  }
}

/**
 * The cart panel (spec 01 §2, §4; ADR 0009): a modal side panel with the countdown, item count,
 * lines with the Remove → Remove / Keep flow, fees, discounts and total, Cancel order, Details and
 * pay and Continue shopping. Mounted while open; focus moves in, stays in, and Escape closes.
 */
export function CartPanel({ id, onClose }: CartPanelProps) {
  const intl = useIntl();
  const shop = useShop();
  const cartActions = useCartActions();
  const toast = useToast();
  const query = useCart();
  const cart = query.data;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [further, setFurther] = useState<{ lineId: string; lines: CartLine[] } | null>(null);
  const [abort, setAbort] = useState<'idle' | 'confirming' | 'busy'>('idle');
  const [expiredKey, setExpiredKey] = useState<string | null>(null);
  // After a removal or cancel: where the removed button was, applied once the new cart is rendered.
  const focusAfter = useRef<{ index: number; before: Checkout | null | undefined } | null>(null);

  useEffect(() => {
    // The panel itself takes focus first, so a screen reader reads its name before the content.
    panelRef.current?.focus();
    return lockBodyScroll();
  }, []);

  useEffect(() => {
    const request = focusAfter.current;
    if (!request || request.before === cart) return;
    focusAfter.current = null;
    const panel = panelRef.current;
    const active = document.activeElement;
    // A decremented line's own Remove button already has focus back.
    if (!panel || (active && active !== document.body && active !== panel && panel.contains(active))) return;
    const buttons = [...panel.querySelectorAll<HTMLElement>('[data-remove]:not(:disabled)')];
    (buttons[Math.min(request.index, buttons.length - 1)] ?? titleRef.current)?.focus();
  });

  const cartKey = cart ? `${cart._id}:${cart.expiresAt ?? ''}` : null;
  // The countdown reached zero before the server's answer says so: show the expiry at once.
  const expiredHere = cartKey !== null && cartKey === expiredKey;
  const open = isOpenCart(cart) && !expiredHere;
  const expired = !!cart && !open && (cart.status === 'expired' || expiredHere) && seenExpired() !== cart._id;
  const lines = open ? stackLines(cartLines(cart)) : [];
  const removableIds = lines.filter(isRemovableLine).map((line) => line._id);
  const currency = cart?.currency ?? shop.currency;
  const netTaxName = shop.netPrices ? shop.taxName : undefined;

  const onExpire = useCallback(() => {
    setExpiredKey(cartKey);
    setConfirmingId(null);
    setFurther(null);
    setAbort('idle');
    void cartActions.refresh();
  }, [cartKey, cartActions]);

  const remove = async (lineId: string, confirm: boolean) => {
    const index = Math.max(0, removableIds.indexOf(lineId));
    setPendingId(lineId);
    try {
      focusAfter.current = { index, before: cart };
      await cartActions.remove(lineId, confirm);
      setFurther(null);
      setConfirmingId(null);
    } catch (error) {
      focusAfter.current = null;
      const lines = confirm ? undefined : furtherLinesOf(error);
      if (lines) {
        setFurther({ lineId, lines });
      } else {
        // Spec 01 §8: an error notification; the cart stays as it was.
        setFurther(null);
        setConfirmingId(null);
        toast.error(intl.formatMessage({ id: 'cart.remove.error' }));
      }
    } finally {
      setPendingId(null);
    }
  };

  const cancelOrder = async () => {
    setAbort('busy');
    try {
      focusAfter.current = { index: 0, before: cart };
      await cartActions.abort();
    } catch {
      focusAfter.current = null;
      // Spec 02 §8: the abort failed; say so and show the cart as the server now has it.
      toast.error(intl.formatMessage({ id: 'cart.abort.error' }));
    } finally {
      setAbort('idle');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    trapTab(event, panelRef.current);
  };

  const shopHref = `/${encodeURIComponent(shop.slug)}`;
  const detailsHref = open ? detailsAndPayHref(shop.slug, cart) : undefined;
  const count = open ? itemCount(cart) : 0;

  let body;
  if (query.isPending) {
    body = (
      <div className={styles.state} role="status">
        <p>{intl.formatMessage({ id: 'cart.panel.loading' })}</p>
        <SkeletonBars />
      </div>
    );
  } else if (query.isError && cart === undefined) {
    body = (
      <div className={styles.state}>
        <p role="alert">{intl.formatMessage({ id: 'cart.panel.loadError' })}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void query.refetch()}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </button>
      </div>
    );
  } else if (expired && cart) {
    body = <ExpiredState href={startAgainHref(shop.slug, cart)} onStartAgain={() => {
      markExpiredSeen(cart._id);
      onClose();
    }} />;
  } else if (!open) {
    body = (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{intl.formatMessage({ id: 'cart.panel.empty.title' })}</p>
        <p>{intl.formatMessage({ id: 'cart.panel.empty.text' })}</p>
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.status}>
          {cart.expiresAt ? <CartCountdown key={cart.expiresAt} expiresAt={cart.expiresAt} onExpire={onExpire} /> : null}
          <div className={styles.countRow}>
            <p className={styles.count}>{intl.formatMessage({ id: 'cart.panel.itemCount' }, { count })}</p>
            <button type="button" className={styles.linkButton} onClick={() => setAbort('confirming')} disabled={abort !== 'idle' || pendingId !== null}>
              {intl.formatMessage({ id: 'cart.panel.cancelOrder' })}
            </button>
          </div>
        </div>
        <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'cart.panel.lines' })}>
          {lines.map((line) => (
            <CartLineItem
              key={line._id}
              line={line}
              currency={currency}
              netTaxName={netTaxName}
              timeZone={shop.timezone}
              confirming={confirmingId === line._id}
              busy={pendingId === line._id}
              locked={pendingId !== null && pendingId !== line._id}
              onRemove={() => setConfirmingId(line._id)}
              onConfirm={() => void remove(line._id, false)}
              onKeep={() => setConfirmingId(null)}
            />
          ))}
        </ul>
        <CartFees fees={cartFees(cart)} discounts={cartDiscounts(cart)} coupons={cartCoupons(cart)} credits={cartCredits(cart)} total={cartTotal(cart)} currency={currency} net={netTaxName ? { taxName: netTaxName, totals: netTotals(cartNetLines(cart)) } : undefined} />
      </>
    );
  }

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" onMouseDown={onClose} />
      <div ref={panelRef} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
            {intl.formatMessage({ id: 'cart.panel.title' })}
          </h2>
          <CloseButton label={intl.formatMessage({ id: 'cart.panel.close' })} onClick={onClose} />
        </div>
        <div className={styles.body}>{body}</div>
        {expired ? null : (
          <div className={styles.footer}>
            {detailsHref ? (
              <Link href={detailsHref} className={styles.primaryButton} onClick={onClose}>
                {intl.formatMessage({ id: 'cart.panel.detailsAndPay' })}
              </Link>
            ) : null}
            <Link href={shopHref} className={styles.secondaryButton} onClick={onClose}>
              {intl.formatMessage({ id: 'cart.panel.continueShopping' })}
            </Link>
          </div>
        )}
        {further ? (
          <ConfirmDialog
            title={intl.formatMessage({ id: 'cart.remove.further.title' })}
            confirmLabel={intl.formatMessage({ id: 'cart.remove.further.confirm' })}
            cancelLabel={intl.formatMessage({ id: 'cart.remove.further.cancel' })}
            tone="danger"
            busy={pendingId !== null}
            onConfirm={() => void remove(further.lineId, true)}
            onCancel={() => {
              setFurther(null);
              setConfirmingId(null);
            }}
          >
            <p>{intl.formatMessage({ id: 'cart.remove.further.text' })}</p>
            <ul className={styles.furtherList}>
              {further.lines.map((line) => (
                <li key={line._id}>
                  {intl.formatMessage({ id: 'cart.line.nameWithAmount' }, { amount: line.amount, name: line.name || intl.formatMessage({ id: 'cart.line.unnamed' }) })}
                </li>
              ))}
            </ul>
          </ConfirmDialog>
        ) : null}
        {abort !== 'idle' ? (
          <ConfirmDialog
            title={intl.formatMessage({ id: 'cart.abort.title' })}
            confirmLabel={intl.formatMessage({ id: 'cart.abort.confirm' })}
            cancelLabel={intl.formatMessage({ id: 'cart.abort.keep' })}
            tone="danger"
            busy={abort === 'busy'}
            onConfirm={() => void cancelOrder()}
            onCancel={() => setAbort('idle')}
          >
            <p>{intl.formatMessage({ id: 'cart.abort.text' })}</p>
          </ConfirmDialog>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** Spec 01 leaves expiry open; ADR 0009: say the reservation expired and offer to start again. */
function ExpiredState({ href, onStartAgain }: { href: string; onStartAgain: () => void }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The lines that had focus are gone: the notice takes it, and a screen reader reads it.
    headingRef.current?.focus();
  }, []);
  return (
    <div className={styles.state}>
      <p ref={headingRef} tabIndex={-1} className={styles.stateTitle}>
        {intl.formatMessage({ id: 'cart.expired.title' })}
      </p>
      <p>{intl.formatMessage({ id: 'cart.expired.text' })}</p>
      <Link href={href} className={styles.primaryButton} onClick={onStartAgain}>
        {intl.formatMessage({ id: 'cart.expired.startAgain' })}
      </Link>
    </div>
  );
}
