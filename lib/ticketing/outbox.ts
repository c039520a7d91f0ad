import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { idSchema, isoDateTimeSchema, pageOf } from './schemas/common.ts';

/** The embedded sandbox's mail outbox (GET /api/sandbox/outbox); a real ticketing API has none. */

export const outboxMailSchema = z.object({
  _id: idSchema,
  sellerId: idSchema,
  recipient: z.string(),
  // passwordReset, verification, ...
  kind: z.string().min(1),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = pageOf(outboxMailSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** The mails the sandbox sent, newest first; one recipient's when given. */
export function listSandboxOutbox(client: TicketingClient, query: { recipient?: string; skip?: number; top?: number } = {}) {
  return client.request({ path: '/api/sandbox/outbox', query: { recipient: query.recipient, skip: query.skip ?? 0, top: query.top ?? 25 }, schema: outboxPageSchema });
}
