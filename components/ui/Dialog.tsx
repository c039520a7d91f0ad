'use client';

import { useId, useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CloseButton } from './CloseButton';
import { focusableIn, trapTab } from './focus-trap';
import { lockBodyScroll } from './scroll-lock';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** Shown while true; a caller may instead mount the dialog only while it is open (the default). */
  open?: boolean | undefined;
  /** The visible title; also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title (the event a ticket modal is about); not part of the name. */
  subtitle?: ReactNode | undefined;
  /** What the dialog asks or says, shown first in its body; its accessible description. */
  description?: ReactNode | undefined;
  /** Ids of elements inside the content that describe the dialog, where the text cannot come first. */
  describedBy?: string | undefined;
  /**
   * Escape, a click on the backdrop and (in a `dialog`) the × button call it. Without it the dialog
   * is left only through its own buttons.
   */
  onClose?: (() => void) | undefined;
  /** While an action of the dialog runs: Escape, the backdrop and × do nothing. */
  busy?: boolean | undefined;
  /**
   * `dialog` takes focus itself, so a screen reader reads the title before the content, and has ×.
   * `alertdialog` asks for an answer: focus goes to its first control, and it has no ×.
   */
  role?: 'dialog' | 'alertdialog' | undefined;
  /** Receives focus on open instead (the safe answer of a confirmation). */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  size?: 'small' | 'medium' | 'large' | undefined;
  /** Off where a stray click beside the content must not throw away what was typed into it. */
  closeOnBackdrop?: boolean | undefined;
  /** Keys of the content besides Escape and Tab (the arrow keys of the ticket viewer). */
  onKeyDown?: ((event: KeyboardEvent<HTMLDivElement>) => void) | undefined;
  children?: ReactNode;
}

const noSubscription = () => () => undefined;

/**
 * The modal dialog of the app (spec 02 §2 modals), rendered in a portal over the page: labelled by
 * its title, focus moved in on open and kept inside (Tab wraps), Escape closes unless busy, the page
 * behind is inert and does not scroll, and focus returns to the opener on close if that is still
 * there and enabled (a caller that removed it moves focus itself). On a phone it is a full-width
 * sheet at the bottom of the screen.
 *
 * Not the native <dialog>: Chromium closes a modal <dialog> on a second Escape even when `cancel`
 * is prevented, and the payment processing modal must close only through Try again. The toast
 * region stays outside the inert page (it carries `data-above-dialogs`), so a notification shown
 * while a dialog is open is still announced and can be dismissed.
 */
export function Dialog({
  open = true,
  title,
  subtitle,
  description,
  describedBy,
  onClose,
  busy = false,
  role = 'dialog',
  initialFocusRef,
  size = 'medium',
  closeOnBackdrop = true,
  onKeyDown,
  children,
}: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The portal needs document.body: false on the server and while hydrating, so both render nothing.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const shown = open && inBrowser;

  // A layout effect: it runs before the content's own effects, so the opener is known before
  // anything inside (a form focusing its first field) takes focus.
  useLayoutEffect(() => {
    const backdrop = backdropRef.current;
    const panel = panelRef.current;
    if (!shown || !backdrop || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Only what this dialog made inert is restored, so a dialog opened over another keeps the first one's work.
    const madeInert = [...document.body.children].filter((element) => element !== backdrop && !element.hasAttribute('inert') && !element.hasAttribute('data-above-dialogs'));
    for (const element of madeInert) element.setAttribute('inert', '');
    const releaseScroll = lockBodyScroll();
    const target = initialFocusRef?.current ?? (role === 'alertdialog' ? focusableIn(panel)[0] : undefined) ?? panel;
    target.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      releaseScroll();
      if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
    };
    // Focus moves in once per opening; later changes of role or focus target must not pull it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  if (!shown) return null;

  const closable = onClose !== undefined && !busy;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A modal owns its keys: the cart panel or ticket viewer underneath must not act on them.
    event.stopPropagation();
    const panel = panelRef.current;
    if (!panel || !(event.target instanceof Node) || !panel.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (closable) onClose();
      return;
    }
    if (trapTab(event, panel)) return;
    onKeyDown?.(event);
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && closeOnBackdrop && closable) onClose();
  };

  const describedByIds = [description ? descriptionId : undefined, describedBy].filter(Boolean).join(' ') || undefined;

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop} onMouseDown={onBackdropMouseDown}>
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedByIds}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={styles.panel}
        data-size={size}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {onClose && role === 'dialog' ? <CloseButton label={intl.formatMessage({ id: 'dialog.close' })} onClick={onClose} disabled={busy} className={styles.close} /> : null}
        </div>
        <div className={styles.body}>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
