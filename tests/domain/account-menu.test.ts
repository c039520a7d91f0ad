import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MENU_ORDER,
  accountDeletionHref,
  accountMenuEntries,
  accountPillEntries,
  isAccountPage,
  isAccountPageVisible,
  type AccountMenuInput,
} from '../../lib/domain/account-menu.ts';
import { ACCOUNT_PAGES, type AccountPage } from '../../lib/ticketing/schemas/seller.ts';

/** Spec 01 §2, the menu table: each row with its condition on and off, everything else permissive. */

const ALL_FEATURES = {
  ticketTransfers: true,
  subscriptions: true,
  customerPaymentMethods: true,
  purchaseIntents: true,
  paymentPlans: true,
  memberships: true,
  resell: true,
};

function input(overrides: { features?: Record<string, boolean>; shopSettings?: AccountMenuInput['seller']['shopSettings']; loginType?: string; enrolled?: boolean; resell?: boolean; noCustomer?: boolean } = {}): AccountMenuInput {
  return {
    seller: { _id: 'sel_1', slug: 'shop', features: overrides.features ?? ALL_FEATURES, shopSettings: overrides.shopSettings ?? {} },
    customer: overrides.noCustomer ? undefined : { _account: { loginType: overrides.loginType ?? 'password' } },
    enrolledInMembership: overrides.enrolled ?? true,
    hasResellOffers: overrides.resell ?? true,
  };
}

const pages = (value: AccountMenuInput) => accountMenuEntries(value).map((entry) => entry.page);

describe('accountMenuEntries: the rows of the table', () => {
  it('shows every page, in menu order, when every condition holds', () => {
    expect(pages(input())).toEqual(ACCOUNT_MENU_ORDER);
    expect(new Set(ACCOUNT_MENU_ORDER)).toEqual(new Set(ACCOUNT_PAGES));
  });

  it('shows no account page without a customer', () => {
    expect(accountMenuEntries(input({ noCustomer: true }))).toEqual([]);
    expect(isAccountPageVisible('tickets', input({ noCustomer: true }))).toBe(false);
  });

  it('Tickets and Orders are always present, even with no feature on', () => {
    expect(pages(input({ features: {}, enrolled: false, resell: false, loginType: 'sso' }))).toEqual(['tickets', 'transactions', 'edit']);
  });

  it.each<[AccountPage, string]>([
    ['ticket-transfers', 'ticketTransfers'],
    ['subscriptions', 'subscriptions'],
    ['payment-methods', 'customerPaymentMethods'],
    ['purchaseintents', 'purchaseIntents'],
    ['payment-plans', 'paymentPlans'],
    ['memberships', 'memberships'],
    ['secondary-market', 'resell'],
  ])('%s needs the %s feature', (page, feature) => {
    expect(pages(input())).toContain(page);
    expect(pages(input({ features: { ...ALL_FEATURES, [feature]: false } }))).not.toContain(page);
    const { [feature as keyof typeof ALL_FEATURES]: _dropped, ...withoutFlag } = ALL_FEATURES;
    expect(pages(input({ features: withoutFlag }))).not.toContain(page);
  });

  it('Memberships needs the customer to be enrolled in a program', () => {
    expect(pages(input({ enrolled: true }))).toContain('memberships');
    expect(pages(input({ enrolled: false }))).not.toContain('memberships');
  });

  it('Secondary market needs the customer to have resell offers', () => {
    expect(pages(input({ resell: true }))).toContain('secondary-market');
    expect(pages(input({ resell: false }))).not.toContain('secondary-market');
  });

  it('Edit is present unless the seller hides personal information', () => {
    expect(pages(input({ shopSettings: { hidePersonalInformation: false } }))).toContain('edit');
    expect(pages(input({ shopSettings: { hidePersonalInformation: true } }))).not.toContain('edit');
  });

  it('Edit points to the custom account settings URL when one is set, and the shop form is then not reachable', () => {
    const custom = input({ shopSettings: { identityProviderSettings: { customAccountSettingsURL: 'https://id.example/account' } } });
    const edit = accountMenuEntries(custom).find((entry) => entry.page === 'edit');
    expect(edit).toEqual({ page: 'edit', href: 'https://id.example/account', external: true });
    expect(isAccountPageVisible('edit', custom)).toBe(false);
    expect(accountMenuEntries(input()).find((entry) => entry.page === 'edit')).toEqual({ page: 'edit', href: '/shop/account/edit', external: false });
  });

  it('a hidden personal information wins over the custom account settings URL (the row says "present unless")', () => {
    const both = input({ shopSettings: { hidePersonalInformation: true, identityProviderSettings: { customAccountSettingsURL: 'https://id.example/account' } } });
    expect(pages(both)).not.toContain('edit');
  });

  it('ignores a custom account settings URL that is not an absolute web address', () => {
    for (const value of ['javascript:alert(1)', '/relative', 'not a url', '', null]) {
      const custom = input({ shopSettings: { identityProviderSettings: { customAccountSettingsURL: value } } });
      expect(accountMenuEntries(custom).find((entry) => entry.page === 'edit')?.external, String(value)).toBe(false);
      expect(pages(custom), String(value)).toContain('security');
    }
  });

  it('Security only for password-login customers', () => {
    expect(pages(input({ loginType: 'password' }))).toContain('security');
    expect(pages(input({ loginType: 'sso' }))).not.toContain('security');
    const noAccount: AccountMenuInput = { ...input(), customer: {} };
    expect(pages(noAccount)).not.toContain('security');
  });

  it('Security only when no custom account settings URL is set', () => {
    const custom = input({ shopSettings: { identityProviderSettings: { customAccountSettingsURL: 'https://id.example/account' } } });
    expect(pages(custom)).not.toContain('security');
    expect(pages(input({ shopSettings: { identityProviderSettings: { customAccountSettingsURL: null } } }))).toContain('security');
  });

  it.each(ACCOUNT_MENU_ORDER)('%s is hidden by shopSettings.accountPages.%s.visible = false, and only by false', (page) => {
    expect(pages(input({ shopSettings: { accountPages: { [page]: { visible: false } } } }))).not.toContain(page);
    expect(pages(input({ shopSettings: { accountPages: { [page]: { visible: true } } } }))).toContain(page);
    expect(pages(input({ shopSettings: { accountPages: {} } }))).toContain(page);
  });

  it('links pages inside the shop by slug, else by seller id', () => {
    expect(accountMenuEntries(input())[0]).toEqual({ page: 'tickets', href: '/shop/account/tickets', external: false });
    const bySellerId: AccountMenuInput = { ...input(), seller: { ...input().seller, slug: undefined } };
    expect(accountMenuEntries(bySellerId)[0]?.href).toBe('/sel_1/account/tickets');
  });
});

