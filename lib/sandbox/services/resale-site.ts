import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { ResaleSiteClick } from '../../ticketing/schemas/resale-market.ts';
import { hasResaleSite } from '../../domain/resale-marketplace.ts';
import { badRequest, coded, notFound } from '../http/errors.ts';
import { newId } from './ids.ts';

/**
 * The seller's third-party resale site as the platform knows it (spec 01 §7 "Track a resale-site
 * click", spec 02 §6): the clicks customers make towards it, and the listings it reports back (an
 * external listing hides the marketplace sell option for its tickets). The site itself is outside
 * the sandbox; its report is a sandbox control (POST /api/sandbox/resale-site/listings).
 */

/** A ticket listing on the external resale site, as the site reported it. */
export interface StoredExternalListing {
  _id: string;
  sellerId: string;
  eventId: string;
  customerId: string;
  ticketIds: string[];
  marketplace: string;
  status: 'active' | 'ended';
  createdAt: string;
}

/** The active external listing of each of these tickets, by ticket id. */
export function externalListingsOf(ctx: SandboxContext, sellerId: string, ticketIds: readonly string[]): Map<string, StoredExternalListing> {
  const wanted = new Set(ticketIds);
  const found = new Map<string, StoredExternalListing>();
  if (wanted.size === 0) return found;
  for (const listing of ctx.store.list('externalListings', { sellerId }).docs) {
    if (listing.status !== 'active') continue;
    for (const id of listing.ticketIds) if (wanted.has(id)) found.set(id, listing);
  }
  return found;
}

/** The caller's own valid tickets of one event by id; anyone else's is as unknown as a missing one. */
function ownEventTickets(ctx: SandboxContext, customer: Customer, eventId: string, ticketIds: readonly string[]) {
  if (new Set(ticketIds).size !== ticketIds.length) throw badRequest('Invalid request', { ticketIds: ['a ticket is named twice'] });
  return ticketIds.map((id) => {
    const ticket = ctx.store.get('tickets', id);
    if (!ticket || ticket.customerId !== customer._id || ticket.sellerId !== customer.sellerId) throw notFound('Ticket');
    if (ticket.eventId !== eventId) throw badRequest('Invalid request', { ticketIds: ['all tickets must be for the event'] });
    return ticket;
  });
}

/** The seller's resale site, or 409 resaleSiteDisabled when it has none switched on. */
function resaleSiteOf(ctx: SandboxContext, sellerId: string) {
  const seller = ctx.store.get('sellers', sellerId);
  if (!seller) throw notFound('Seller');
  if (!hasResaleSite(seller.features?.resaleMarketplace, seller.resaleSite)) throw coded(409, 'resaleSiteDisabled', 'The seller has no resale site');
  return seller.resaleSite;
}

/** Records that the customer went to the resale site with these tickets of their own. */
export function trackResaleSiteClick(ctx: SandboxContext, customer: Customer, input: { sellerId: string; eventId: string; ticketIds: readonly string[] }): ResaleSiteClick {
  if (input.sellerId !== customer.sellerId) throw notFound('Seller');
  resaleSiteOf(ctx, input.sellerId);
  ownEventTickets(ctx, customer, input.eventId, input.ticketIds);
  const click: ResaleSiteClick = { _id: newId('rsc'), sellerId: input.sellerId, eventId: input.eventId, ticketIds: [...input.ticketIds], createdAt: ctx.now().toISOString() };
  return ctx.store.put('resaleSiteClicks', click, { sellerId: input.sellerId, customerId: customer._id, eventId: input.eventId, createdAt: click.createdAt });
}

/**
 * What the resale site reports when a customer listed tickets there (a sandbox control standing in
 * for the site): valid tickets of one holder and event, none listed there already.
 */
export function reportExternalListing(ctx: SandboxContext, input: { sellerId: string; ticketIds: readonly string[] }): StoredExternalListing {
  return ctx.store.transaction(() => {
    const site = resaleSiteOf(ctx, input.sellerId);
    const tickets = input.ticketIds.map((id) => {
      const ticket = ctx.store.get('tickets', id);
      if (!ticket || ticket.sellerId !== input.sellerId) throw notFound('Ticket');
      return ticket;
    });
    const first = tickets[0];
    if (!first?.customerId || tickets.some((ticket) => ticket.status !== 'valid' || ticket.customerId !== first.customerId || ticket.eventId !== first.eventId)) {
      throw badRequest('Invalid request', { ticketIds: ['valid tickets of one holder and event'] });
    }
    if (externalListingsOf(ctx, input.sellerId, input.ticketIds).size > 0) throw coded(409, 'alreadyListed', 'A ticket is already listed on the resale site');
    const createdAt = ctx.now().toISOString();
    const listing: StoredExternalListing = {
      _id: newId('xls'),
      sellerId: input.sellerId,
      eventId: first.eventId,
      customerId: first.customerId,
      ticketIds: tickets.map((ticket) => ticket._id),
      marketplace: site.name,
      status: 'active',
      createdAt,
    };
    return ctx.store.put('externalListings', listing, { sellerId: input.sellerId, customerId: first.customerId, eventId: first.eventId, createdAt });
  });
}
