import 'server-only';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import type { Transaction } from '@/lib/ticketing/schemas/transaction';
import type { RebookingStrategy } from '@/lib/ticketing/schemas/rebooking-strategy';
import { getTicketTransaction } from '@/lib/ticketing/transactions';
import { getRebookingStrategy } from '@/lib/ticketing/rebooking';
import { ticketing } from '@/lib/ticketing/server';
import { TICKET_ACTIONS, type TicketActionName, type TicketActionOffer } from './policy.ts';
import { cancelOffer } from './cancel-offer.ts';
import { returnOffer } from './return-offer.ts';
import { repersonalizeOffer } from './repersonalize-offer.ts';
import { rebookOffer } from './rebook-offer.ts';
import { upgradeOffer } from './upgrade-offer.ts';

/** What an action's offer is built from: the ticket and what the page already holds. */
export interface OfferSource {
  /** With its secret. */
  ticket: Ticket;
  /** The ticket's own event (a season child's, for a child ticket). */
  event?: Event | undefined;
  seller?: Seller | undefined;
  now: Date;
  load: OfferLoaders;
}

/** Upstream reads an offer may need, each made once per page however many tickets ask. */
export interface OfferLoaders {
  transaction(ticket: Ticket): Promise<Transaction | undefined>;
  rebookingStrategy(id: string): Promise<RebookingStrategy | undefined>;
}

/** undefined: the action is not offered for this ticket at all, so its button is absent. */
export type OfferBuilder = (source: OfferSource) => Promise<TicketActionOffer | undefined>;

/** One builder per action (lib/ticket-actions/<action>-offer.ts). */
const OFFER_BUILDERS: Partial<Record<TicketActionName, OfferBuilder>> = { repersonalize: repersonalizeOffer, cancel: cancelOffer, return: returnOffer, rebook: rebookOffer, upgrade: upgradeOffer };

/** The offers of one ticket, in TICKET_ACTIONS order. A builder that fails offers nothing rather than breaking the page. */
export async function ticketActionOffers(source: OfferSource): Promise<TicketActionOffer[]> {
  const offers = await Promise.all(
    TICKET_ACTIONS.map(async (action) => {
      const build = OFFER_BUILDERS[action];
      if (!build) return undefined;
      try {
        return await build(source);
      } catch (error) {
        console.error(`ticket action offer ${action} failed`, error instanceof Error ? error.message : error);
        return undefined;
      }
    }),
  );
  return offers.filter((offer): offer is TicketActionOffer => offer !== undefined);
}

function memoize<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let hit = cache.get(key);
    if (!hit) {
      hit = read(key);
      cache.set(key, hit);
    }
    return hit;
  };
}

/**
 * Loaders for one page render. The order is read with the first ticket's secret that asks for it;
 * the secret is the capability, so any ticket of the order will do.
 */
export function offerLoaders(): OfferLoaders {
  const client = ticketing();
  const secrets = new Map<string, { id: string; secret: string }>();
  const transaction = memoize(async (tid) => {
    const ticket = secrets.get(tid);
    if (!ticket) return undefined;
    const result = await getTicketTransaction(client, ticket.id, ticket.secret);
    return result.ok ? result.data : undefined;
  });
  return {
    transaction: (ticket) => {
      if (!ticket.transactionId || !ticket.secret) return Promise.resolve(undefined);
      if (!secrets.has(ticket.transactionId)) secrets.set(ticket.transactionId, { id: ticket._id, secret: ticket.secret });
      return transaction(ticket.transactionId);
    },
    rebookingStrategy: memoize(async (id) => {
      const result = await getRebookingStrategy(client, id);
      return result.ok ? result.data : undefined;
    }),
  };
}
