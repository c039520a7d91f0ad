// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider, createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { AccountMenu } from '../../components/account/shell/AccountMenu.tsx';
import { AccountShell, addressLines } from '../../components/account/shell/AccountShell.tsx';
import { accountMenuEntries, type AccountMenuInput } from '../../lib/domain/account-menu.ts';
import type { Customer } from '../../lib/ticketing/schemas/customer.ts';

const ALL_ON = { ticketTransfers: true, subscriptions: true, customerPaymentMethods: true, purchaseIntents: true, paymentPlans: true, memberships: true, resell: true };

const riverside: AccountMenuInput = {
  seller: { _id: 'sel_riverside', slug: 'riverside-live', features: ALL_ON, shopSettings: {} },
  customer: { _account: { loginType: 'password' } },
  enrolledInMembership: true,
  hasResellOffers: true,
};

const alex: Customer = {
  _id: 'cus_alex',
  name: 'Alex Morgan',
  prename: 'Alex',
  lastname: 'Morgan',
  primaryEmail: 'alex.morgan@example.com',
  number: '100045',
  verified: true,
  location: { street: '22 Bankside Row', postal: 'SE1 9JT', city: 'London', state: null, country: 'GB' },
  _account: { loginType: 'password' },
};

const inIntl = (node: React.ReactNode, locale = 'en') => render(<IntlProvider locale={locale} messages={locale === 'de' ? de : en}>{node}</IntlProvider>);

const customer = { name: 'Alex Morgan', email: 'alex.morgan@example.com', number: '100045', addressLines: ['22 Bankside Row', 'SE1 9JT London', 'United Kingdom'] };

describe('AccountMenu', () => {
  it('shows who is logged in: name, primary e-mail and customer number', () => {
    inIntl(<AccountMenu entries={accountMenuEntries(riverside)} current="tickets" customer={customer} />);
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('alex.morgan@example.com')).toBeInTheDocument();
    expect(screen.getByText('Customer no. 100045')).toBeInTheDocument();
  });

  it('lists the entries of the menu rule in order, the current page marked', () => {
    inIntl(<AccountMenu entries={accountMenuEntries(riverside)} current="transactions" customer={customer} />);
    const nav = screen.getByRole('navigation', { name: 'My account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tickets',
      'Ticket transfers',
      'Orders',
      'Subscriptions',
      'Purchase intents',
      'Secondary market',
      'Payment plans',
      'Memberships',
      'My account',
      'Payment methods',
      'Security',
    ]);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/riverside-live/account/transactions');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows only what the rule allows: a small shop with features off', () => {
    const small: AccountMenuInput = { ...riverside, seller: { ...riverside.seller, features: {} }, enrolledInMembership: false, hasResellOffers: false };
    inIntl(<AccountMenu entries={accountMenuEntries(small)} current="tickets" customer={customer} />);
    expect(within(screen.getByRole('navigation')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Tickets', 'Orders', 'My account', 'Security']);
  });

  it('leads My account to the custom account settings URL, marked as leaving the shop', () => {
    const custom: AccountMenuInput = { ...riverside, seller: { ...riverside.seller, shopSettings: { identityProviderSettings: { customAccountSettingsURL: 'https://id.example/account' } } } };
    inIntl(<AccountMenu entries={accountMenuEntries(custom)} current="tickets" customer={customer} />);
    const edit = screen.getByRole('link', { name: /My account/ });
    expect(edit).toHaveAttribute('href', 'https://id.example/account');
    expect(edit).toHaveTextContent('(opens another site)');
    expect(screen.queryByRole('link', { name: 'Security' })).not.toBeInTheDocument();
  });

  it('labels the entries in German', () => {
    inIntl(<AccountMenu entries={accountMenuEntries(riverside)} current="tickets" customer={customer} />, 'de');
    expect(screen.getByRole('navigation', { name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestellungen' })).toBeInTheDocument();
    expect(screen.getByText('Kundennr. 100045')).toBeInTheDocument();
  });

  it('shows the address on hover and on focus, and Escape hides it', async () => {
    const user = userEvent.setup();
    inIntl(<AccountMenu entries={accountMenuEntries(riverside)} current="tickets" customer={customer} />);
    const button = screen.getByRole('button', { name: 'Show address' });
    const card = screen.getByRole('tooltip', { hidden: true });
    expect(button).toHaveAccessibleDescription('22 Bankside RowSE1 9JT LondonUnited Kingdom');
    expect(card).not.toHaveAttribute('data-open');

    fireEvent.pointerEnter(button.parentElement as HTMLElement);
    expect(card).toHaveAttribute('data-open');
    fireEvent.pointerLeave(button.parentElement as HTMLElement);
    expect(card).not.toHaveAttribute('data-open');

    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(card).toHaveAttribute('data-open');
    await user.keyboard('{Escape}');
    expect(card).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();
  });

  it('has no address button without an address', () => {
    inIntl(<AccountMenu entries={accountMenuEntries(riverside)} current="tickets" customer={{ ...customer, addressLines: [] }} />);
    expect(screen.queryByRole('button', { name: 'Show address' })).not.toBeInTheDocument();
  });

  it('offers Delete account only with a link', () => {
    const { unmount } = inIntl(<AccountMenu entries={accountMenuEntries(riverside)} current="tickets" customer={customer} deleteAccountHref="https://help.example/contact?subject=x" />);
    expect(screen.getByRole('link', { name: /Delete account/ })).toHaveAttribute('href', 'https://help.example/contact?subject=x');
    unmount();
    inIntl(<AccountMenu entries={accountMenuEntries(riverside)} current="tickets" customer={customer} />);
    expect(screen.queryByRole('link', { name: /Delete account/ })).not.toBeInTheDocument();
  });
});

describe('AccountShell', () => {
  const intl = createIntl({ locale: 'en', messages: en });

  it('builds the menu from the customer, with the delete link to the support URL', () => {
    inIntl(
      <AccountShell seller={{ supportUrl: 'https://help.riverside-live.example/contact', shopSettings: {} }} customer={alex} entries={accountMenuEntries(riverside)} page="edit" intl={intl}>
        <p>screen</p>
      </AccountShell>,
    );
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Show address' })).toHaveAccessibleDescription(/22 Bankside Row.*SE1 9JT London.*United Kingdom/);
    expect(screen.getByRole('link', { name: /Delete account/ })).toHaveAttribute(
      'href',
      'https://help.riverside-live.example/contact?subject=Request+to+delete+my+customer+account',
    );
  });

  it('shows no address when the shop hides personal information, and no delete link without a support URL', () => {
    inIntl(
      <AccountShell seller={{ shopSettings: { hidePersonalInformation: true } }} customer={alex} entries={accountMenuEntries(riverside)} page="tickets" intl={intl}>
        <p>screen</p>
      </AccountShell>,
    );
    expect(screen.queryByRole('button', { name: 'Show address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Delete account/ })).not.toBeInTheDocument();
  });

  it('writes the address as lines, the state kept, the country named', () => {
    expect(addressLines(intl, { street: '75 Court Street', postal: '11201', city: 'Brooklyn', state: 'NY', country: 'us' })).toEqual(['75 Court Street', '11201 Brooklyn', 'NY', 'United States']);
    expect(addressLines(intl, undefined)).toEqual([]);
    expect(addressLines(intl, { city: 'Leipzig' })).toEqual(['Leipzig']);
  });
});
