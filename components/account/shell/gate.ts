import 'server-only';
import { cache } from 'react';
import type { IntlShape } from 'react-intl';
import { shopSeller } from '@/lib/shop/queries';
import { accountState } from '@/lib/shop/account-header';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { isAccountPage, isAccountPageVisible } from '@/lib/domain/account-menu';
import type { AccountMenuEntry } from '@/lib/domain/account-menu';
import type { Customer } from '@/lib/ticketing/schemas/customer';
import type { AccountPage, Seller } from '@/lib/ticketing/schemas/seller';
import { nextVerificationLabel } from '@/lib/i18n/account-format';
import type { NextVerificationMail } from '@/lib/operations/account';

/**
 * The authentication wrapper of the account area (spec 01 §2, §6) as one decision, taken the same
 * way by the account layout (what to show) and the page (whether to load a screen at all: a
 * layout that swaps its children does not stop the page from rendering).
 */
export type AccountGate =
  | { kind: 'notFound' }
  | { kind: 'login'; seller: Seller; intl: IntlShape }
  | { kind: 'unverified'; seller: Seller; intl: IntlShape; customer: Customer; next: NextVerificationMail | null; blocked: boolean }
  | { kind: 'open'; seller: Seller; intl: IntlShape; locale: string; customer: Customer; page: AccountPage; entries: AccountMenuEntry[] };

export const accountGate = cache(async (slug: string, page: string): Promise<AccountGate> => {
  if (!isAccountPage(page)) return { kind: 'notFound' };
  const result = await shopSeller(slug);
  if (!result.ok) throw new TicketingFailure(result.error);
  const seller = result.data;
  // A shop without customer logins has no account area.
  if (!seller || !seller.authentication?.active) return { kind: 'notFound' };
  // A page the shop offers nobody (feature off, hidden by its settings) is a 404 before any login:
  // asked for the most favoured customer, only the customer's own conditions are left open.
  if (!isAccountPageVisible(page, { seller, customer: { _account: { loginType: 'password' } }, enrolledInMembership: true, hasResellOffers: true })) {
    return { kind: 'notFound' };
  }
  const locale = await requestLocale(seller.localeSettings);
  const intl = getIntl(locale);

  const state = await accountState(seller);
  if (state.status === 'failed') throw new TicketingFailure(state.error);
  if (state.status === 'anonymous') return { kind: 'login', seller, intl };
  const { customer, entries } = state;
  if (customer.verified !== true) {
    const at = customer._account?.limitations?.nextVerificationMailRequest ?? undefined;
    const next = at ? { at, label: nextVerificationLabel(intl, at, seller.timezone ?? 'UTC') } : null;
    return { kind: 'unverified', seller, intl, customer, next, blocked: at !== undefined && Date.parse(at) > Date.now() };
  }
  // A page the menu does not offer this customer is not reachable by URL either.
  if (!entries.some((entry) => entry.page === page && !entry.external)) return { kind: 'notFound' };
  return { kind: 'open', seller, intl, locale, customer, page, entries };
});
