import type { TransferListItem } from '@/lib/operations/transfers';
import type { TransferTicketOption } from '../tickets/types';

/** What the Transfer modal's overview derives from the customer's sent transfers (spec 02 §2, §5, §9). */

/** Spec 02 §9: the last recipients offered for a new transfer, unique by e-mail. */
export const LAST_RECIPIENTS_MAX = 5;

export interface PendingTransfer {
  id: string;
  email: string;
  tickets: TransferTicketOption[];
}

/** Created transfers that move any of these tickets, with the ticket lines of this event. */
export function pendingTransfersOf(sent: readonly TransferListItem[], tickets: readonly TransferTicketOption[]): PendingTransfer[] {
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  return sent.flatMap((item) => {
    if (item.status !== 'created' || !item.group) return [];
    const moved = item.group.tickets.filter((ticket) => byId.has(ticket.id));
    return moved.length > 0 ? [{ id: item.id, email: item.email, tickets: moved }] : [];
  });
}

/** The tickets still free to transfer: a ticket with a pending transfer cannot be picked again. */
export function selectableTickets(tickets: readonly TransferTicketOption[], pending: readonly PendingTransfer[]): TransferTicketOption[] {
  const taken = new Set(pending.flatMap((transfer) => transfer.tickets.map((ticket) => ticket.id)));
  return tickets.filter((ticket) => !taken.has(ticket.id));
}

/** The newest recipients first, each e-mail once (compared case-insensitively), at most LAST_RECIPIENTS_MAX. */
export function lastRecipients(sent: readonly TransferListItem[]): string[] {
  const seen = new Set<string>();
  const recipients: string[] = [];
  for (const item of sent) {
    const key = item.email.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    recipients.push(item.email.trim());
    if (recipients.length === LAST_RECIPIENTS_MAX) break;
  }
  return recipients;
}
