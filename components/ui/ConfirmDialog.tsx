'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from './focus-trap';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What confirming does; the dialog's description. */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Escape and a click outside. */
  onCancel: () => void;
  /** While the confirmed action runs: both buttons disabled, Escape ignored. */
  busy?: boolean | undefined;
  /** A destructive action gets the danger colour. */
  tone?: 'danger' | 'default' | undefined;
}

/**
 * A confirmation as a modal alertdialog, shown while mounted. Focus starts on the cancel button (the
 * safe answer), Tab stays inside, Escape cancels, and on unmount focus goes back to the element that
 * was focused before, if it is still there; a caller that removed that element moves focus itself.
 * Key events stop here, so a dialog opened from another modal (the cart panel) does not close it.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, tone = 'default' }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The portal target exists only in the browser; the dialog never renders on the server.
  const [host] = useState(() => (typeof document === 'undefined' ? null : document.body));

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) onCancel();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  if (!host) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        aria-busy={busy || undefined}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={textId} className={styles.text}>
          {children}
        </div>
        <div className={styles.actions}>
          <button ref={cancelRef} type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={styles.confirm} data-tone={tone} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    host,
  );
}