describe('the demo shops', () => {
  it('the little theatre: Tickets and Orders only (features off, personal information hidden, accounts managed elsewhere)', () => {
    const little: AccountMenuInput = {
      seller: {
        _id: 'sel_little',
        slug: 'little-theatre',
        features: {},
        shopSettings: {
          accountPages: { tickets: { visible: true }, transactions: { visible: true }, edit: { visible: true }, subscriptions: { visible: false } },
          hidePersonalInformation: true,
          identityProviderSettings: { customAccountSettingsURL: 'https://id.littletheatre.example/account' },
        },
      },
      customer: { _account: { loginType: 'password' } },
      enrolledInMembership: false,
      hasResellOffers: false,
    };
    expect(pages(little)).toEqual(['tickets', 'transactions']);
    expect(isAccountPageVisible('security', little)).toBe(false);
    expect(isAccountPageVisible('edit', little)).toBe(false);
  });
});

describe('isAccountPage', () => {
  it.each([...ACCOUNT_PAGES])('accepts %s', (page) => expect(isAccountPage(page)).toBe(true));
  it.each(['', 'Tickets', 'orders', 'reset-password', 'tickets/', '../edit', 'purchase-intents'])('refuses %j', (page) => expect(isAccountPage(page)).toBe(false));
});

describe('accountPillEntries', () => {
  it('lists the dropdown of spec 01 §2 in its order, without Memberships and Security', () => {
    expect(accountPillEntries(accountMenuEntries(input())).map((entry) => entry.page)).toEqual([
      'tickets',
      'ticket-transfers',
      'transactions',
      'subscriptions',
      'purchaseintents',
      'secondary-market',
      'payment-plans',
      'edit',
      'payment-methods',
    ]);
  });

  it('keeps only what the menu rule allows', () => {
    expect(accountPillEntries(accountMenuEntries(input({ features: {} }))).map((entry) => entry.page)).toEqual(['tickets', 'transactions', 'edit']);
  });
});

describe('accountDeletionHref', () => {
  const template = { subject: 'Delete my account', body: 'Please delete my account no. 100045 (alex@example.com).' };

  it('adds the subject to a web support form and keeps its own query', () => {
    expect(accountDeletionHref('https://help.example/contact', template)).toBe('https://help.example/contact?subject=Delete+my+account');
    expect(accountDeletionHref('https://help.example/contact?lang=de', template)).toBe('https://help.example/contact?lang=de&subject=Delete+my+account');
  });

  it('puts nothing personal into a web URL', () => {
    expect(accountDeletionHref('https://help.example/contact', template)).not.toContain('100045');
  });

  it('pre-fills subject and body of a support mail address', () => {
    expect(accountDeletionHref('mailto:help@example.com', template)).toBe(
      'mailto:help@example.com?subject=Delete%20my%20account&body=Please%20delete%20my%20account%20no.%20100045%20(alex%40example.com).',
    );
    expect(accountDeletionHref('mailto:help@example.com?subject=old', template)).toMatch(/^mailto:help@example\.com\?subject=Delete/);
  });

  it.each([undefined, null, '', '  ', 'not a url', 'http://help.example', 'javascript:alert(1)', 'mailto:'])('gives no link for %j', (value) => {
    expect(accountDeletionHref(value, template)).toBeUndefined();
  });
});
