import type { SandboxContext } from '../context.ts';
import type { StoredRebooking, StoredUpgrade } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import type { Ticket, TicketHistoryType, TicketLock } from '../../ticketing/schemas/ticket.ts';
import type { VoucherInternalType } from '../../ticketing/schemas/voucher.ts';
import { UPGRADE_LOCK_TYPE } from '../../domain/upgrade.ts';
import { NO_ACTIONS_LEFT } from './ticket-issue.ts';

/**
 * Ticket actions that give tickets up for a credit in a new checkout — rebooking (ADR 0019) and
 * upgrade (ADR 0021) — keep a record of it, find it again from the checkout, and lock the tickets
 * while the checkout is open so they are not given up twice.
 */

/** The type of the lock a rebooking puts on its tickets while its checkout is open. */
export const REBOOKING_LOCK_TYPE = 'rebooking';

interface CreditActions {
  rebookings: StoredRebooking;
  upgrades: StoredUpgrade;
}
type CreditAction = keyof CreditActions;

/** Each action's lock type, the collection of its records and the credit its checkout carries. */
const ACTIONS: Record<CreditAction, { lockType: string; voucherType: VoucherInternalType }> = {
  rebookings: { lockType: REBOOKING_LOCK_TYPE, voucherType: 'REBOOKING_CREDIT' },
  upgrades: { lockType: UPGRADE_LOCK_TYPE, voucherType: 'UPGRADE_CREDIT' },
};

/** The record of the action a checkout was opened for, if any. */
export function creditActionOfCheckout<K extends CreditAction>(ctx: SandboxContext, action: K, checkout: Checkout): CreditActions[K] | undefined {
  // Only the action's checkout carries its credit; other checkouts are not looked up at all.
  const { voucherType } = ACTIONS[action];
  if (!(checkout.redeemedVouchers?.vouchers ?? []).some((voucher) => voucher.type === voucherType)) return undefined;
  const records: CreditActions[K][] = ctx.store.list(action, { sellerId: checkout.sellerId ?? '' }).docs;
  return records.find((record) => record.checkoutId === checkout._id);
}

/** The lock an action's record holds on each of its tickets until its checkout expires. */
export function creditActionLock(action: CreditAction, record: { _id: string; createdAt: string }, reason: string, expiresAt: string | undefined): TicketLock {
  return { _id: record._id, type: ACTIONS[action].lockType, reason, createdAt: record.createdAt, expiresAt: expiresAt ?? null };
}

/** Whether the checkout holds a ticket of the event: an action's checkout must, to end it. */
export function holdsTicketsOf(checkout: Checkout, eventId: string): boolean {
  const item = (checkout.items ?? []).find((candidate) => candidate.eventId === eventId);
  return (item?.tickets ?? []).some((line) => line.amount > 0);
}

const actionOfLock = (lock: TicketLock) => (Object.keys(ACTIONS) as CreditAction[]).find((action) => ACTIONS[action].lockType === lock.type);

/**
 * The ticket without the locks of rebookings and upgrades whose checkout is no longer open
 * (aborted, completed or expired): those ended, so the holder may start another one.
 */
export function withoutEndedActionLocks(ctx: SandboxContext, ticket: Ticket): Ticket {
  if (!ticket.locks?.some((lock) => actionOfLock(lock))) return ticket;
  const live = (lock: TicketLock) => {
    const action = actionOfLock(lock);
    if (!action) return true;
    const record = lock._id ? ctx.store.get(action, lock._id) : undefined;
    const checkout = record ? ctx.store.get('checkouts', record.checkoutId) : undefined;
    return record?.status === 'open' && checkout?.status === 'open';
  };
  return { ...ticket, locks: ticket.locks.filter(live) };
}

export interface GivenUp {
  date: string;
  /** The history entry's data: the reason, the action's record and its checkout. */
  data: Record<string, string>;
  /** A season card that gives up one event only: that event and the history entry that says so. */
  fromSeason?: { eventId: string; type: TicketHistoryType } | undefined;
}

/**
 * The action's new order exists: its lock is lifted and the old ticket given up — invalid, with an
 * `invalidated` entry, or for a season card giving up one event, that event excluded.
 */
export function giveUpTicket(ctx: SandboxContext, ticket: Ticket, recordId: string, { date, data, fromSeason }: GivenUp): Ticket {
  const locks = (ticket.locks ?? []).filter((lock) => lock._id !== recordId);
  if (fromSeason) {
    return ctx.store.put('tickets', {
      ...ticket,
      locks,
      excludedEventIds: [...(ticket.excludedEventIds ?? []), fromSeason.eventId],
      history: [...(ticket.history ?? []), { type: fromSeason.type, date, data: { ...data, eventId: fromSeason.eventId } }],
    });
  }
  return ctx.store.put('tickets', {
    ...ticket,
    locks,
    status: 'invalid',
    ...NO_ACTIONS_LEFT,
    history: [...(ticket.history ?? []), { type: 'invalidated', date, data }],
  });
}
