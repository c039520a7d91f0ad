import type { Event } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';

/**
 * Secure ticket access (spec 02 §4 ticket claim, §6): when the event or the seller enables it and
 * the seller has the feature, a ticket's barcode is shown only to the logged-in customer who
 * claimed it. What the order page and the ticket links do with a ticket:
 *
 * | secure | viewer    | ticket                          | access         |
 * |--------|-----------|---------------------------------|----------------|
 * | no     | any       | any                             | open           |
 * | yes    | none      | any                             | loginRequired  |
 * | yes    | customer  | claimed by the viewer           | claimed        |
 * | yes    | customer  | claimed by someone else         | claimedByOther |
 * | yes    | customer  | not claimed, the viewer's own   | autoClaim      |
 * | yes    | customer  | not claimed, not the viewer's   | confirmClaim   |
 *
 * autoClaim tickets are claimed without asking; confirmClaim ones after a confirmation that
 * offers claim or abort. Only open and claimed tickets show their barcode.
 */

export type TicketAccess = 'open' | 'loginRequired' | 'claimed' | 'claimedByOther' | 'autoClaim' | 'confirmClaim';

export function isSecureTicketAccess(input: { seller: Pick<Seller, 'features' | 'secureTicketAccess'> | null | undefined; event: Pick<Event, 'secureTicketAccess'> | null | undefined }): boolean {
  if (input.seller?.features?.secureTicketAccess !== true) return false;
  return input.seller.secureTicketAccess?.enabled === true || input.event?.secureTicketAccess?.enabled === true;
}

export function ticketAccess(input: { secure: boolean; viewerCustomerId: string | null | undefined; ticket: Pick<Ticket, 'claimed' | 'customerId'> }): TicketAccess {
  if (!input.secure) return 'open';
  const viewer = input.viewerCustomerId;
  if (!viewer) return 'loginRequired';
  const own = input.ticket.customerId === viewer;
  if (input.ticket.claimed === true) return own ? 'claimed' : 'claimedByOther';
  return own ? 'autoClaim' : 'confirmClaim';
}

/** Whether the ticket's barcode (and its PDF and wallet passes) may be shown. */
export function accessShowsBarcode(access: TicketAccess): boolean {
  return access === 'open' || access === 'claimed';
}
