import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { ok, type Result } from './errors.ts';
import { pageOf } from './schemas/common.ts';
import { ticketTransferSchema, type TicketTransfer, type TicketTransferStatus } from './schemas/ticket-transfer.ts';

/** Ticket transfers (spec 01 §7, spec 02 §5, §7). */

export const ticketTransferPageSchema = pageOf(ticketTransferSchema);
export type TicketTransferPage = z.infer<typeof ticketTransferPageSchema>;

/** Spec 01 §9: transfer lookups for tickets go in chunks of 10; the API refuses more per call. */
export const TRANSFER_LOOKUP_CHUNK = 10;

export interface MyTicketTransfersQuery {
  /** The Sent tab (isSender) or the Received tab (isRecipient). */
  direction: 'sent' | 'received';
  /** 'customer' or an external resale marketplace. */
  origin?: string;
  status?: readonly TicketTransferStatus[];
  skip?: number;
  /** Page size: 25 by default (spec 01 §9). */
  top?: number;
}

/** GET /api/public/ticket-transfers with the customer's token: one page, newest first. */
export function listMyTicketTransfers(client: TicketingClient, query: MyTicketTransfersQuery, customerToken: string) {
  return client.request({
    path: '/api/public/ticket-transfers',
    query: {
      origin: query.origin,
      isSender: query.direction === 'sent' ? true : undefined,
      isRecipient: query.direction === 'received' ? true : undefined,
      status: query.status,
      skip: query.skip ?? 0,
      top: query.top ?? 25,
    },
    schema: ticketTransferPageSchema,
    customerToken,
  });
}

export interface TicketRef {
  id: string;
  secret: string;
}

export interface TransfersForTicketsQuery {
  sellerId: string;
  tickets: readonly TicketRef[];
  status?: readonly TicketTransferStatus[];
}

/** One by-tickets call (at most 10 tickets): the transfers that move any of them, newest first. */
export function getTicketTransfersForTickets(client: TicketingClient, query: TransfersForTicketsQuery) {
  return client.request({
    path: '/api/public/ticket-transfers',
    query: {
      sellerId: query.sellerId,
      // The ticket references travel as one JSON value: ids and secrets stay paired.
      tickets: JSON.stringify(query.tickets.map(({ id, secret }) => ({ id, secret }))),
      status: query.status,
      top: 1000,
    },
    schema: ticketTransferPageSchema,
  });
}

/** The by-tickets lookup for any number of tickets, in chunks of 10; the first failure wins. */
export async function findTicketTransfersForTickets(client: TicketingClient, query: TransfersForTicketsQuery): Promise<Result<TicketTransfer[]>> {
  const chunks: TicketRef[][] = [];
  for (let index = 0; index < query.tickets.length; index += TRANSFER_LOOKUP_CHUNK) chunks.push(query.tickets.slice(index, index + TRANSFER_LOOKUP_CHUNK));
  const results = await Promise.all(chunks.map((tickets) => getTicketTransfersForTickets(client, { ...query, tickets })));
  const byId = new Map<string, TicketTransfer>();
  for (const result of results) {
    if (!result.ok) return result;
    for (const transfer of result.data.docs) byId.set(transfer._id, transfer);
  }
  const time = (transfer: TicketTransfer) => (transfer.createdAt ? Date.parse(transfer.createdAt) : 0);
  return ok([...byId.values()].sort((a, b) => time(b) - time(a)));
}

/** GET /api/ticket-transfers/{id}/{secret}: the transfer behind a mailed or listed link. */
export function getTicketTransfer(client: TicketingClient, transferId: string, secret: string) {
  return client.request({ path: apiPath`/api/ticket-transfers/${transferId}/${secret}`, schema: ticketTransferSchema });
}

export interface CreateTicketTransferInput {
  tickets: readonly TicketRef[];
  recipient: { email: string; phone?: string | undefined };
}

/** POST /api/ticket-transfers with the sender's token: 201 and the created transfer (spec 02 §7). */
export function createTicketTransfer(client: TicketingClient, input: CreateTicketTransferInput, customerToken: string) {
  return client.request({
    method: 'POST',
    path: '/api/ticket-transfers',
    body: { tickets: input.tickets.map(({ id, secret }) => ({ id, secret })), recipient: input.recipient },
    schema: ticketTransferSchema,
    customerToken,
  });
}

/** POST /api/ticket-transfers/{id}/reject: whoever holds the transfer's secret refuses or withdraws it. */
export function rejectTicketTransfer(client: TicketingClient, transferId: string, secret: string) {
  return client.request({ method: 'POST', path: apiPath`/api/ticket-transfers/${transferId}/reject`, body: { secret }, schema: ticketTransferSchema });
}

/** POST /api/ticket-transfers/{id}/accept: the recipient takes the tickets in their name. */
export function acceptTicketTransfer(client: TicketingClient, transferId: string, input: { secret: string; prename: string; lastname: string }) {
  return client.request({ method: 'POST', path: apiPath`/api/ticket-transfers/${transferId}/accept`, body: input, schema: ticketTransferSchema });
}
