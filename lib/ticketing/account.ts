import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { customerSchema } from './schemas/customer.ts';
import type { Address } from './schemas/common.ts';

/** The account itself: edit personal information, e-mail verification (spec 01 §5, §7). */

export interface EditMeInput {
  company?: string | null;
  prename: string;
  lastname: string;
  location?: Address;
}

/** PUT /api/customers/me: answers the updated customer (400 with field errors when invalid). */
export function updateMe(client: TicketingClient, input: EditMeInput, customerToken: string) {
  return client.request({ method: 'PUT', path: '/api/customers/me', body: input, schema: customerSchema, customerToken });
}

/**
 * POST /api/customers/me/verification-mail: 204 when sent; a 429 before
 * `_account.limitations.nextVerificationMailRequest` (reload the customer to show that time).
 */
export function requestVerificationMail(client: TicketingClient, customerToken: string) {
  return client.request({ method: 'POST', path: '/api/customers/me/verification-mail', schema: z.undefined(), customerToken });
}

/** POST /api/public/customers/verify: the token of the mailed link marks the customer verified. */
export function verifyEmail(client: TicketingClient, token: string) {
  return client.request({ method: 'POST', path: '/api/public/customers/verify', body: { token }, schema: z.undefined() });
}

const addressSuggestionSchema = z.object({
  id: z.string(),
  /** One line to show in the list. */
  label: z.string(),
  street: z.string(),
  postal: z.string(),
  city: z.string(),
  /** Providers may answer state and country codes in lower case; the form upper-cases them. */
  state: z.string().nullable(),
  country: z.string(),
});

/** One address the Edit page's address field may take. */
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

const addressSuggestionsSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });

/**
 * GET /api/sandbox/address-suggestions: the embedded sandbox's demo addresses for the Edit page's
 * address field. A real ticketing API has no such endpoint; no provider is wired for it yet.
 */
export function getSandboxAddressSuggestions(client: TicketingClient, query: { q: string; country?: string | undefined }) {
  return client.request({ path: '/api/sandbox/address-suggestions', query, schema: addressSuggestionsSchema });
}
