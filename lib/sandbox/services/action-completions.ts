import type { SandboxContext } from '../context.ts';
import type { StoredRepersonalization, StoredTransaction } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import { checkRebooking, completeRebooking } from './rebooking-completion.ts';
import { checkUpgrade, completeUpgrade } from './upgrade-completion.ts';
import { checkPurchaseIntentCheckout, completePurchaseIntents } from './purchase-intent-completion.ts';
import { checkResalePurchase, completeResalePurchase } from './resale-purchase.ts';

/**
 * What a ticket action's checkout does when it is paid (issue 11): re-personalization, rebooking
 * and upgrade each register one completion here; completeCheckout calls them all, in its store
 * transaction, after the order exists. A completion that does not recognise the checkout does
 * nothing.
 */
export type ActionCompletion = (ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction) => void;

/** The open, unexpired fee checkout of a re-personalization that covers the ticket. */
export function openRepersonalizationOf(ctx: SandboxContext, ticketId: string, now: Date): StoredRepersonalization | undefined {
  return ctx.store.list('repersonalizations', {}).docs.find((record) => {
    if (record.status !== 'open' || !record.ticketIds.includes(ticketId)) return false;
    const checkout = ctx.store.get('checkouts', record.checkoutId);
    return checkout?.status === 'open' && (!checkout.expiresAt || Date.parse(checkout.expiresAt) > now.getTime());
  });
}

/**
 * A paid re-personalization: the details sent with it become the tickets' holders; a ticket
 * without details may have its holder changed once, free.
 */
const repersonalizationPaid: ActionCompletion = (ctx, checkout, transaction) => {
  const record = ctx.store.get('repersonalizations', checkout._id);
  if (!record || record.status !== 'open') return;
  const date = ctx.now().toISOString();
  for (const id of record.ticketIds) {
    const ticket = ctx.store.get('tickets', id);
    if (!ticket) continue;
    const paid = { type: 'repersonalizationPaid' as const, date, data: { checkoutId: checkout._id, transactionId: transaction._id } };
    const details = record.details?.[id];
    ctx.store.put(
      'tickets',
      details
        ? {
            ...ticket,
            ...details,
            personalized: true,
            history: [...(ticket.history ?? []), paid, { type: 'personalized', date, data: { firstname: details.firstname, lastname: details.lastname } }],
          }
        : { ...ticket, history: [...(ticket.history ?? []), paid] },
    );
  }
  ctx.store.put('repersonalizations', { ...record, status: 'completed' });
};

export const ACTION_COMPLETIONS: ActionCompletion[] = [repersonalizationPaid, completeRebooking, completeUpgrade, completePurchaseIntents, completeResalePurchase];

/**
 * Why a ticket action's checkout cannot become an order now, thrown before a payment is asked for
 * (the completion checks again, since state may change while the buyer pays).
 */
export type ActionCheck = (ctx: SandboxContext, checkout: Checkout) => void;

export const ACTION_CHECKS: ActionCheck[] = [checkRebooking, checkUpgrade, checkPurchaseIntentCheckout, checkResalePurchase];

export function checkTicketActions(ctx: SandboxContext, checkout: Checkout): void {
  for (const check of ACTION_CHECKS) check(ctx, checkout);
}

export function completeTicketActions(ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction): void {
  for (const complete of ACTION_COMPLETIONS) complete(ctx, checkout, transaction);
}
