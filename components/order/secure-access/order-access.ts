import 'server-only';
import { accessShowsBarcode, isSecureTicketAccess, type TicketAccess } from '@/lib/domain/secure-ticket-access';
import { ticketAccessOf, viewerOf } from '@/lib/http/secure-ticket-access';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';

/**
 * The order page under secure ticket access (spec 02 §4, §6): each ticket's access for whoever is
 * logged in, the tickets as the page may hand them on (a barcode the viewer may not see is
 * removed before anything reaches the browser), and what the claim panel has to do.
 */
export interface OrderAccess {
  accessOf: (ticket: Pick<Ticket, '_id'>) => TicketAccess;
  /** Every ticket, without the barcodes the viewer may not see. */
  tickets: Ticket[];
  /** The tickets whose barcode, PDF and wallet passes the viewer may have. */
  visible: Ticket[];
  /** Set when some ticket is secure: what the claim panel shows and claims. */
  panel?: { loginRequired: boolean; autoClaimIds: string[]; confirmClaimIds: string[] } | undefined;
}

/** The ticket without its code: not even an undefined key travels to the browser. */
function withoutBarcode(ticket: Ticket): Ticket {
  const { barcode: _hidden, ...rest } = ticket;
  return { ...rest, barcodeRevealed: false };
}

export async function orderAccess(input: { tickets: readonly Ticket[]; seller: Seller | undefined; events: ReadonlyMap<string, Event> }): Promise<OrderAccess> {
  const eventOf = (ticket: Ticket) => input.events.get(ticket.eventId);
  const secure = input.tickets.some((ticket) => isSecureTicketAccess({ seller: input.seller, event: eventOf(ticket) }));
  // Only a page with secure tickets asks who is logged in.
  const viewer = secure && input.seller ? await viewerOf(input.seller) : undefined;
  const access = ticketAccessOf(input.tickets, { seller: input.seller, eventOf, viewerCustomerId: viewer?.customerId });
  const accessOf = (ticket: Pick<Ticket, '_id'>) => access.get(ticket._id) ?? 'open';
  const shows = (ticket: Ticket) => accessShowsBarcode(accessOf(ticket));
  const idsWith = (kind: TicketAccess) => input.tickets.filter((ticket) => accessOf(ticket) === kind).map((ticket) => ticket._id);
  return {
    accessOf,
    tickets: input.tickets.map((ticket) => (shows(ticket) ? ticket : withoutBarcode(ticket))),
    visible: input.tickets.filter(shows),
    panel: secure ? { loginRequired: idsWith('loginRequired').length > 0, autoClaimIds: idsWith('autoClaim'), confirmClaimIds: idsWith('confirmClaim') } : undefined,
  };
}
