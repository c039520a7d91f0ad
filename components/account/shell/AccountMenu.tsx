import Link from 'next/link';
import { FormattedMessage } from 'react-intl';
import type { AccountMenuEntry } from '@/lib/domain/account-menu';
import type { AccountPage } from '@/lib/ticketing/schemas/seller';
import { ExternalMark } from '@/components/ui/ExternalMark';
import { AddressCard } from './AddressCard';
import { ScrollCurrentIntoView } from './ScrollCurrentIntoView';
import styles from './AccountShell.module.css';

export interface AccountMenuCustomer {
  name?: string | undefined;
  email?: string | undefined;
  number?: string | undefined;
  /** The address as display lines; absent when there is none or the shop hides personal information. */
  addressLines?: readonly string[] | undefined;
}

export interface AccountMenuProps {
  entries: readonly AccountMenuEntry[];
  current: AccountPage;
  customer: AccountMenuCustomer;
  /** The seller's support URL with the account-deletion template; no link without one. */
  deleteAccountHref?: string | undefined;
}

/**
 * The left account menu (spec 01 §2): who is logged in, then the entries the menu rule allows for
 * this customer, the current one marked for assistive technology. Phones get a horizontal scroller.
 */
export function AccountMenu({ entries, current, customer, deleteAccountHref }: AccountMenuProps) {
  return (
    <div className={styles.menu}>
      <div className={styles.customer}>
        {customer.name ? <p className={styles.customerName}>{customer.name}</p> : null}
        {customer.email ? <p className={styles.customerEmail}>{customer.email}</p> : null}
        {customer.number ? (
          <p className={styles.customerNumber}>
            <FormattedMessage id="account.menu.customerNumber" values={{ number: customer.number }} />
          </p>
        ) : null}
        {customer.addressLines && customer.addressLines.length > 0 ? <AddressCard lines={customer.addressLines} /> : null}
      </div>
      <nav className={styles.nav} aria-labelledby="account-menu-label">
        <h2 id="account-menu-label" className="visually-hidden">
          <FormattedMessage id="account.menu.label" />
        </h2>
        <ul className={styles.entries} data-scroller>
          {entries.map((entry) => (
            <li key={entry.page}>
              {entry.external ? (
                <a className={styles.entry} href={entry.href}>
                  <FormattedMessage id={`account.menu.${entry.page}`} />
                  <ExternalMark />
                </a>
              ) : (
                <Link className={styles.entry} href={entry.href} aria-current={entry.page === current ? 'page' : undefined}>
                  <FormattedMessage id={`account.menu.${entry.page}`} />
                </Link>
              )}
            </li>
          ))}
        </ul>
        <ScrollCurrentIntoView />
      </nav>
      {deleteAccountHref ? (
        <a className={styles.deleteAccount} href={deleteAccountHref}>
          <FormattedMessage id="account.menu.deleteAccount" />
          <ExternalMark />
        </a>
      ) : null}
    </div>
  );
}
