'use client';

import { useState } from 'react';
import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import { call } from '@/lib/operations/call';
import { logOut } from '@/lib/operations/session';
import { clearOfflineTickets } from '@/lib/offline/clear';
import type { AccountMenuEntry } from '@/lib/domain/account-menu';
import { Icon } from '@/components/ui/Icon';
import { ExternalMark } from '@/components/ui/ExternalMark';
import { useToast } from '@/components/ui/Toasts';
import { useMenuButton } from '@/components/ui/useMenuButton';
import { useShop } from './ShopContext';
import { useAccountState } from './account-header';
import styles from './Pill.module.css';
import { navigateTo } from '@/components/account/shell/navigate';
import menuStyles from '@/components/account/shell/AccountPillMenu.module.css';

export interface AccountPillProps {
  /** Where the account area starts (the login prompt when logged out). */
  accountHref: string;
}

/**
 * Logged out: Log in. Logged in: the customer's name opening the account dropdown (spec 01 §2),
 * a WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first entry, ArrowUp on the
 * last; arrows, Home and End move; Escape closes and returns to the button; Tab leaves it.
 */
export function AccountPill({ accountHref }: AccountPillProps) {
  // Until the browser knows who is logged in, Log in: it leads to the account area either way.
  const account = useAccountState();
  const entries = account?.entries;
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
  return <AccountDropdown displayName={account.displayName} entries={entries} />;
}

function AccountDropdown({ displayName, entries }: { displayName?: string | undefined; entries: readonly AccountMenuEntry[] }) {
  const intl = useIntl();
  const toast = useToast();
  const shop = useShop();
  const [loggingOut, setLoggingOut] = useState(false);
  const { menuId, open, rootRef, buttonRef, menuRef, close, toggle, onButtonKeyDown, onMenuKeyDown } = useMenuButton();

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
        onClick={toggle}
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
              <Link role="menuitem" tabIndex={-1} className={menuStyles.item} href={entry.href} onClick={() => close(false)}>
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
