'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import { call } from '@/lib/operations/call';
import { logOut } from '@/lib/operations/session';
import { clearOfflineTickets } from '@/lib/offline/clear';
import type { AccountMenuEntry } from '@/lib/domain/account-menu';
import { Icon } from '@/components/ui/Icon';
import { ExternalMark } from '@/components/ui/ExternalMark';
import { useToast } from '@/components/ui/Toasts';
import { useShop } from './ShopContext';
import styles from './Pill.module.css';
import { navigateTo } from '@/components/account/shell/navigate';
import menuStyles from '@/components/account/shell/AccountPillMenu.module.css';

export interface AccountPillProps {
  /** Where the account area starts (the login prompt when logged out). */
  accountHref: string;
  /** The first name, else the name, else the primary e-mail of the logged-in customer. */
  displayName?: string | undefined;
  /** The dropdown's entries (lib/domain/account-menu accountPillEntries); present exactly when logged in. */
  entries?: readonly AccountMenuEntry[] | undefined;
}

/**
 * Logged out: Log in. Logged in: the customer's name opening the account dropdown (spec 01 §2),
 * a WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first entry, ArrowUp on the
 * last; arrows, Home and End move; Escape closes and returns to the button; Tab leaves it.
 */
export function AccountPill({ accountHref, displayName, entries }: AccountPillProps) {
  if (!entries) {
    return (
      // Not prefetched: the account route carries the code of all eleven account pages, which a
      // visitor browsing events would download for nothing (bench/RESULTS.md).
      <Link href={accountHref} className={styles.pill} prefetch={false}>
        <Icon name="user" />
        <span className={`${styles.text} ${styles.shrinkable}`}>
          <FormattedMessage id="accountPill.login" />
        </span>
      </Link>
    );
  }
  return <AccountDropdown displayName={displayName} entries={entries} />;
}

function AccountDropdown({ displayName, entries }: { displayName?: string | undefined; entries: readonly AccountMenuEntry[] }) {
  const intl = useIntl();
  const toast = useToast();
  const shop = useShop();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Which item takes focus once the menu has rendered open.
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

  const logout = async () => {
    setLoggingOut(true);
    try {
      const { redirectTo } = await call(logOut, { params: { seller: shop.slug } });
      // The offline copies of the ticket pages go with the login (ADR 0025).
      await clearOfflineTickets();
      // A full navigation: the seller's own logout page may be another site, and in the shop it
      // drops every personal data the browser's caches still hold.
      navigateTo(redirectTo);
    } catch {
      setLoggingOut(false);
      toast.error(intl.formatMessage({ id: 'accountPill.logoutFailed' }));
    }
  };

  return (
    <div className={menuStyles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.pill}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu(null))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="user" />
        <span className={`${styles.text} ${styles.shrinkable}`}>{displayName ?? <FormattedMessage id="account.menu.edit" />}</span>
        <span className={menuStyles.chevron} aria-hidden="true" />
      </button>
      <ul id={menuId} role="menu" aria-label={displayName ?? intl.formatMessage({ id: 'account.menu.label' })} className={menuStyles.menu} hidden={!open} ref={menuRef} onKeyDown={onMenuKeyDown}>
        {entries.map((entry) => (
          <li key={entry.page} role="none">
            {entry.external ? (
              <a role="menuitem" tabIndex={-1} className={menuStyles.item} href={entry.href}>
                <FormattedMessage id={`account.menu.${entry.page}`} />
                <ExternalMark />
              </a>
            ) : (
              <Link role="menuitem" tabIndex={-1} className={menuStyles.item} href={entry.href} onClick={() => setOpen(false)}>
                <FormattedMessage id={`account.menu.${entry.page}`} />
              </Link>
            )}
          </li>
        ))}
        <li role="separator" className={menuStyles.separator} />
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={menuStyles.item} onClick={logout} disabled={loggingOut}>
            <FormattedMessage id={loggingOut ? 'accountPill.loggingOut' : 'accountPill.logout'} />
          </button>
        </li>
      </ul>
    </div>
  );
}
