import 'server-only';
import { errorJson } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { shopSeller } from '@/lib/shop/queries';
import { currentLogin } from '@/lib/session/server';
import { ticketing } from '@/lib/ticketing/server';
import { getMe } from '@/lib/ticketing/customers';
import type { Customer } from '@/lib/ticketing/schemas/customer';
import type { Seller } from '@/lib/ticketing/schemas/seller';

/**
 * The shared first steps of the account shell's route handlers: the shop of the path (404), and
 * the customer of this shop's session login (401). The customer is only ever the session's: no
 * handler reads a customer id or token from the request.
 */

export type Step<T> = { ok: true; data: T } | { ok: false; response: Response };

export async function shopOfRequest(params: Promise<{ seller: string }>): Promise<Step<Seller>> {
  const seller = await shopSeller((await params).seller);
  if (!seller.ok) return { ok: false, response: upstreamErrorResponse(seller.error) };
  // A shop without customer logins has no account area.
  if (!seller.data || !seller.data.authentication?.active) return { ok: false, response: errorJson(404, 'Seller not found') };
  return { ok: true, data: seller.data };
}

export interface ShopCustomer {
  token: string;
  customer: Customer;
}

export async function customerOfSession(seller: Seller): Promise<Step<ShopCustomer>> {
  const login = await currentLogin(seller._id);
  if (!login) return { ok: false, response: errorJson(401, 'Login required') };
  const me = await getMe(ticketing(), login.token);
  if (!me.ok) {
    if (me.error.kind === 'http' && me.error.status === 401) return { ok: false, response: errorJson(401, 'Login required') };
    return { ok: false, response: upstreamErrorResponse(me.error) };
  }
  return { ok: true, data: { token: login.token, customer: me.data } };
}

/** Personal answers are never kept by a shared cache. */
export const PRIVATE_NO_STORE = { 'cache-control': 'private, no-store' } as const;
