'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './PaymentMethods.module.css';

export interface MethodActionsMenuProps {
  /** The method as the row names it ('Visa •••• 4242'): the menu button's name says whose options these are. */
  methodLabel: string;
  canMakePrimary: boolean;
  disabled: boolean;
  onMakePrimary: () => void;
  onDelete: () => void;
}

/**
 * The row's dropdown to set the method primary or delete it (spec 01 §2), a WAI-ARIA menu button:
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; the arrows, Home and
 * End move; Escape closes it and returns to the button; Tab or a click elsewhere closes it.
 */
export function MethodActionsMenu({ methodLabel, canMakePrimary, disabled, onMakePrimary, onDelete }: MethodActionsMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const which = focusOnOpen.current;
    focusOnOpen.current = null;
    if (which) (which === 'first' ? items()[0] : items().at(-1))?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openMenu = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (action: () => void) => {
    close(true);
    action();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={disabled}
        onClick={() => (open ? close(false) : openMenu(null))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="visually-hidden">{intl.formatMessage({ id: 'account.paymentMethods.actions' }, { method: methodLabel })}</span>
        <span aria-hidden="true" className={styles.dots}>
          ⋯
        </span>
      </button>
      <ul id={menuId} role="menu" aria-label={intl.formatMessage({ id: 'account.paymentMethods.actions' }, { method: methodLabel })} className={styles.menu} hidden={!open} ref={menuRef} onKeyDown={onMenuKeyDown}>
        {canMakePrimary ? (
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={styles.menuItem} onClick={() => choose(onMakePrimary)}>
              {intl.formatMessage({ id: 'account.paymentMethods.makePrimary' })}
            </button>
          </li>
        ) : null}
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={styles.menuItem} data-tone="danger" onClick={() => choose(onDelete)}>
            {intl.formatMessage({ id: 'account.paymentMethods.delete' })}
          </button>
        </li>
      </ul>
    </div>
  );
}
