import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { idSchema, isoDateTimeSchema } from './schemas/common.ts';

/**
 * E-ticket PDFs and wallet passes (spec 02 §7): GET get-pdf?id&secret&lang for one ticket, POST
 * tickets/render for several, and POST wallets/{apple|google}/… answering the pass's `{ url }`.
 */

export const WALLET_PROVIDERS = ['apple', 'google'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

export interface TicketRef {
  id: string;
  secret: string;
}

export const walletUrlSchema = z.object({ url: z.string().min(1) });

/** One line of what a sandbox pass holds: a ticket or a member card, as the pass page lists it. */
export const walletPassItemSchema = z.object({
  title: z.string(),
  lines: z.array(z.string()),
});

/** A pass the sandbox "issued" (GET /api/sandbox/wallet-passes/{id}); real passes live in the phone's wallet. */
export const walletPassSchema = z.object({
  _id: idSchema,
  provider: z.enum(WALLET_PROVIDERS),
  kind: z.enum(['tickets', 'memberCard']),
  lang: z.string(),
  items: z.array(walletPassItemSchema),
  createdAt: isoDateTimeSchema,
});
export type WalletPass = z.infer<typeof walletPassSchema>;

export function getTicketPdf(client: TicketingClient, ticket: TicketRef, lang: string) {
  return client.requestFile({ path: '/api/public/tickets/get-pdf', query: { id: ticket.id, secret: ticket.secret, lang } });
}

export function renderTicketsPdf(client: TicketingClient, tickets: readonly TicketRef[], lang: string) {
  return client.requestFile({ method: 'POST', path: '/api/public/tickets/render', body: { format: 'pdf', tickets, lang } });
}

export function addTicketsToWallet(client: TicketingClient, input: { provider: WalletProvider; tickets: readonly TicketRef[]; lang: string; sellerId?: string | undefined }) {
  const path = input.provider === 'apple' ? '/api/wallets/apple/tickets/icloud-binding' : '/api/wallets/google/tickets';
  return client.request({
    method: 'POST',
    path,
    query: { lang: input.lang, asPackage: input.tickets.length > 1 },
    body: { tickets: input.tickets, ...(input.sellerId ? { sellerId: input.sellerId } : {}) },
    schema: walletUrlSchema,
  });
}

export function addMemberCardToWallet(client: TicketingClient, input: { provider: WalletProvider; membership: TicketRef; lang: string }) {
  return client.request({
    method: 'POST',
    path: apiPath`/api/wallets/${input.provider}/member-cards`,
    query: { lang: input.lang },
    body: { id: input.membership.id, secret: input.membership.secret },
    schema: walletUrlSchema,
  });
}

export function getSandboxWalletPass(client: TicketingClient, passId: string) {
  return client.request({ path: apiPath`/api/sandbox/wallet-passes/${passId}`, schema: walletPassSchema });
}
