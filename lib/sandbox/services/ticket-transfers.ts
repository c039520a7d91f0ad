import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { TicketTransfer } from '../../ticketing/schemas/ticket-transfer.ts';

/**
 * Who sees which transfer. The store files a transfer under its SENDER (customer column), so the
 * Sent tab is a column lookup; the Received tab matches the recipient in the body: the recipient's
 * customer id, or, for a transfer addressed to an e-mail without an account yet, that e-mail within
 * the customer's own shop (an e-mail identifies a customer only per seller).
 */

const sameEmail = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

export function sentBy(ctx: SandboxContext, customer: Customer): TicketTransfer[] {
  return ctx.store.list('ticketTransfers', { customerId: customer._id, sellerId: customer.sellerId ?? '' }).docs;
}

export function isRecipient(transfer: TicketTransfer, customer: Customer): boolean {
  const recipient = transfer.recipient;
  if (!recipient) return false;
  if (recipient.customerId) return recipient.customerId === customer._id;
  return transfer.sellerId === customer.sellerId && sameEmail(recipient.email, customer.primaryEmail);
}

export function receivedBy(ctx: SandboxContext, customer: Customer): TicketTransfer[] {
  return ctx.store.list('ticketTransfers', { sellerId: customer.sellerId ?? '' }).docs.filter((transfer) => isRecipient(transfer, customer));
}

/** Transfers of a seller that move any of these tickets. */
export function involvingTickets(ctx: SandboxContext, sellerId: string, ticketIds: readonly string[]): TicketTransfer[] {
  const wanted = new Set(ticketIds);
  return ctx.store.list('ticketTransfers', { sellerId }).docs.filter((transfer) => (transfer.tickets ?? []).some((ref) => wanted.has(ref.id)));
}

/**
 * The transfer as its recipient (or anyone holding only the transfer link) sees it: the secrets of
 * the sender's tickets stay out, so a pending transfer cannot be used without being accepted.
 */
export function recipientView(transfer: TicketTransfer): TicketTransfer {
  return { ...transfer, tickets: (transfer.tickets ?? []).map(({ id }) => ({ id })) };
}
