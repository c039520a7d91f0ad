import 'server-only';
import { notFound } from 'next/navigation';
import { shopSeller } from '@/lib/shop/queries';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { TicketingFailure, type Result } from '@/lib/ticketing/errors';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import type { CustomerPaymentMethod } from '@/lib/ticketing/schemas/customer-payment-method';
import { accountAccess, type AccountAccess } from '@/lib/account/access';

/**
 * Pages read by id and secret (/subscription/{id}/{secret}, /seller/{sellerId}/payment-plan/{id}/{secret}):
 * the secret is the capability, no login needed. An unknown id or a wrong secret is a 404 page, so
 * the answer does not tell which of the two was wrong.
 */
export function documentOr404<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  if (result.error.kind === 'http' && (result.error.status === 403 || result.error.status === 404 || result.error.status === 400)) notFound();
  throw new TicketingFailure(result.error);
}

export interface PageSeller {
  seller: Seller | undefined;
  locale: string;
  intl: ReturnType<typeof getIntl>;
  /** The logged-in customer of this seller, if any: only the owner's own lists add plan and payment method names. */
  access: AccountAccess | undefined;
}

export async function pageSeller(sellerId: string | null | undefined): Promise<PageSeller> {
  const result = sellerId ? await shopSeller(sellerId) : undefined;
  const seller = result?.ok ? (result.data ?? undefined) : undefined;
  const locale = await requestLocale(seller?.localeSettings);
  return { seller, locale, intl: getIntl(locale), access: seller ? await accountAccess(seller._id) : undefined };
}

/** The customer's saved method by id, when the viewer is logged in; never another customer's (the list is the caller's own). */
export async function ownPaymentMethod(access: AccountAccess | undefined, methodId: string | null | undefined): Promise<CustomerPaymentMethod | undefined> {
  if (!access || !methodId) return undefined;
  const result = await listMyPaymentMethods(access.client, { status: ['active', 'expired'] }, access.token);
  return result.ok ? result.data.docs.find((method) => method._id === methodId) : undefined;
}
