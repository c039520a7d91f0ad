import 'server-only';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { hasResaleSite } from '../domain/resale-marketplace.ts';
import { isEventUpcoming, isResellableNow } from '../domain/ticket-actions.ts';
import type { SeasonCardView } from './ticket-views.ts';

/** The shop segment of the seller's URLs (/{slug}/…), as the shop layout builds it. */
export const shopSlugOf = (seller: Pick<Seller, '_id' | 'slug'>): string => seller.slug ?? seller._id;

/**
 * A season card's buttons (spec 02 §2): the upcoming-events button for any card still held, and
 * the season-card sell modal when the seller sells on its resale site (feature and capability,
 * spec 02 §6) and the card is valid, resellable and its season not over. Ordinary tickets: none.
 */
export function seasonCardView(seller: Seller, ticket: Ticket, event: Event, now: Date): SeasonCardView | undefined {
  if (ticket.type !== 'multi' || event.eventType !== 'group' || ticket.status === 'invalid') return undefined;
  const site = seller.resaleSite;
  const sells = hasResaleSite(seller.features?.resaleMarketplace, site) && ticket.status === 'valid' && isResellableNow(ticket) && isEventUpcoming(event, now);
  return {
    shop: { seller: shopSlugOf(seller) },
    seasonId: event._id,
    seasonName: event.name,
    ticketId: ticket._id,
    excludedEventIds: [...(ticket.excludedEventIds ?? [])],
    ...(sells && site ? { resaleSite: { name: site.name } } : {}),
  };
}
