'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './NavMenu.module.css';

/**
 * The hamburger menu of the seller navigation bar. It holds the section links that do not fit in
 * the bar (on narrow screens: all of them). Escape or a click outside closes it.
 */
export function NavMenu({ children, barLinksInMenuOnMobile }: { children: ReactNode; barLinksInMenuOnMobile: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef} data-nav-menu="" data-mobile-only={barLinksInMenuOnMobile ? undefined : 'true'}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.icon} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className={styles.label}>{intl.formatMessage({ id: 'nav.menu.open' })}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
