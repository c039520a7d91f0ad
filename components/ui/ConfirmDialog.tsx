'use client';

import { useRef, type ReactNode } from 'react';
import { Dialog } from './Dialog';
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
 * A confirmation: the Dialog as an alertdialog with Cancel and Confirm, shown while mounted. Focus
 * starts on Cancel (the safe answer); everything else (Tab, Escape, a dialog opened from the cart
 * panel, focus back to the opener) is the Dialog's.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, tone = 'default' }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" size="small" title={title} description={children} onClose={onCancel} busy={busy} initialFocusRef={cancelRef}>
      <div className={styles.actions}>
        <button ref={cancelRef} type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} data-tone={tone} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
