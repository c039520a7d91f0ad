import type { TicketingClient } from './client.ts';
import { ok, type Result } from './errors.ts';
import { listMyTicketTransfers } from './transfers.ts';
import type { TicketTransfer } from './schemas/ticket-transfer.ts';

/**
 * The customer's own pending (created) transfer of this id, from their Sent list, where the API
 * gives the sender the whole transfer with its secret; undefined when there is none. The list has
 * no id filter (spec 02 §5), so the pending ones are read in pages of the maximum size (1000).
 */
export const SENT_LOOKUP_PAGE = 1000;

export async function findPendingSentTransfer(client: TicketingClient, transferId: string, customerToken: string): Promise<Result<TicketTransfer | undefined>> {
  for (let skip = 0; ; skip += SENT_LOOKUP_PAGE) {
    const page = await listMyTicketTransfers(client, { direction: 'sent', status: ['created'], skip, top: SENT_LOOKUP_PAGE }, customerToken);
    if (!page.ok) return page;
    const found = page.data.docs.find((transfer) => transfer._id === transferId);
    if (found) return ok(found);
    if (page.data.docs.length < SENT_LOOKUP_PAGE || skip + page.data.docs.length >= page.data.total) return ok(undefined);
  }
}
