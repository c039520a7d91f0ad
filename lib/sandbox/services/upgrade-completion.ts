import type { SandboxContext } from '../context.ts';
import type { StoredTransaction, StoredUpgrade } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import { coded } from '../http/errors.ts';
import { UPGRADE_ORIGIN, type UpgradeReason } from '../../domain/upgrade.ts';
import { creditActionOfCheckout, giveUpTicket, holdsTicketsOf } from './action-records.ts';
import { ticketsOfTransaction } from './orders.ts';

/**
 * The end of an upgrade (spec 02 §4 "Upgrade: selected tickets and target event lead to a new
 * checkout at step 1"; ADR 0021): when its checkout becomes an order, the old tickets are given
 * up — invalid, or a season card that traded one concert keeps the others — the new tickets of
 * the target event say where they came from, and the upgrade is completed. Checked before a
 * payment is asked for and again on completion, so the credit of a ticket that was returned or
 * cancelled meanwhile is never spent, and an upgrade never ends without a ticket of the target.
 */

const STILL_HELD: ReadonlySet<string> = new Set(['valid', 'detailsRequired']);

export const upgradeRefused = (reason: UpgradeReason, ticketId: string) => coded(409, 'upgradeNotAllowed', 'This ticket cannot be upgraded', { reason, ticketId });

/** The upgrade a checkout was opened for, if any. */
export function upgradeOfCheckout(ctx: SandboxContext, checkout: Checkout): StoredUpgrade | undefined {
  return creditActionOfCheckout(ctx, 'upgrades', checkout);
}

/** Throws when the checkout cannot end the upgrade now. */
function requireCompletable(ctx: SandboxContext, checkout: Checkout, upgrade: StoredUpgrade): void {
  if (!holdsTicketsOf(checkout, upgrade.targetEventId)) {
    throw coded(409, 'upgradeWithoutTickets', 'Add tickets for the new event before completing the upgrade');
  }
  for (const id of upgrade.ticketIds) {
    const ticket = ctx.store.get('tickets', id);
    if (!ticket || !STILL_HELD.has(ticket.status)) throw upgradeRefused('ticketStatusNotValid', id);
    // A season card's concert given away or rebooked meanwhile is no longer the card's to trade.
    const concert = upgrade.seasonEventIds?.[id];
    if (concert && (ticket.excludedEventIds ?? []).includes(concert)) throw upgradeRefused('targetNotAllowed', id);
  }
}

/** Before a payment is asked for: an upgrade's checkout must still be able to end it. */
export function checkUpgrade(ctx: SandboxContext, checkout: Checkout): void {
  const upgrade = upgradeOfCheckout(ctx, checkout);
  if (upgrade?.status === 'open') requireCompletable(ctx, checkout, upgrade);
}

/**
 * The checkout became an order: the old tickets are given up, and the new tickets of the target
 * event, in order, each name the old ticket it replaces. Tickets bought beyond the number given up
 * are ordinary purchases (ADR 0021).
 */
export function completeUpgrade(ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction): void {
  const upgrade = upgradeOfCheckout(ctx, checkout);
  if (!upgrade || upgrade.status !== 'open') return;
  // Throwing here undoes the whole order: completeCheckout runs in its caller's store transaction.
  requireCompletable(ctx, checkout, upgrade);
  const date = ctx.now().toISOString();
  const data = { reason: 'upgraded', upgradeId: upgrade._id, checkoutId: checkout._id };
  for (const id of upgrade.ticketIds) {
    const ticket = ctx.store.get('tickets', id);
    const concert = upgrade.seasonEventIds?.[id];
    if (ticket) giveUpTicket(ctx, ticket, upgrade._id, { date, data, fromSeason: concert ? { eventId: concert, type: 'upgradedFromSeason' } : undefined });
  }
  const issued = ticketsOfTransaction(ctx, transaction.tid).filter((ticket) => ticket.eventId === upgrade.targetEventId);
  upgrade.ticketIds.forEach((originTicketId, index) => {
    const successor = issued[index];
    if (successor) ctx.store.put('tickets', { ...successor, origin: UPGRADE_ORIGIN, originTicketId });
  });
  ctx.store.put('upgrades', { ...upgrade, status: 'completed', completedTransactionId: transaction.tid });
}
