'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './AccountShell.module.css';

/**
 * The menu's hover address (spec 01 §2) as a toggletip: it opens on hover and on keyboard focus,
 * a click pins it, Escape closes it (WCAG 1.4.13: dismissable without moving pointer or focus).
 * The address is also the button's description, so a screen reader hears it on focus.
 */
export function AddressCard({ lines }: { lines: readonly string[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const cardId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const open = !dismissed && (hovered || focused || pinned);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDismissed(true);
        setPinned(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.addressRoot}
      onPointerEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className={styles.addressButton}
        aria-expanded={open}
        aria-describedby={cardId}
        onFocus={() => {
          setDismissed(false);
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => {
          setDismissed(false);
          setPinned((value) => !value);
        }}
      >
        <FormattedMessage id="account.menu.address" />
      </button>
      <div id={cardId} role="tooltip" className={styles.addressCard} data-open={open || undefined}>
        {lines.map((line, index) => (
          <span key={index} className={styles.addressLine}>
            {line}
          </span>
        ))}
      </div>
    </div>
  );
}
