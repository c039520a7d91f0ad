import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import type { TicketActionName, TicketActionOffer } from '@/lib/ticket-actions/policy';

/** A ticket as the action buttons get it: the ticket (with its secret) and what it offers. */
export interface TicketWithOffers {
  ticket: Ticket;
  offers: readonly TicketActionOffer[];
}

/** Where an action is taken: the account area, or the order page of a buyer without an account. */
export type ActionPlace =
  | { kind: 'account'; shop: { seller: string } }
  | { kind: 'order'; shop: { seller: string }; transaction: { tid: string; secret: string } };

export interface ActionDone {
  action: TicketActionName;
  ticketIds: string[];
}

/** What every action modal gets (components/ticket-actions/<action>/). */
export interface ActionModalProps {
  /** The ticket whose button opened the modal. */
  ticket: Ticket;
  offer: TicketActionOffer;
  /** The tickets shown beside it (same event on the tickets page, same order on the order page), for modals that act on several. */
  siblings: readonly TicketWithOffers[];
  place: ActionPlace;
  onClose(): void;
  /**
   * The action finished here (cancel, return, a re-personalization): the page refreshes and the
   * embedding page is told. An action that continues in a checkout (rebook, upgrade, a
   * re-personalization fee) does not call it: nothing has finished until that checkout is paid.
   */
  onDone(done: ActionDone): void;
}
