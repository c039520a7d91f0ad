import type { SandboxContext } from '../context.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { TicketResaleStatus } from '../../ticketing/schemas/resale-market.ts';
import { externalListingsOf } from './resale-site.ts';
import { ticketStatuses } from './resell-offers.ts';

/**
 * GET /api/public/resell/ticket/{id}/status (spec 02 §7 Resale): where one ticket stands on the
 * secondary market — in an active offer (listed), sold with an offer, or neither — whether it could
 * be offered now and why not, and its listing on the seller's resale site, if any (which hides the
 * marketplace sell option, spec 02 §6). Asked by its holder: the caller proves it with the
 * ticket's secret or the holder's token (the route checks which).
 */
export function ticketResaleStatus(ctx: SandboxContext, ticket: Ticket): TicketResaleStatus {
  const sellerId = ticket.sellerId ?? '';
  const offers = ctx.store.list('resellOffers', { sellerId, eventId: ticket.eventId }).docs.filter((offer) => (offer.items ?? []).some((item) => item.ticketId === ticket._id));
  const active = offers.find((offer) => offer.status === 'active');
  const sold = offers.find((offer) => offer.status === 'sold');
  const holder = ticket.customerId ? ctx.store.get('customers', ticket.customerId) : undefined;
  // Only a customer with an account can offer; a guest's ticket is not offered at all.
  const status = holder ? ticketStatuses(ctx, holder, [ticket])[0] : undefined;
  const external = externalListingsOf(ctx, sellerId, [ticket._id]).get(ticket._id);
  return {
    ticketId: ticket._id,
    eventId: ticket.eventId,
    state: active ? 'listed' : sold ? 'sold' : 'notListed',
    offerId: (active ?? sold)?._id ?? null,
    resellAble: status?.resellAble === true,
    ...(status?.reason ? { reason: status.reason } : holder ? {} : { reason: 'TICKET_OFFER_DISABLED' as const }),
    externalListing: external ? { _id: external._id, marketplace: external.marketplace, createdAt: external.createdAt } : null,
  };
}
