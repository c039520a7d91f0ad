import type { StoredTransaction } from '../collections.ts';
import type { Transaction } from '../../ticketing/schemas/transaction.ts';
import type { SandboxContext } from '../context.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';

/** A stored order as the API answers it: addressed by `tid`; the store's `_id` copy stays inside. */
export function publicTransaction(stored: StoredTransaction): Transaction {
  const { _id: _storeKey, ...transaction } = stored;
  return transaction;
}

const naturalOrder = new Intl.Collator('en', { numeric: true });

/** The tickets issued by an order (successors from transfers or resale belong to no order). */
export function ticketsOfTransaction(ctx: SandboxContext, tid: string): Ticket[] {
  return ctx.db
    .prepare(`SELECT body FROM documents WHERE collection = 'tickets' AND json_extract(body, '$.transactionId') = ?`)
    .all(tid)
    .map((row) => JSON.parse(String(row.body)) as Ticket)
    .sort((a, b) => naturalOrder.compare(a._id, b._id));
}
