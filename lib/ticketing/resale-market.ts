import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { resaleListingPageSchema, resaleSiteClickSchema, ticketResaleStatusSchema } from './schemas/resale-market.ts';

/**
 * The buyer's side of the secondary market and the seller's resale site (spec 02 §7 Resale,
 * spec 01 §7 "Track a resale-site click"; ADR draft "resale").
 */

/** GET /api/public/resell/listings: the active offers of an event nobody holds in a cart, cheapest ticket first. */
export function listResaleListings(client: TicketingClient, query: { eventId: string; sellerId: string; top: number; skip?: number }) {
  return client.request({
    path: '/api/public/resell/listings',
    query: { eventId: query.eventId, sellerId: query.sellerId, top: query.top, skip: query.skip ?? 0 },
    schema: resaleListingPageSchema,
  });
}

/** GET /api/public/resell/ticket/{id}/status: proven by the ticket's secret or by the holder's token. */
export function getTicketResaleStatus(client: TicketingClient, ticket: { id: string; secret?: string | undefined }, customerToken?: string) {
  return client.request({
    path: apiPath`/api/public/resell/ticket/${ticket.id}/status`,
    query: { secret: ticket.secret },
    schema: ticketResaleStatusSchema,
    customerToken,
  });
}

/** POST /api/public/resell/marketplace/clicks: the holder goes to the resale site with these tickets. */
export function trackResaleSiteClick(client: TicketingClient, input: { sellerId: string; eventId: string; ticketIds: readonly string[] }, customerToken: string) {
  return client.request({ method: 'POST', path: '/api/public/resell/marketplace/clicks', body: input, schema: resaleSiteClickSchema, customerToken });
}
