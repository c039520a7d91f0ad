import { json, operation } from './define.ts';
import type { AccountMenuEntry } from '../domain/account-menu.ts';

/** Logging in to a shop and out of it (spec 01 §2). The login lives in the sealed session cookie; its token never reaches the browser. */

/** Password login of a customer of this shop: 401 invalidCredentials, 429 rateLimited with `retryAfterSeconds`. */
export const logIn = operation({
  method: 'POST',
  path: '/api/shops/[seller]/session',
  input: () => import('./session.inputs.ts').then((m) => m.loginInput),
  answer: json<{ customer: { _id: string; verified: boolean } }>(),
  errors: ['invalidCredentials'],
});

/**
 * Ends the login at this shop and says where to go next: the seller's custom logout URL when
 * configured (absolute https only), else the shop. The target never comes from the request.
 */
export const logOut = operation({
  method: 'POST',
  path: '/api/shops/[seller]/session/logout',
  answer: json<{ redirectTo: string }>(),
});

/** Who is logged in to this shop, for the account pill of pages served from the cache (ADR 0038). */
export interface AccountPillState {
  /** The first name, else the name, else the primary e-mail; absent for a visitor. */
  displayName?: string | undefined;
  /** The account dropdown's entries: present exactly when a customer is logged in. */
  entries?: AccountMenuEntry[] | undefined;
}

export const currentAccount = operation({
  method: 'GET',
  path: '/api/shops/[seller]/session',
  answer: json<AccountPillState>(),
});
