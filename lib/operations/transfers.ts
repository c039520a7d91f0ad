import type { LabelTone } from '../domain/account-labels.ts';
import type { ListPage } from '../domain/infinite-paging.ts';
import type { TicketTransferStatus } from '../ticketing/schemas/ticket-transfer.ts';
import { json, operation } from './define.ts';

/**
 * Transferring tickets (spec 02 §5, §7; ADR 0012): the sender names tickets by id only, the
 * recipient answers by the transfer's id and secret from the mailed link.
 */

const inputs = () => import('./transfers.inputs.ts');

/** A transfer as the account lists show it, its labels formatted on the server (ADR 0006). */
export interface TransferListItem {
  id: string;
  status: 'created' | 'transferred' | 'rejected';
  tone: LabelTone;
  /** The other party: the sender on the Received tab, the recipient on the Sent tab. */
  email: string;
  /** The recipient's phone (E.164) on the Sent tab, when the transfer named one. */
  phone?: string | undefined;
  eventName?: string | undefined;
  eventDateLabel?: string | undefined;
  createdAt?: string | undefined;
  dateLabel?: string | undefined;
  ticketCount: number;
  /** A received transfer opens its page (lib/account/flows.ts). */
  href?: string | undefined;
  /** A sent transfer not yet accepted opens the group modal with these details. */
  group?: { tickets: { id: string; label: string }[] } | undefined;
}

/** The id and status of a transfer just created or answered; never its secret. */
export interface TransferOutcome {
  id: string;
  status: TicketTransferStatus;
}

/** One page of the session customer's received or sent transfers, newest first. */
export const listTicketTransfers = operation({
  method: 'GET',
  path: '/api/shops/[seller]/account/ticket-transfers',
  input: () => inputs().then((m) => m.ticketTransfersInput),
  answer: json<ListPage<TransferListItem>>(),
});

/**
 * Sends tickets of the session customer to an e-mail address; their secrets come from the
 * customer's own tickets on the server, and a ticket of anyone else is ticketNotFound (404).
 */
export const createTicketTransfer = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/ticket-transfers/create',
  input: () => inputs().then((m) => m.createTicketTransferInput),
  answer: json<TransferOutcome>(),
  status: 201,
  errors: ['ticketNotFound', 'forbiddenSameCustomer'],
});

/** The recipient takes the tickets in the name they give. */
export const acceptTicketTransfer = operation({
  method: 'POST',
  path: '/api/ticket-transfers/[id]/[secret]/accept',
  input: () => inputs().then((m) => m.acceptTicketTransferInput),
  answer: json<TransferOutcome>(),
});

/**
 * The sender withdraws a transfer the recipient has not answered yet (spec 02 §4 "the owner may
 * reject or cancel it after a confirmation"): the handler finds it among the session customer's
 * pending sent transfers and rejects it upstream with its secret, which never reaches the browser.
 */
export const cancelTicketTransfer = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/ticket-transfers/[id]/cancel',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<TransferOutcome>(),
  errors: ['transferNotFound', 'transferClosed'],
});

/** Whoever holds the transfer link refuses (or withdraws) it. */
export const rejectTicketTransfer = operation({
  method: 'POST',
  path: '/api/ticket-transfers/[id]/[secret]/reject',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<TransferOutcome>(),
});
