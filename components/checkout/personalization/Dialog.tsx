'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true');
}

export interface DialogProps {
  open: boolean;
  /** The visible title; also the dialog's accessible name. */
  title: ReactNode;
  /** Escape and the close button call it; without it the dialog can only be left through its own buttons. */
  onClose?: (() => void) | undefined;
  /** alertdialog for confirmations and outcomes that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Receives focus on open; else the first focusable element, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Shows the × button in the header (needs onClose). */
  closeLabel?: string | undefined;
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
  /** Element ids describing the dialog (a message paragraph). */
  describedBy?: string | undefined;
}

/**
 * A modal dialog in a portal (spec 02 §2 modals): labelled by its title, focus moved in on open and
 * kept inside (Tab wraps), Escape closes when closing is allowed, focus returns to the opener.
 *
 * Not the native <dialog>: Chromium closes a modal <dialog> on a second Escape even when `cancel`
 * is prevented, and the payment processing modal must close only through Try again. Everything
 * outside the open dialog is made `inert`, which also keeps screen readers and clicks inside.
 */
export function Dialog({ open, title, onClose, role = 'dialog', initialFocusRef, closeLabel, size = 'medium', children, describedBy }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const host = document.createElement('div');
    host.dataset.dialogHost = '';
    document.body.appendChild(host);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Only what this dialog made inert is restored, so a dialog opened over another keeps the first one's work.
    const madeInert = [...document.body.children].filter((element) => element !== host && !element.hasAttribute('inert'));
    for (const element of madeInert) element.setAttribute('inert', '');
    const previousOverflow = document.body.style.overflow;
    const previousPadding = document.body.style.paddingRight;
    // Locking the scroll removes the scrollbar; padding in its place keeps the page from shifting sideways.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    // The portal target is created here, after mount, so the first render cannot differ between server and browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContainer(host);
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      document.body.style.paddingRight = previousPadding;
      host.remove();
      setContainer(null);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!container || !panelRef.current) return;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? focusableIn(panel).find((element) => element.dataset.dialogClose === undefined) ?? panel;
    target.focus();
    // Focus once per opening; later prop changes must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);

  if (!open || !container) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    // Portals bubble React events to the parent tree: a nested dialog's keys are its own business.
    if (!panel || !(event.target instanceof Node) || !panel.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (onCloseRef.current) {
        event.preventDefault();
        onCloseRef.current();
      }
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(panel);
    if (focusable.length === 0) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose && closeLabel ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} data-dialog-close="">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    container,
  );
}
