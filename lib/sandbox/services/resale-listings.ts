import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { ResellOffer } from '../../ticketing/schemas/resell-offer.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { ResaleListing, ResaleListingItem } from '../../ticketing/schemas/resale-market.ts';
import type { Page } from '../db/documents.ts';
import { resaleBuyerFee } from '../../domain/resale-buyer-fees.ts';
import { sumMoney } from '../../domain/money.ts';
import { sellerFees } from './cart-pricing.ts';

/**
 * The buyer's view of the secondary market (spec 02 §5 Resale, §7 GET /api/public/resell/listings):
 * an event's active offers whose tickets their seller still holds and nobody holds in a live cart,
 * each with the seller's price and the resell buyer fee (lib/domain/resale-buyer-fees.ts). Never
 * the seller's identity, payout method or ticket ids.
 *
 * A cart holds an offer through the reserved tickets it made for it: each carries its seller
 * ticket's id as originTicketId and lives until the cart is paid, emptied, aborted or expires.
 */

/** Whether the seller has resale switched on (the feature absent counts as on, like the Sell button). */
export function resaleActive(ctx: SandboxContext, sellerId: string): boolean {
  return ctx.store.get('sellers', sellerId)?.features?.resell !== false;
}

/**
 * The live cart holding each of these seller tickets for an event: seller ticket id → checkout id.
 * A reserved ticket past its expiry holds nothing (its cart expired, whether or not anyone noticed
 * yet). By event, because a season card is offered one concert at a time: a cart holding one
 * concert of a card leaves its other concerts on sale.
 */
export function cartHolds(ctx: SandboxContext, ticketIds: readonly string[], eventId: string): Map<string, string> {
  const holds = new Map<string, string>();
  if (ticketIds.length === 0) return holds;
  const rows = ctx.db
    .prepare(
      `SELECT json_extract(body, '$.originTicketId') AS origin, json_extract(body, '$.checkoutId') AS checkout FROM documents
       WHERE collection = 'tickets' AND event_id = ? AND json_extract(body, '$.status') = 'reserved'
         AND json_extract(body, '$.originTicketId') IN (${ticketIds.map(() => '?').join(', ')})
         AND COALESCE(json_extract(body, '$.expiresAt'), '9999') > ?`,
    )
    .all(eventId, ...ticketIds, ctx.now().toISOString());
  for (const row of rows) if (row.origin !== null && row.checkout !== null) holds.set(String(row.origin), String(row.checkout));
  return holds;
}

export const offerTicketIds = (offer: ResellOffer) => (offer.items ?? []).map((item) => item.ticketId);

/** The offer's tickets when its seller still holds every one of them valid; otherwise undefined. */
export function heldBySeller(ctx: SandboxContext, offer: ResellOffer): Ticket[] | undefined {
  const tickets = offerTicketIds(offer).map((id) => ctx.store.get('tickets', id));
  if (tickets.length === 0) return undefined;
  const valid = tickets.filter((ticket): ticket is Ticket => ticket !== undefined && ticket.status === 'valid' && ticket.customerId === offer.customerId);
  return valid.length === tickets.length ? valid : undefined;
}

/** Whether the event still sells on the secondary market: its seller has resale on and it has not ended. */
export function eventTakesResale(ctx: SandboxContext, event: StoredEvent): boolean {
  return event.eventType !== 'group' && resaleActive(ctx, event.sellerId) && Date.parse(event.end ?? event.start) > ctx.now().getTime();
}

function listingOf(event: StoredEvent, offer: ResellOffer, tickets: readonly Ticket[], fees: ReturnType<typeof sellerFees>, active: boolean): ResaleListing {
  const byId = new Map(tickets.map((ticket) => [ticket._id, ticket]));
  const items = (offer.items ?? []).map((item): ResaleListingItem => {
    const ticket = byId.get(item.ticketId);
    const type = event.tickets?.find((candidate) => candidate._id === (item.ticketTypeId ?? ticket?.ticketTypeId));
    const category = event.categories?.find((candidate) => candidate.ref === (item.categoryRef ?? type?.categoryRef));
    const price = item.price ?? ticket?.realPrice ?? 0;
    const ticketName = ticket?.ticketName ?? type?.name;
    const categoryName = category?.name ?? ticket?.categoryName;
    return {
      ...(type ? { ticketTypeId: type._id } : {}),
      ...(ticketName ? { ticketName } : {}),
      ...(category ? { categoryRef: category.ref } : {}),
      ...(categoryName ? { categoryName } : {}),
      seatingInfo: item.seatingInfo ?? ticket?.seatingInfo ?? null,
      ...(ticket?.slotStartTime ? { slotStartTime: ticket.slotStartTime } : {}),
      price,
      buyerFee: resaleBuyerFee(fees, price, active),
    };
  });
  const price = sumMoney(items.map((item) => item.price));
  const buyerFee = sumMoney(items.map((item) => item.buyerFee));
  return {
    _id: offer._id,
    eventId: event._id,
    sellerId: event.sellerId,
    ...((offer.currency ?? event.currency) ? { currency: offer.currency ?? event.currency } : {}),
    ...(offer.createdAt ? { createdAt: offer.createdAt } : {}),
    items,
    price,
    buyerFee,
    total: sumMoney([price, buyerFee]),
  };
}

/**
 * The offers a buyer can put in a cart now, cheapest ticket first (then oldest), paged. An event
 * that no longer sells on the secondary market lists none.
 */
export function listResaleListings(ctx: SandboxContext, event: StoredEvent, paging: { top: number; skip: number }): Page<ResaleListing> {
  if (!eventTakesResale(ctx, event)) return { docs: [], total: 0 };
  const offers = ctx.store.list('resellOffers', { sellerId: event.sellerId, eventId: event._id }).docs.filter((offer) => offer.status === 'active');
  const holds = cartHolds(ctx, offers.flatMap(offerTicketIds), event._id);
  const fees = sellerFees(ctx, event.sellerId);
  const listings = offers.flatMap((offer) => {
    if (offerTicketIds(offer).some((id) => holds.has(id))) return [];
    const tickets = heldBySeller(ctx, offer);
    return tickets ? [listingOf(event, offer, tickets, fees, true)] : [];
  });
  const perTicket = (listing: ResaleListing) => listing.price / listing.items.length;
  listings.sort((a, b) => perTicket(a) - perTicket(b) || (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a._id.localeCompare(b._id));
  return { docs: listings.slice(paging.skip, paging.skip + paging.top), total: listings.length };
}
