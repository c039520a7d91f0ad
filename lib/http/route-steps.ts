import 'server-only';
import { shopSeller } from '../shop/queries.ts';
import { currentLogin } from '../session/server.ts';
import { ticketing } from '../ticketing/server.ts';
import { getMe } from '../ticketing/customers.ts';
import { getCheckout } from '../ticketing/checkouts.ts';
import { getMyTickets } from '../ticketing/tickets.ts';
import type { Customer } from '../ticketing/schemas/customer.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import type { Checkout } from '../ticketing/schemas/checkout.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import { getIntl, requestLocale } from '../i18n/server.ts';
import type { ListContext } from '../account/lists.ts';
import { cartOf, forgetCart } from '../cart/server.ts';
import type { CartRef } from '../cart/cookie.ts';
import { orRefuse, refuse, refusalOf } from './refusal.ts';

/**
 * The steps route handlers share, each answering what it found or throwing the refusal the route
 * kit sends: the shop of the path, the customer of the session, the cart of the cookie. The
 * customer is only ever the session's: no handler reads a customer id or token from the request.
 */

/** The seller whose shop the path names (404 notFound when there is none). */
export async function shopOf(slug: string): Promise<Seller> {
  const result = await shopSeller(slug);
  if (!result.ok) throw refusalOf(result.error);
  if (!result.data) throw refuse(404, 'notFound', undefined, 'Seller not found');
  return result.data;
}

/** A shop with customer logins; one without has no account area (404). */
export async function accountShopOf(slug: string): Promise<Seller> {
  const seller = await shopOf(slug);
  if (!seller.authentication?.active) throw refuse(404, 'notFound', undefined, 'Seller not found');
  return seller;
}

/** The customer's token for this shop, if someone is logged in (orders are then theirs). */
export async function customerTokenOf(seller: Seller): Promise<string | undefined> {
  return (await currentLogin(seller._id))?.token;
}

export interface ShopCustomer {
  token: string;
  customer: Customer;
}

/** The logged-in customer of this shop (401 unauthorized without a login or with an expired one). */
export async function customerOf(seller: Seller): Promise<ShopCustomer> {
  const login = await currentLogin(seller._id);
  if (!login) throw refuse(401, 'unauthorized');
  const me = await getMe(ticketing(), login.token);
  if (!me.ok) {
    if (me.error.kind === 'http' && me.error.status === 401) throw refuse(401, 'unauthorized');
    throw refusalOf(me.error);
  }
  return { token: login.token, customer: me.data };
}

/** The session's customer, if verified (403 notVerified). */
export function verified(session: ShopCustomer): ShopCustomer {
  if (!session.customer.verified) throw refuse(403, 'notVerified', undefined, 'The e-mail address is not verified yet');
  return session;
}

/** A customer who may act in the account area: logged in and verified (403 notVerified). */
export async function verifiedCustomerOf(seller: Seller): Promise<ShopCustomer> {
  return verified(await customerOf(seller));
}

/**
 * The customer's own tickets of these ids, in their order (404 ticketNotFound when one is not
 * theirs, or not of `eventId`). The browser names tickets by id only; their secrets stay here.
 */
export async function ownTicketsOf(session: ShopCustomer, ids: readonly string[], eventId?: string): Promise<Ticket[]> {
  const mine = orRefuse(await getMyTickets(ticketing(), { locale: 'en', eventIds: eventId === undefined ? undefined : [eventId] }, session.token));
  const own = new Map(mine.tickets.filter((ticket) => eventId === undefined || ticket.eventId === eventId).map((ticket) => [ticket._id, ticket]));
  return ids.map((id) => {
    const ticket = own.get(id);
    if (!ticket) throw refuse(404, 'ticketNotFound', undefined, 'Ticket not found');
    return ticket;
  });
}

/**
 * Who reads a page of an account list and in which language: the session's login at this shop
 * (401 without one; the API scopes the lists by its token) and the shop's request locale.
 */
export async function listContextOf(slug: string): Promise<ListContext> {
  const seller = await accountShopOf(slug);
  const token = await customerTokenOf(seller);
  if (!token) throw refuse(401, 'unauthorized');
  const locale = await requestLocale(seller.localeSettings);
  return { access: { client: ticketing(), token }, seller, locale, intl: getIntl(locale) };
}

export interface CurrentCart {
  ref: CartRef;
  checkout: Checkout;
}

/**
 * The checkout the cookie names as this shop's cart, read upstream, or null. A checkout the API
 * no longer knows (or with another secret) is forgotten.
 */
export async function currentCartOf(seller: Seller, requestUrl: URL, customerToken: string | undefined): Promise<CurrentCart | null> {
  const ref = await cartOf(seller._id);
  if (!ref) return null;
  const result = await getCheckout(ticketing(), ref.checkoutId, ref.secret, customerToken);
  if (result.ok) return { ref, checkout: result.data };
  if (result.error.kind === 'http' && (result.error.status === 404 || result.error.status === 403)) {
    await forgetCart(seller._id, requestUrl);
    return null;
  }
  throw refusalOf(result.error);
}

/** The cart, which this operation needs (404 noCart). */
export async function requiredCartOf(seller: Seller, requestUrl: URL, customerToken: string | undefined): Promise<CurrentCart> {
  const cart = await currentCartOf(seller, requestUrl, customerToken);
  if (!cart) throw refuse(404, 'noCart');
  return cart;
}
