import type { SandboxContext } from '../context.ts';
import type { StoredTransaction } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import type { PurchaseIntent } from '../../ticketing/schemas/purchase-intent.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { TransactionTicket } from '../../ticketing/schemas/transaction.ts';
import { onlineCompletionRefusal } from '../../domain/purchase-intent-rules.ts';
import { coded } from '../http/errors.ts';
import { linesOf } from './cart-pricing.ts';
import { asDetailsRequiredTicket, asValidTicket } from './ticket-issue.ts';
import { intentNotCompletable, ticketsOfIntent, type StoredIntentCheckout } from './purchase-intents.ts';

/**
 * The end of a checkout made from purchase intents (spec 02 §4 PurchaseIntent new → complete):
 * checked before a payment is asked for and again when the order exists (state may change while
 * the buyer pays: the seller rejects, the intent expires or is canceled, a line is removed from
 * the cart). On completion each intent's reserved tickets become the order's, valid (or awaiting
 * their holder's details), and the intent is complete with the order's id and its outcome.
 */

function recordOf(ctx: SandboxContext, checkout: Checkout): StoredIntentCheckout | undefined {
  const record = ctx.store.get('intentCheckouts', checkout._id);
  return record?.status === 'open' ? record : undefined;
}

interface Completing {
  intent: PurchaseIntent;
  itemId: string;
}

/** Throws when the checkout cannot complete its intents now; answers them otherwise. */
function requireCompletable(ctx: SandboxContext, checkout: Checkout, record: StoredIntentCheckout): Completing[] {
  const seller = ctx.store.get('sellers', checkout.sellerId ?? '');
  const now = ctx.now();
  const amounts = new Map((checkout.items ?? []).flatMap((item) => linesOf(item).map((line) => [`${item._id}/${line._id}`, line.amount] as const)));
  return record.intents.map(({ intentId, itemId, lines }) => {
    const intent = ctx.store.get('purchaseIntents', intentId);
    if (!intent) throw intentNotCompletable(intentId, 'closed');
    const refusal = onlineCompletionRefusal(intent, { moto: seller?.features?.moto === true, now });
    if (refusal) throw intentNotCompletable(intentId, refusal);
    if (!lines.every((line) => amounts.get(`${itemId}/${line.lineId}`) === line.amount)) {
      throw coded(409, 'purchaseIntentItemsChanged', 'Items of a purchase intent were removed from this order; start again from the purchase intent', { purchaseIntentId: intentId });
    }
    return { intent, itemId };
  });
}

/** Before a payment is asked for: a checkout made from intents must still be able to complete them. */
export function checkPurchaseIntentCheckout(ctx: SandboxContext, checkout: Checkout): void {
  const record = recordOf(ctx, checkout);
  if (record) requireCompletable(ctx, checkout, record);
}

function orderLines(tickets: readonly Ticket[]): TransactionTicket[] {
  const lines = new Map<string, TransactionTicket>();
  for (const ticket of tickets) {
    const key = JSON.stringify([ticket.ticketTypeId, ticket.realPrice]);
    const line = lines.get(key);
    if (line) line.amount += 1;
    else
      lines.set(key, {
        amount: 1,
        ...(ticket.ticketTypeId ? { ticketTypeId: ticket.ticketTypeId } : {}),
        ...(ticket.ticketName ? { name: ticket.ticketName } : {}),
        ...(ticket.realPrice !== undefined ? { price: ticket.realPrice } : {}),
        ...(ticket.categoryRef ? { categoryRef: ticket.categoryRef } : {}),
      });
  }
  return [...lines.values()];
}

/** The intent's reserved tickets become the order's, at the prices the intent's lines state. */
function issueIntentTickets(ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction, completing: Completing): Ticket[] {
  const now = ctx.now();
  const date = now.toISOString();
  const { intent, itemId } = completing;
  const priceOf = new Map((intent.tickets ?? []).map((line) => [line.ticketTypeId ?? '', line.price]));
  const eventStart = ctx.store.get('events', intent.eventId ?? '')?.start ?? date;
  return ticketsOfIntent(ctx, intent._id)
    .filter((ticket) => ticket.status === 'reserved')
    .map((ticket) => {
      const needsDetails = (ticket.requiresPersonalization === true || ticket.requiresExtraFields === true) && ticket.personalized !== true;
      const holder = ticket.personalized ? {} : needsDetails ? { firstname: '', lastname: '' } : { firstname: checkout.firstname ?? '', lastname: checkout.lastname ?? '' };
      const paid: Ticket = {
        ...ticket,
        ...holder,
        transactionId: transaction.tid,
        checkoutId: checkout._id,
        checkoutItemId: itemId,
        customerId: transaction.customerId ?? ticket.customerId ?? null,
        email: checkout.email ?? ticket.email ?? null,
        realPrice: priceOf.get(ticket.ticketTypeId ?? '') ?? ticket.realPrice,
        expiresAt: null,
        history: [...(ticket.history ?? []), { type: needsDetails ? 'detailsRequired' : 'validated', date, data: { purchaseIntentId: intent._id } }],
      };
      const ready = needsDetails ? asDetailsRequiredTicket(paid) : asValidTicket(paid, now, eventStart);
      return ctx.store.put('tickets', ready, { customerId: ready.customerId ?? undefined });
    });
}

/**
 * The checkout became an order: every intent it was made from is completed (status complete, the
 * order's id, the checkout as its outcome, a `completed` history entry) and its tickets issued.
 * Throwing here undoes the whole order: completeCheckout runs in its caller's store transaction.
 */
export function completePurchaseIntents(ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction): void {
  const record = recordOf(ctx, checkout);
  if (!record) return;
  const completing = requireCompletable(ctx, checkout, record);
  const date = ctx.now().toISOString();
  const issued = completing.flatMap((entry) => issueIntentTickets(ctx, checkout, transaction, entry));
  for (const { intent, itemId } of completing) {
    ctx.store.put('purchaseIntents', {
      ...intent,
      status: 'complete',
      transactionId: transaction.tid,
      ticketsCreated: intent.ticketsCreated ?? false,
      outcome: { checkoutId: checkout._id, checkoutItemId: itemId },
      history: [...(intent.history ?? []), { type: 'completed', date, data: { transactionId: transaction.tid, checkoutId: checkout._id } }],
    });
  }
  if (issued.length > 0) {
    ctx.store.put('transactions', { ...transaction, tickets: [...(transaction.tickets ?? []), ...orderLines(issued)] });
  }
  ctx.store.put('intentCheckouts', { ...record, status: 'completed' });
}
