import 'server-only';
import { ok, type Result } from '../ticketing/errors.ts';
import { getMyTickets, listMyTicketEvents, type MyTicketEvent, type MyTicketsResponse } from '../ticketing/tickets.ts';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { isHiddenFromTicketsPage, isShownInTicketsPage, packagesOf, pendingPersonalizationCount, shownTicketCount, splitUpcomingPast } from '../domain/account-tickets.ts';
import { eventDateLabel } from '../i18n/format.ts';
import { offerLoaders, ticketActionOffers } from '../ticket-actions/offers.ts';
import type { TicketActionOffer } from '../ticket-actions/policy.ts';
import { actionLinks } from './ticket-action-links.ts';
import { ticketView, type TicketsContext } from './ticket-view.ts';
import type { EventTicketsView, TicketEventView, TicketPackageView } from './ticket-views.ts';

/**
 * The tickets screen, events first (spec 01 §2 Tickets; issue 9): the page reads the events the
 * customer holds tickets of with their counts, and the package tickets; an event's tickets are read
 * only when its viewer opens (the event tickets operation). So the page's time and size follow the
 * number of events, not of tickets.
 */

export type { TicketsContext };

export interface TicketsScreenData {
  packages: TicketPackageView[];
  upcoming: TicketEventView[];
  past: TicketEventView[];
}

/** The events list is read in pages of the largest size the API allows (spec 02 §9: top at most 1000). */
const EVENT_PAGE_SIZE = 1000;

async function allTicketEvents(context: TicketsContext): Promise<Result<MyTicketEvent[]>> {
  const events: MyTicketEvent[] = [];
  for (let skip = 0; ; skip += EVENT_PAGE_SIZE) {
    const page = await listMyTicketEvents(context.access.client, { locale: context.locale, skip, top: EVENT_PAGE_SIZE }, context.access.token);
    if (!page.ok) return page;
    events.push(...page.data.docs);
    if (page.data.docs.length === 0 || events.length >= page.data.total) return ok(events);
  }
}

/** The tickets the page shows of an answer of "get my tickets": of known events that do not hide them, not reserved. */
function shownTickets(answer: MyTicketsResponse): { shown: Ticket[]; events: Map<string, Event> } {
  const events = new Map(answer.events.map((event) => [event._id, event]));
  const shown = answer.tickets.filter((ticket) => {
    const event = events.get(ticket.eventId);
    return event !== undefined && !isHiddenFromTicketsPage(event) && isShownInTicketsPage(ticket);
  });
  return { shown, events };
}

/** Each ticket's actions (lib/ticket-actions/offers.ts), with one loader for the orders and strategies they read. */
async function offersOf(context: TicketsContext, tickets: readonly Ticket[], events: ReadonlyMap<string, Event>): Promise<Map<string, TicketActionOffer[]>> {
  const load = offerLoaders();
  const entries = await Promise.all(
    tickets.map(async (ticket) => [ticket._id, await ticketActionOffers({ ticket, event: events.get(ticket.eventId), seller: context.seller, now: context.now, load })] as const),
  );
  return new Map(entries);
}

/** The package cards, on top as before: their tickets are few and their cards offer download-all and wallets. */
async function packageViews(context: TicketsContext, answer: MyTicketsResponse): Promise<TicketPackageView[]> {
  const { shown, events } = shownTickets(answer);
  const offers = await offersOf(context, shown, events);
  const eventOfTicket = (ticket: Ticket) => events.get(ticket.eventId);
  return packagesOf(shown).map((pkg): TicketPackageView => {
    const eventNames = [...new Set(pkg.tickets.map((ticket) => events.get(ticket.eventId)?.name).filter((name): name is string => Boolean(name)))];
    return {
      packageId: pkg.packageId,
      name: pkg.name ?? context.intl.formatMessage({ id: 'account.tickets.package.fallbackName' }),
      eventNames,
      tickets: pkg.tickets.flatMap((ticket) => {
        const event = events.get(ticket.eventId);
        return event ? [ticketView(context, ticket, event, true, offers.get(ticket._id) ?? [])] : [];
      }),
      pendingPersonalization: pendingPersonalizationCount(pkg.tickets),
      actions: actionLinks(context, pkg.tickets, undefined, eventOfTicket),
    };
  });
}

/** The tickets screen: packages, then upcoming and past event cards, without hidden events and reserved tickets. */
export async function loadTicketsScreen(context: TicketsContext): Promise<Result<TicketsScreenData>> {
  const [listed, packaged] = await Promise.all([
    allTicketEvents(context),
    getMyTickets(context.access.client, { locale: context.locale, packaged: true }, context.access.token),
  ]);
  if (!listed.ok) return listed;
  if (!packaged.ok) return packaged;

  const counts = new Map(listed.data.map((entry) => [entry.event._id, shownTicketCount(entry.countsByStatus)]));
  const withTickets = listed.data.map((entry) => entry.event).filter((event) => (counts.get(event._id) ?? 0) > 0);
  const { upcoming, past } = splitUpcomingPast(withTickets, context.now);
  const card = (event: Event): TicketEventView => ({
    eventId: event._id,
    name: event.name,
    image: event.image,
    start: event.start,
    dateLabel: eventDateLabel(context.intl, event),
    season: event.eventType === 'group',
    ticketCount: counts.get(event._id) ?? 0,
  });
  return ok({ packages: await packageViews(context, packaged.data), upcoming: upcoming.map(card), past: past.map(card) });
}

/**
 * What an event's viewer shows when it opens: the customer's tickets of that event (every status
 * but reserved) and the actions of them all. An event the customer holds nothing of, or that hides
 * its tickets from this page, has none.
 */
export async function loadEventTickets(context: TicketsContext, eventId: string): Promise<Result<EventTicketsView>> {
  const answer = await getMyTickets(context.access.client, { locale: context.locale, eventIds: [eventId] }, context.access.token);
  if (!answer.ok) return answer;
  const { shown, events } = shownTickets(answer.data);
  const event = events.get(eventId);
  const tickets = shown.filter((ticket) => ticket.eventId === eventId);
  if (!event || tickets.length === 0) return ok({ tickets: [], actions: [] });
  const offers = await offersOf(context, tickets, events);
  return ok({
    tickets: tickets.map((ticket) => ticketView(context, ticket, event, false, offers.get(ticket._id) ?? [])),
    actions: actionLinks(context, tickets, event, (ticket) => events.get(ticket.eventId)),
  });
}
