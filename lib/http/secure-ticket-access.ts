import 'server-only';
import { currentLogin } from '../session/server.ts';
import { shopEvent, shopSeller } from '../shop/queries.ts';
import { ticketing } from '../ticketing/server.ts';
import { getMe } from '../ticketing/customers.ts';
import { getTicket } from '../ticketing/tickets.ts';
import { getTicketTransaction } from '../ticketing/transactions.ts';
import { claimTickets } from '../ticketing/ticket-claims.ts';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { accessShowsBarcode, isSecureTicketAccess, ticketAccess, type TicketAccess } from '../domain/secure-ticket-access.ts';
import { refuse } from './refusal.ts';

/**
 * Secure ticket access on the server (spec 02 §6; lib/domain/secure-ticket-access.ts): who is
 * looking, what each ticket lets them see, and the gate of the ticket links (PDF and wallet
 * passes carry the barcode too, so they follow the same rule as the order page).
 */

/** The customer logged in to this seller's shop, if any (an expired login is nobody). */
export async function viewerOf(seller: Pick<Seller, '_id'>): Promise<{ customerId: string; token: string } | undefined> {
  const login = await currentLogin(seller._id);
  if (!login) return undefined;
  const me = await getMe(ticketing(), login.token);
  return me.ok ? { customerId: me.data._id, token: login.token } : undefined;
}

/** Each ticket's access for this viewer, by ticket id. */
export function ticketAccessOf(
  tickets: readonly Ticket[],
  input: { seller: Seller | undefined; eventOf: (ticket: Ticket) => Pick<Event, 'secureTicketAccess'> | undefined; viewerCustomerId: string | undefined },
): Map<string, TicketAccess> {
  return new Map(
    tickets.map((ticket) => [
      ticket._id,
      ticketAccess({ secure: isSecureTicketAccess({ seller: input.seller, event: input.eventOf(ticket) }), viewerCustomerId: input.viewerCustomerId, ticket }),
    ]),
  );
}

/**
 * Whether this ticket's barcode may be shown to whoever is logged in to its shop now. The
 * customer's own unclaimed ticket is claimed on the way, as the order page does (spec 02 §4).
 */
export async function barcodeShownToViewer(ticket: Ticket): Promise<boolean> {
  const sellerResult = ticket.sellerId ? await shopSeller(ticket.sellerId) : undefined;
  const seller = sellerResult?.ok ? (sellerResult.data ?? undefined) : undefined;
  // Most shops lack the feature: no event read, no login looked up.
  if (seller?.features?.secureTicketAccess !== true) return true;
  const eventResult = await shopEvent(ticket.eventId, 'en');
  const event = eventResult.ok ? (eventResult.data ?? undefined) : undefined;
  if (!isSecureTicketAccess({ seller, event })) return true;
  const viewer = await viewerOf(seller);
  const access = ticketAccess({ secure: true, viewerCustomerId: viewer?.customerId, ticket });
  if (access === 'autoClaim' && viewer && ticket.secret) return (await claimTickets(ticketing(), [{ _id: ticket._id, secret: ticket.secret }], viewer.token)).ok;
  return accessShowsBarcode(access);
}

/**
 * The ticket links' gate: true when every ticket may show its barcode to whoever asks. A ticket
 * that cannot be read is left to the document call, which answers for it as for any unknown link.
 */
export async function linksShowBarcodes(refs: readonly { id: string; secret: string }[]): Promise<boolean> {
  const client = ticketing();
  const tickets = (await Promise.all(refs.map((ref) => getTicket(client, ref.id, ref.secret)))).flatMap((result) => (result.ok ? [result.data] : []));
  for (const ticket of tickets) if (!(await barcodeShownToViewer(ticket))) return false;
  return true;
}

/** The refusal of a ticket link whose barcode must not be shown to this viewer. */
export const claimRequired = () => refuse(403, 'claimRequired', undefined, 'Log in and claim the ticket to see its barcode');

/**
 * Where a single ticket's link sends a viewer who may not see its barcode: its order page, where
 * they log in and claim it; undefined when the order cannot be found.
 */
export async function claimPageOf(ref: { id: string; secret: string }): Promise<string | undefined> {
  const order = await getTicketTransaction(ticketing(), ref.id, ref.secret);
  return order.ok && order.data.secret ? `/transaction/${encodeURIComponent(order.data.tid)}/${encodeURIComponent(order.data.secret)}` : undefined;
}
