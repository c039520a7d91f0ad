import 'server-only';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { hasResaleSite } from '@/lib/domain/resale-marketplace';
import { isEventUpcoming, isResellableNow } from '@/lib/domain/ticket-actions';
import type { SeasonCardView } from '../tickets/season-types';
import { shopSlug } from './screen';

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
    shop: { seller: shopSlug(seller) },
    seasonId: event._id,
    seasonName: event.name,
    ticketId: ticket._id,
    excludedEventIds: [...(ticket.excludedEventIds ?? [])],
    ...(sells && site ? { resaleSite: { name: site.name } } : {}),
  };
}
