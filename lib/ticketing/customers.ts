import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { customerSchema } from './schemas/customer.ts';
import { isoDateTimeSchema } from './schemas/common.ts';

export const loginAnswerSchema = z.object({
  token: z.string().min(1),
  expiresAt: isoDateTimeSchema,
  customer: customerSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Password login of a seller's customer; the answer's token identifies the customer in later calls. */
export function login(client: TicketingClient, input: { sellerId: string; email: string; password: string }) {
  return client.request({ method: 'POST', path: '/api/public/customers/login', body: input, schema: loginAnswerSchema });
}

export function getMe(client: TicketingClient, customerToken: string) {
  return client.request({ path: '/api/customers/me', schema: customerSchema, customerToken });
}

export function logout(client: TicketingClient, customerToken: string) {
  return client.request({ method: 'POST', path: '/api/customers/me/logout', schema: z.undefined(), customerToken });
}
