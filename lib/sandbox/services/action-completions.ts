import type { SandboxContext } from '../context.ts';
import type { StoredTransaction } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import { checkRebooking, completeRebooking } from './rebooking-completion.ts';

/**
 * What a ticket action's checkout does when it is paid (issue 11): re-personalization, rebooking
 * and upgrade each register one completion here; completeCheckout calls them all, in its store
 * transaction, after the order exists. A completion that does not recognise the checkout does
 * nothing.
 */
export type ActionCompletion = (ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction) => void;

/** A paid re-personalization: each ticket may now have its holder changed once. */
const repersonalizationPaid: ActionCompletion = (ctx, checkout, transaction) => {
  const record = ctx.store.get('repersonalizations', checkout._id);
  if (!record || record.status !== 'open') return;
  const date = ctx.now().toISOString();
  for (const id of record.ticketIds) {
    const ticket = ctx.store.get('tickets', id);
    if (!ticket) continue;
    ctx.store.put('tickets', { ...ticket, history: [...(ticket.history ?? []), { type: 'repersonalizationPaid', date, data: { checkoutId: checkout._id, transactionId: transaction._id } }] });
  }
  ctx.store.put('repersonalizations', { ...record, status: 'completed' });
};

export const ACTION_COMPLETIONS: ActionCompletion[] = [repersonalizationPaid, completeRebooking];

/**
 * Why a ticket action's checkout cannot become an order now, thrown before a payment is asked for
 * (the completion checks again, since state may change while the buyer pays).
 */
export type ActionCheck = (ctx: SandboxContext, checkout: Checkout) => void;

export const ACTION_CHECKS: ActionCheck[] = [checkRebooking];

export function checkTicketActions(ctx: SandboxContext, checkout: Checkout): void {
  for (const check of ACTION_CHECKS) check(ctx, checkout);
}

export function completeTicketActions(ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction): void {
  for (const complete of ACTION_COMPLETIONS) complete(ctx, checkout, transaction);
}
