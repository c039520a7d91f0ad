import type { Ticket } from '../ticketing/schemas/ticket.ts';
import type { ShopParams } from './flows.ts';
import type { WalletPassRequest } from '../operations/ticket-documents.ts';
import type { TicketActionOffer } from '../ticket-actions/policy.ts';
import type { SeatingPlace } from '../domain/seating-info.ts';
import type { TransferRefusal } from '../domain/transfer-rules.ts';

/**
 * Plain view data of the tickets screen, built on the server: the event cards and packages by the
 * page (lib/account/tickets-screen.ts), an event's tickets and actions by the route handler its
 * viewer calls when it opens (lib/operations/account-tickets.ts).
 */

/** What a season card (type multi) of the tickets screen carries for its buttons (spec 02 §2). */
export interface SeasonCardView {
  /** The shop whose season operations the modals call. */
  shop: ShopParams;
  seasonId: string;
  seasonName: string;
  ticketId: string;
  /** Events the card no longer holds (transferred, resold, rebooked, upgraded). */
  excludedEventIds: string[];
  /** Set when the season-card sell modal is offered: the seller sells on its resale site and the card may be resold. */
  resaleSite?: { name: string } | undefined;
}

/**
 * One ticket of the viewer, ready for the shared ticket card (components/tickets/TicketCard): the
 * ticket cut down to the fields the card reads (the viewer of 200+ tickets travels to the browser),
 * the labels formatted on the server (ADR 0006), and nothing the viewer already knows repeated.
 */
export interface TicketView {
  ticket: Ticket;
  /** The ticket's event, when it is not the viewer's own (a package spans events). */
  event?: { name: string; image?: string | undefined } | undefined;
  /** The slot start, or the date of a package ticket's event; else the viewer's date applies. */
  dateLabel?: string | undefined;
  barcodeRevealed: boolean;
  /** When a hidden barcode becomes available. */
  revealLabel?: string | undefined;
  /** The ticket's e-ticket PDF download, when the ticket has one (flows.ts ticketPdf). */
  pdfHref?: string | undefined;
  /** Re-personalize, cancel, return, rebook, upgrade: what this ticket offers (lib/ticket-actions/offers.ts). */
  offers?: TicketActionOffer[] | undefined;
  /** The ticket waits for its payment plan (no transfer, no resale until paid): where the customer's plans are. */
  paymentPlanHref?: string | undefined;
  /** A season card's upcoming-events and sell buttons (lib/account/season-card.ts). */
  season?: SeasonCardView | undefined;
}

export type TicketActionKind = 'sell' | 'transfer' | 'upgrade' | 'appleWallet' | 'googleWallet' | 'downloadAll';

/**
 * An action the customer can take, shown only when its rule allows it and its flow exists (flows.ts).
 * A wallet button asks for its pass; the others are links; Transfer and Sell open a modal.
 */
export type TicketActionLink = TicketHrefAction | TicketWalletAction | TicketTransferAction | TicketSellAction;

export interface TicketHrefAction {
  kind: 'upgrade' | 'downloadAll';
  href: string;
}

export interface TicketWalletAction {
  kind: 'appleWallet' | 'googleWallet';
  pass: WalletPassRequest;
}

/** A ticket the Transfer modal offers: by id only (the create route finds its secret), with a readable label. */
export interface TransferTicketOption {
  id: string;
  /** Name and seat in one line ("Seated · Stalls · Block A · Row 4 · Seat 12"): the fallback display. */
  label: string;
  /** The ticket type's name, shown above the seating entries when there are any. */
  name?: string | undefined;
  /** Where the holder sits: the selection rule's input (lib/domain/ticket-selection.ts) and the seating entries shown. */
  seatingInfo?: SeatingPlace | undefined;
  /** The sender cannot transfer it now (spec 02 §9): shown disabled with this reason. */
  refusal?: TransferRefusal | undefined;
}

export interface TicketTransferAction {
  kind: 'transfer';
  eventName: string;
  /** The event's transferable tickets (spec 02 §9 Transfer rule, as the API computes it per ticket). */
  tickets: TransferTicketOption[];
  /** flows.ts transferTickets: the shop whose transfer operations the modal calls. */
  shop: ShopParams;
  /** Season cards: the season, whose events the modal offers by tab (components/account/transfers/season/). */
  season?: { eventId: string } | undefined;
  /** Until when these tickets can be transferred (event end minus the allowed-until offset), formatted in the event's zone. */
  deadlineLabel?: string | undefined;
  /** Whether the recipient may pass the tickets on again (the retransfer mode; unset means allowed). */
  retransfer?: 'allowed' | 'notAllowed' | undefined;
  /** Set when the seller delivers tickets by SMS too: the recipient's phone is asked (spec 02 §2). */
  phone?: { sellerCountry?: string | undefined } | undefined;
}

/** The Resell modal's data: the event and its resellable tickets by id; the status route says what they would bring. */
export interface TicketSellAction {
  kind: 'sell';
  eventId: string;
  eventName: string;
  tickets: TransferTicketOption[];
  /** flows.ts sellTickets: the shop whose resell offer operations the modal calls. */
  shop: ShopParams;
  /** The Payment methods screen, where a payout method is added. */
  paymentMethodsHref: string;
  /** Season cards: the wizard starts with the select step of the season's events (components/account/resale/season/). */
  season?: boolean | undefined;
  /** The seller's third-party resale site, when it sells there (spec 02 §6): the marketplace sell option. */
  resaleSite?: { name: string } | undefined;
}

/**
 * An event card of the tickets screen: what the card shows, no ticket. Its tickets and actions
 * travel only when its viewer opens (EventTicketsView), so the page stays the same size however
 * many tickets the customer holds.
 */
export interface TicketEventView {
  eventId: string;
  name: string;
  image?: string | undefined;
  start: string;
  dateLabel: string;
  season: boolean;
  /** The tickets its viewer shows (every status but reserved, lib/domain/account-tickets.ts). */
  ticketCount: number;
}

/** What an event's viewer loads when it opens: the tickets, and the actions of them all (Sell, Transfer, wallets, download all). */
export interface EventTicketsView {
  tickets: TicketView[];
  actions: TicketActionLink[];
}

export interface TicketPackageView {
  packageId: string;
  name: string;
  /** The events the package spans, for the card's subtitle. */
  eventNames: string[];
  tickets: TicketView[];
  pendingPersonalization: number;
  actions: TicketActionLink[];
}
