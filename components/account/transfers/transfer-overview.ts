import type { TransferListItem } from '@/lib/operations/transfers';
import { lastRecipients as lastRecipientsOf, type LastRecipient } from '@/lib/domain/last-recipients';
import type { TransferTicketOption } from '../tickets/types';

/** What the Transfer modal's overview derives from the customer's sent transfers (spec 02 §2, §5, §9). */

export { LAST_RECIPIENTS_MAX } from '@/lib/domain/last-recipients';

export interface PendingTransfer {
  id: string;
  email: string;
  phone?: string | undefined;
  tickets: TransferTicketOption[];
}

/** Created transfers that move any of these tickets, with the ticket lines of this event. */
export function pendingTransfersOf(sent: readonly TransferListItem[], tickets: readonly TransferTicketOption[]): PendingTransfer[] {
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  return sent.flatMap((item) => {
    if (item.status !== 'created' || !item.group) return [];
    const moved = item.group.tickets.filter((ticket) => byId.has(ticket.id));
    return moved.length > 0 ? [{ id: item.id, email: item.email, ...(item.phone ? { phone: item.phone } : {}), tickets: moved }] : [];
  });
}

export interface TransferChoice extends TransferTicketOption {
  pendingTransfer?: boolean | undefined;
}

/** The tickets with their pending transfers marked: such a ticket is shown but cannot be picked again (spec 01 §5). */
export function withPendingTransfers(tickets: readonly TransferTicketOption[], pending: readonly PendingTransfer[]): TransferChoice[] {
  const taken = new Set(pending.flatMap((transfer) => transfer.tickets.map((ticket) => ticket.id)));
  return tickets.map((ticket) => (taken.has(ticket.id) ? { ...ticket, pendingTransfer: true } : ticket));
}

/** The newest recipients of the customer's sent transfers (lib/domain/last-recipients.ts). */
export function lastRecipients(sent: readonly TransferListItem[]): LastRecipient[] {
  return lastRecipientsOf(sent);
}
