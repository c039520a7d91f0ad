'use client';

import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/Icon';
import pillStyles from '@/components/shop/Pill.module.css';
import { formatCountdown, isFinalMinute } from '@/lib/domain/countdown';
import { isOpenCart, itemCount } from './cart-view';
import { useCart, useCartActions } from './cart-store';
import { useCountdown } from './useCountdown';
import { CountdownAnnouncer } from './CountdownAnnouncer';
import styles from './CartPill.module.css';

// The panel is loaded when it is about to be needed (idle time with a cart, hover, focus), which
// keeps it out of the JavaScript every shop page needs before it becomes interactive.
const loadPanel = () => import('./CartPanel');
const CartPanel = lazy(() => loadPanel().then((module) => ({ default: module.CartPanel })));

/**
 * The cart pill of the seller navigation bar (spec 02 §2, spec 01 §2): the number of ticket and
 * product units and, while a cart is open, the time left; it opens and closes the cart panel.
 * When the time is up the cart is refetched (the server then answers it as expired).
 */
export function CartPill() {
  const intl = useIntl();
  const { refresh } = useCartActions();
  const { data: cart } = useCart();
  const [open, setOpen] = useState(false);
  const [expiredKey, setExpiredKey] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cartKey = cart ? `${cart._id}:${cart.expiresAt ?? ''}` : null;
  const active = isOpenCart(cart) && cartKey !== expiredKey ? cart : undefined;
  const count = active ? itemCount(active) : 0;
  const timed = !!active?.expiresAt;

  // Navigating (Details and pay, Continue shopping, browser back) closes the panel.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (count === 0) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void loadPanel());
  }, [count]);

  const onExpire = useCallback(() => {
    setExpiredKey(cartKey);
    void refresh();
  }, [cartKey, refresh]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${pillStyles.pill} ${styles.button}`}
        data-variant="cart"
        data-timed={timed || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon name="cart" />
        {/* While the time shows, it takes the word's place, so the bar does not grow. */}
        {timed ? null : (
          <span aria-hidden="true" className={pillStyles.text}>
            {intl.formatMessage({ id: 'cartPill.text' })}
          </span>
        )}
        <span aria-hidden="true" className={pillStyles.count}>
          {count}
        </span>
        {active?.expiresAt ? <PillTime key={active.expiresAt} expiresAt={active.expiresAt} onExpire={onExpire} /> : null}
        <span className="visually-hidden">{intl.formatMessage({ id: 'cartPill.label' }, { count })}</span>
      </button>
      {active?.expiresAt ? <CountdownAnnouncer key={active.expiresAt} expiresAt={active.expiresAt} /> : null}
      {open ? (
        <Suspense fallback={null}>
          <CartPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The time left inside the pill: visual only, CountdownAnnouncer carries the announcements. */
function PillTime({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const { ms } = useCountdown(expiresAt, onExpire);
  return (
    <span aria-hidden="true" className={styles.time} data-final-minute={isFinalMinute(ms) || undefined}>
      {formatCountdown(ms)}
    </span>
  );
}
