import type { Customer } from '../ticketing/schemas/customer.ts';
import { json, operation } from './define.ts';
import type { AddressSuggestion } from '../ticketing/account.ts';

/** The account shell's own operations (spec 01 §2, §5, §7): personal information, verification, password reset. */

const inputs = () => import('./account.inputs.ts');

/** When the next verification mail may be requested, with its label in the seller's time zone. */
export interface NextVerificationMail {
  at: string;
  label: string;
}

export type { AddressSuggestion };

/**
 * Saves the session customer's personal information (empty text means "not given"); answers the
 * saved fields. 403 notVerified before the e-mail is verified; 404 where the shop does not offer
 * the form (personal information hidden, or accounts managed by an identity provider).
 */
export const updatePersonalInformation = operation({
  method: 'PUT',
  path: '/api/shops/[seller]/account/me',
  input: () => inputs().then((m) => m.personalInformationInput),
  answer: json<{ customer: Pick<Customer, 'company' | 'prename' | 'lastname' | 'name' | 'location'> }>(),
  errors: ['notVerified'],
});

/**
 * Sends the session customer a new verification mail and names the next allowed time. Before that
 * time: 429 rateLimited with `next` (spec 01 §2); 409 alreadyVerified.
 */
export const resendVerificationMail = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/verification-mail',
  answer: json<{ next: NextVerificationMail | null }>(),
  errors: ['alreadyVerified'],
});

/**
 * Mails a reset link: to the session customer's own address when logged in (403 for a login that
 * has no password), else to the given one. 204 either way, whether or not the address has an
 * account, so that it cannot probe for accounts; 429 rateLimited with `retryAfterSeconds`.
 */
export const requestPasswordReset = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/password-reset',
  input: () => inputs().then((m) => m.passwordResetInput),
  answer: json<void>(),
  status: 204,
});

/**
 * Sets the new password of the mailed link's customer; this browser's login at the shop ends too.
 * 400 invalidToken for an unknown, expired or used link.
 */
export const confirmPasswordReset = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/password-reset/confirm',
  input: () => inputs().then((m) => m.passwordResetConfirmInput),
  answer: json<void>(),
  status: 204,
  errors: ['invalidToken'],
});

/**
 * Suggestions for the Edit page's address field, for logged-in customers of shops with the
 * addressAutocomplete feature (404 elsewhere).
 */
export const getAddressSuggestions = operation({
  method: 'GET',
  path: '/api/shops/[seller]/account/address-suggestions',
  input: () => inputs().then((m) => m.addressSuggestionsInput),
  answer: json<{ suggestions: AddressSuggestion[] }>(),
});
