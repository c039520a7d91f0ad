import 'server-only';
import { cache } from 'react';
import { currentLogin } from '../session/server.ts';
import { ticketing } from '../ticketing/server.ts';
import { getMe } from '../ticketing/customers.ts';
import { listMyMembershipPrograms } from '../ticketing/memberships.ts';
import { hasResellOffers } from '../ticketing/resale.ts';
import type { TicketingError } from '../ticketing/errors.ts';
import { accountPillName } from '../domain/customer-name.ts';
import { accountMenuEntries, accountPillEntries, type AccountMenuEntry } from '../domain/account-menu.ts';
import type { Customer } from '../ticketing/schemas/customer.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';

/**
 * Who is logged in to a shop and which account pages they see. The seller layout (account pill)
 * and the account area both ask within one request; `cache` makes that one set of calls.
 */
export type AccountState =
  | { status: 'anonymous' }
  | { status: 'failed'; error: TicketingError }
  | { status: 'customer'; customer: Customer; token: string; entries: AccountMenuEntry[] };

type MenuSeller = Pick<Seller, '_id' | 'slug' | 'features' | 'shopSettings'>;

export const accountState = cache(async (seller: MenuSeller): Promise<AccountState> => {
  const login = await currentLogin(seller._id);
  if (!login) return { status: 'anonymous' };
  const client = ticketing();
  const me = await getMe(client, login.token);
  if (!me.ok) {
    // A token the API no longer accepts (logged out elsewhere, password reset) is a logged-out visitor.
    if (me.error.kind === 'http' && me.error.status === 401) return { status: 'anonymous' };
    return { status: 'failed', error: me.error };
  }
  // Only asked when the feature could show the entry. A failed query hides the entry: failed
  // account lists are ignored silently (spec 01 §8).
  const [enrolled, resell] = await Promise.all([
    seller.features?.memberships ? listMyMembershipPrograms(client, login.token) : undefined,
    seller.features?.resell ? hasResellOffers(client, login.token) : undefined,
  ]);
  const entries = accountMenuEntries({
    seller,
    customer: me.data,
    // "My programs" answers only enrolled programs (ADR 0011); the status is checked in case an API adds others.
    enrolledInMembership: enrolled?.ok === true && enrolled.data.docs.some((program) => program.enrollmentStatus === undefined || program.enrollmentStatus === 'enrolled'),
    hasResellOffers: resell?.ok === true && resell.data,
  });
  return { status: 'customer', customer: me.data, token: login.token, entries };
});

/** What the account pill needs: where Log in leads, and for a customer the name and the dropdown. */
export interface AccountHeader {
  href: string;
  /** The first name, else the name, else the primary e-mail (undefined when the account has none). */
  displayName?: string | undefined;
  /** Present exactly when a customer is logged in: the dropdown's entries. */
  entries?: AccountMenuEntry[] | undefined;
}

export async function accountHeader(seller: MenuSeller, shopHref: string): Promise<AccountHeader> {
  const href = `${shopHref}/account/tickets`;
  const state = await accountState(seller);
  if (state.status !== 'customer') return { href };
  return { href, displayName: accountPillName(state.customer), entries: accountPillEntries(state.entries) };
}
