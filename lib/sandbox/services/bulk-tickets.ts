import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import { coded, notFound } from '../http/errors.ts';
import { replace, seedWorld, writeBatch, type SeedBatch } from '../seed/batch.ts';
import { area, placeOrder, type Holder, type TicketSpec } from '../seed/holdings/build.ts';
import { newId, newSecret } from './ids.ts';
import { myTicketTotal } from './my-tickets.ts';

/**
 * Many tickets for one customer, for measuring the tickets page (issue 9): real orders and valid
 * tickets, written like the demo seed's, with random ids and secrets. They go to the seller's
 * events that have ended, so that nothing on sale changes: no availability, no sold-out shop page,
 * no checkout of a journey or a bench that runs on the same data.
 */

export const BULK_TICKETS_MAX = 5000;

/** Orders of varying sizes, as real buyers place them. */
const ORDER_SIZES = [2, 4, 1, 6, 3, 5] as const;

export interface BulkTicketsResult {
  customerId: string;
  added: number;
  orders: number;
  /** How many tickets the customer holds now. */
  tickets: number;
  eventIds: string[];
}

const hasEnded = (event: StoredEvent, now: Date) => Date.parse(event.end ?? event.start) < now.getTime();

/** The seller's ended events a ticket can be issued for (a season itself has no seats of its own). */
function endedEvents(ctx: SandboxContext, sellerId: string): StoredEvent[] {
  const now = ctx.now();
  return ctx.store
    .list('events', { sellerId })
    .docs.filter((event) => event.eventType !== 'group' && (event.tickets ?? []).length > 0 && hasEnded(event, now))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id));
}

function holderOf(customer: Customer): Holder {
  return { customerId: customer._id, email: customer.primaryEmail ?? `${customer._id}@example.com`, firstname: customer.prename ?? '', lastname: customer.lastname ?? '' };
}

export function addBulkTickets(ctx: SandboxContext, customerId: string, count: number): BulkTicketsResult {
  const customer = ctx.store.get('customers', customerId);
  if (!customer?.sellerId) throw notFound('Customer');
  const sellerId = customer.sellerId;
  const owner = { customerId: customer._id, sellerId };
  const events = endedEvents(ctx, sellerId);
  if (count === 0) return { customerId: customer._id, added: 0, orders: 0, tickets: myTicketTotal(ctx, owner), eventIds: [] };
  if (events.length === 0) throw coded(409, 'noEndedEvents', 'The seller has no ended event to issue tickets for');

  const now = ctx.now();
  const world = seedWorld(now, events);
  const holder = holderOf(customer);
  const batch: SeedBatch = {};
  let added = 0;
  let orders = 0;
  while (added < count) {
    const event = events[orders % events.length] as StoredEvent;
    const types = event.tickets ?? [];
    const size = Math.min(ORDER_SIZES[orders % ORDER_SIZES.length] ?? 1, count - added);
    const tid = newId('tx');
    // Bought some weeks before the event, a few minutes apart.
    const createdAt = new Date(Date.parse(event.start) - (7 + (orders % 50)) * 86_400_000 + orders * 60_000).toISOString();
    const tickets: TicketSpec[] = Array.from({ length: size }, (_, offset) => {
      const type = types[(added + offset) % types.length];
      const category = event.categories?.find((candidate) => candidate.ref === type?.categoryRef);
      return { _id: newId('tkt'), ticketTypeId: type?._id ?? '', secret: newSecret(), seatingInfo: area(category?.name ?? type?.name ?? 'Entry') };
    });
    placeOrder(batch, world, { tid, holder, eventId: event._id, createdAt, tickets });
    // The seed's order secrets are derived from their ids; these orders get random ones, as a checkout's do.
    replace(batch, 'transactions', tid, (transaction) => ({ ...transaction, secret: newSecret() }));
    added += size;
    orders += 1;
  }
  ctx.store.transaction(() => writeBatch(ctx.store, batch));
  return { customerId: customer._id, added, orders, tickets: myTicketTotal(ctx, owner), eventIds: events.map((event) => event._id) };
}
