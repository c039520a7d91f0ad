'use client';

import { useIntl } from 'react-intl';
import { useMenuButton } from '@/components/ui/useMenuButton';
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
  const { menuId, open, rootRef, buttonRef, menuRef, close, toggle, onButtonKeyDown, onMenuKeyDown } = useMenuButton();

  const choose = (action: () => void) => {
    close(true);
    action();
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
        onClick={toggle}
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
