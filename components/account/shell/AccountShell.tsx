import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { accountDeletionHref, type AccountMenuEntry } from '@/lib/domain/account-menu';
import type { Customer } from '@/lib/ticketing/schemas/customer';
import type { AccountPage, Seller } from '@/lib/ticketing/schemas/seller';
import { AccountMenu, type AccountMenuCustomer } from './AccountMenu';
import styles from './AccountShell.module.css';

/** The address as display lines: street, postal code and city, state, country (named in the page's language). */
export function addressLines(intl: Pick<IntlShape, 'locale'>, location: Customer['location']): string[] {
  if (!location) return [];
  let country = location.country ?? undefined;
  if (country) {
    try {
      country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(country.toUpperCase()) ?? country;
    } catch {
      // An unknown code is shown as it is.
    }
  }
  const cityLine = [location.postal, location.city].filter(Boolean).join(' ');
  return [location.street, cityLine, location.state, country].filter((line): line is string => Boolean(line && line.trim()));
}

export interface AccountShellProps {
  seller: Pick<Seller, 'supportUrl' | 'shopSettings'>;
  customer: Customer;
  entries: readonly AccountMenuEntry[];
  page: AccountPage;
  intl: IntlShape;
  children: ReactNode;
}

/** The account layout (spec 01 §2): the menu on the left, the page's screen on the right. */
export function AccountShell({ seller, customer, entries, page, intl, children }: AccountShellProps) {
  const hidePersonal = seller.shopSettings?.hidePersonalInformation === true;
  const menuCustomer: AccountMenuCustomer = {
    name: customer.name ?? ([customer.prename, customer.lastname].filter(Boolean).join(' ') || undefined),
    email: customer.primaryEmail,
    number: customer.number,
    // A shop that hides personal information shows no address either.
    addressLines: hidePersonal ? undefined : addressLines(intl, customer.location),
  };
  const deleteHref = accountDeletionHref(seller.supportUrl, {
    subject: intl.formatMessage({ id: 'account.delete.subject' }),
    body: intl.formatMessage({ id: 'account.delete.body' }, { number: customer.number ?? '', email: customer.primaryEmail ?? '' }),
  });
  return (
    <div className={`page ${styles.shell}`}>
      <AccountMenu entries={entries} current={page} customer={menuCustomer} deleteAccountHref={deleteHref} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
