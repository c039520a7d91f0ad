import { z } from 'zod';
import type { TicketingClient } from './client.ts';

/** Password reset of password-login customers (spec 01 §5, §7). */

/** Always 204, whether or not the e-mail has an account; the link arrives by mail. */
export function requestPasswordReset(client: TicketingClient, input: { sellerId: string; email: string; language: string }) {
  return client.request({ method: 'POST', path: '/api/public/customers/password-reset', body: input, schema: z.undefined() });
}

/** Sets the new password (at least 8 characters); 400 for an unknown, expired or used token. */
export function confirmPasswordReset(client: TicketingClient, input: { token: string; password: string }) {
  return client.request({ method: 'POST', path: '/api/public/customers/password-reset/confirm', body: input, schema: z.undefined() });
}
