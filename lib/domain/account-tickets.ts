import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { isEventUpcoming } from './ticket-actions.ts';
import { needsPersonalization } from './personalization.ts';

/**
 * How the account tickets page arranges the customer's tickets (spec 01 §2 Tickets): a packages
 * section, then upcoming and past events. The API answers every ticket in every status (ADR 0011);
 * these functions decide what the page shows.
 */

interface TicketEvent {
  _id: string;
  start: string;
  end?: string | undefined;
  customSettings?: { hideTicketsInTransactionPage?: boolean | undefined } | undefined;
}

/** An event whose custom setting hides its tickets from the account tickets page. */
export function isHiddenFromTicketsPage(event: Pick<TicketEvent, 'customSettings'>): boolean {
  return event.customSettings?.hideTicketsInTransactionPage === true;
}

/**
 * Upcoming (end not yet passed; soonest first) and past (most recent first) events, without the
 * events that hide their tickets from this page.
 */
export function splitUpcomingPast<E extends TicketEvent>(events: readonly E[], now: Date): { upcoming: E[]; past: E[] } {
  const shown = events.filter((event) => !isHiddenFromTicketsPage(event));
  const byStart = (a: E, b: E) => Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id);
  return {
    upcoming: shown.filter((event) => isEventUpcoming(event, now)).sort(byStart),
    past: shown.filter((event) => !isEventUpcoming(event, now)).sort((a, b) => byStart(b, a)),
  };
}

/**
 * The tickets the page shows: every status except reserved. Reserved tickets belong to an open
 * purchase intent (a reservation not yet bought) and are listed with the intent instead.
 */
export function isShownInTicketsPage(ticket: { status: string }): boolean {
  return ticket.status !== 'reserved';
}

/**
 * How many of an event's tickets the page shows, from the API's count per status (events first:
 * the card counts without the tickets, which only its viewer loads).
 */
export function shownTicketCount(countsByStatus: Readonly<Record<string, number>>): number {
  return Object.entries(countsByStatus).reduce((sum, [status, count]) => (isShownInTicketsPage({ status }) ? sum + count : sum), 0);
}

/** The customer's tickets per event id, in the order the API sent them. */
export function ticketsByEvent<T extends Pick<Ticket, 'eventId'>>(tickets: readonly T[]): Map<string, T[]> {
  const byEvent = new Map<string, T[]>();
  for (const ticket of tickets) {
    const list = byEvent.get(ticket.eventId);
    if (list) list.push(ticket);
    else byEvent.set(ticket.eventId, [ticket]);
  }
  return byEvent;
}

export interface TicketPackage<T> {
  packageId: string;
  name: string | undefined;
  tickets: T[];
}

/** Tickets sold together in a package, one entry per package id, in the order first seen. */
export function packagesOf<T extends Pick<Ticket, 'packageInfo'>>(tickets: readonly T[]): TicketPackage<T>[] {
  const packages = new Map<string, TicketPackage<T>>();
  for (const ticket of tickets) {
    const info = ticket.packageInfo;
    if (!info) continue;
    const entry = packages.get(info.packageId);
    if (entry) {
      entry.tickets.push(ticket);
      entry.name ??= info.name;
    } else {
      packages.set(info.packageId, { packageId: info.packageId, name: info.name, tickets: [ticket] });
    }
  }
  return [...packages.values()];
}

/** The package card's pending-personalization badge counts these tickets. */
export function pendingPersonalizationCount(tickets: readonly Pick<Ticket, 'status' | 'personalized' | 'requiresPersonalization'>[]): number {
  return tickets.filter((ticket) => needsPersonalization(ticket)).length;
}
