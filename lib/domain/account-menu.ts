import type { AccountPage, Seller, SellerFeatures } from '../ticketing/schemas/seller.ts';
import { ACCOUNT_PAGES } from '../ticketing/schemas/seller.ts';
import type { Customer } from '../ticketing/schemas/customer.ts';

/**
 * Which account pages a customer sees (spec 01 §2, the menu table), as one pure rule used by the
 * left account menu, the account pill's dropdown and the route itself: a page missing from the
 * entries is a 404 by URL too.
 */

export interface AccountMenuEntry {
  page: AccountPage;
  href: string;
  /** The Edit entry leads to the identity provider's account settings when the seller has them. */
  external: boolean;
}

export interface AccountMenuInput {
  seller: Pick<Seller, '_id' | 'slug' | 'features' | 'shopSettings'>;
  /** Undefined when nobody is logged in: then no account page is visible. */
  customer: Pick<Customer, '_account'> | null | undefined;
  /** The customer is enrolled in at least one membership program. */
  enrolledInMembership: boolean;
  /** The customer has at least one resell offer (the existence query). */
  hasResellOffers: boolean;
}

/**
 * The menu's order. The spec lists the dropdown as Tickets, Ticket transfers, Orders,
 * Subscriptions, Purchase intents, Secondary market, Payment plans, My account, Payment methods;
 * the left menu follows it and places Memberships after Payment plans and Security last.
 */
export const ACCOUNT_MENU_ORDER: readonly AccountPage[] = [
  'tickets',
  'ticket-transfers',
  'transactions',
  'subscriptions',
  'purchaseintents',
  'secondary-market',
  'payment-plans',
  'memberships',
  'edit',
  'payment-methods',
  'security',
];

/** The account pill's dropdown (spec 01 §2): the same entries without Memberships and Security. */
export const ACCOUNT_PILL_PAGES: readonly AccountPage[] = ACCOUNT_MENU_ORDER.filter((page) => page !== 'memberships' && page !== 'security');

/** The seller feature each page needs; Tickets, Orders, Edit and Security need none. */
const PAGE_FEATURE: Partial<Record<AccountPage, keyof SellerFeatures>> = {
  'ticket-transfers': 'ticketTransfers',
  'subscriptions': 'subscriptions',
  'payment-methods': 'customerPaymentMethods',
  'purchaseintents': 'purchaseIntents',
  'payment-plans': 'paymentPlans',
  'memberships': 'memberships',
  'secondary-market': 'resell',
};

/** Whether a route value is one of the eleven account pages (exact spelling: URLs are case-sensitive). */
export function isAccountPage(value: string): value is AccountPage {
  return (ACCOUNT_PAGES as readonly string[]).includes(value);
}

export function accountPageHref(seller: Pick<Seller, '_id' | 'slug'>, page: AccountPage): string {
  return `/${encodeURIComponent(seller.slug ?? seller._id)}/account/${page}`;
}

/** An absolute http(s) URL from the seller's settings, else undefined (a malformed setting is ignored). */
function customAccountSettingsUrl(seller: AccountMenuInput['seller']): string | undefined {
  const value = seller.shopSettings?.identityProviderSettings?.customAccountSettingsURL?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function pageCondition(page: AccountPage, input: AccountMenuInput & { customer: Pick<Customer, '_account'> }): boolean {
  const { seller, customer } = input;
  switch (page) {
    case 'edit':
      return seller.shopSettings?.hidePersonalInformation !== true;
    case 'memberships':
      return input.enrolledInMembership;
    case 'secondary-market':
      return input.hasResellOffers;
    case 'security':
      return customer._account?.loginType === 'password' && customAccountSettingsUrl(seller) === undefined;
    default:
      return true;
  }
}

/** The visible entries for this customer, in menu order; none without a customer. */
export function accountMenuEntries(input: AccountMenuInput): AccountMenuEntry[] {
  const { seller, customer } = input;
  if (!customer) return [];
  const external = customAccountSettingsUrl(seller);
  return ACCOUNT_MENU_ORDER.filter((page) => {
    const feature = PAGE_FEATURE[page];
    if (feature && seller.features?.[feature] !== true) return false;
    if (seller.shopSettings?.accountPages?.[page]?.visible === false) return false;
    return pageCondition(page, { ...input, customer });
  }).map((page) =>
    page === 'edit' && external ? { page, href: external, external: true } : { page, href: accountPageHref(seller, page), external: false },
  );
}

/**
 * Whether the page can be opened in this shop by this customer. An Edit entry that points to the
 * identity provider's settings means the shop's own form is not offered, so its URL is hidden too.
 */
export function isAccountPageVisible(page: AccountPage, input: AccountMenuInput): boolean {
  return accountMenuEntries(input).some((entry) => entry.page === page && !entry.external);
}

/** The pill's dropdown entries, in the order of spec 01 §2. */
export function accountPillEntries(entries: readonly AccountMenuEntry[]): AccountMenuEntry[] {
  return ACCOUNT_PILL_PAGES.flatMap((page) => entries.filter((entry) => entry.page === page));
}

/**
 * The Delete account link (spec 01 §6): the seller's support URL with an account-deletion
 * template, or nothing when the seller has no usable support URL. The spec does not name the
 * template's shape; `subject` is what both kinds of support URL understand:
 * - a web form (https): `?subject=…` added to its own query; nothing personal goes into the URL,
 *   because web URLs end up in logs and analytics;
 * - a mail address (mailto:): `?subject=…&body=…`, the body naming the account, since the text
 *   only pre-fills the customer's own mail program.
 */
export function accountDeletionHref(supportUrl: string | null | undefined, template: { subject: string; body: string }): string | undefined {
  const value = supportUrl?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol === 'mailto:') {
    // mailto takes RFC 6068 percent-encoding; URLSearchParams would turn spaces into '+'.
    const address = value.slice('mailto:'.length).split('?')[0];
    if (!address) return undefined;
    return `mailto:${address}?subject=${encodeURIComponent(template.subject)}&body=${encodeURIComponent(template.body)}`;
  }
  if (url.protocol !== 'https:') return undefined;
  url.searchParams.set('subject', template.subject);
  return url.toString();
}
