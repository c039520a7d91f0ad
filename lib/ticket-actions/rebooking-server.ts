import 'server-only';
import {
  rebookingDecision,
  rebookingFee,
  rebookingFeeTotal,
  rebookingTargetIds,
  rebookingValue,
  type RebookingEvent,
} from '@/lib/domain/rebooking';
import { refuse } from '@/lib/http/refusal';
import { orUnknownLink, unknownLink } from '@/lib/http/by-secret';
import { ticketing } from '@/lib/ticketing/server';
import { getPublicEvent, listEvents } from '@/lib/ticketing/events';
import { getRebookingStrategy } from '@/lib/ticketing/rebooking';
import { getTicket } from '@/lib/ticketing/tickets';
import { getTicketTransaction } from '@/lib/ticketing/transactions';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { RebookingStrategy } from '@/lib/ticketing/schemas/rebooking-strategy';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import type { Transaction } from '@/lib/ticketing/schemas/transaction';
import type { RebookingOptions, RebookingTargetView } from './rebooking-options.ts';
import { EVENT_ID_CHUNK, eventsByIds, eventView as viewOf, withRecurrences } from './action-events.ts';

/**
 * What the rebooking modal offers (spec 02 §2 rebooking modal, §5, §9), worked out on the server
 * from the selected tickets' secrets: the season concerts a season card may give up (step 2) and
 * the events the tickets may move to (step 3), each with whether all of them may and why not.
 */


export interface TicketRef {
  id: string;
  secret: string;
}

export interface RebookingContext {
  tickets: Ticket[];
  transaction: Transaction;
  strategies: Map<string, RebookingStrategy>;
  sourceEvent: Event;
}

const asRebookingEvent = (event: Event): RebookingEvent => event;

/** The selected tickets by their secrets, all of one order (a rebooking moves tickets of one order). */
async function selectedTickets(refs: readonly TicketRef[]): Promise<{ tickets: Ticket[]; transaction: Transaction }> {
  const client = ticketing();
  const tickets = await Promise.all(refs.map(async (ref) => ({ ...orUnknownLink(await getTicket(client, ref.id, ref.secret), 'ticket'), secret: ref.secret })));
  const first = tickets[0];
  if (!first) throw refuse(400, 'invalidInput', { errors: { tickets: ['required'] } });
  if (tickets.some((ticket) => ticket.transactionId !== first.transactionId || ticket.eventId !== first.eventId)) throw refuse(400, 'rebookingOneOrder');
  const transaction = orUnknownLink(await getTicketTransaction(client, first._id, first.secret ?? ''), 'ticket');
  return { tickets, transaction };
}

async function strategiesOf(tickets: readonly Ticket[]): Promise<Map<string, RebookingStrategy>> {
  const client = ticketing();
  const ids = [...new Set(tickets.map((ticket) => ticket.rebookingStrategyId).filter((id): id is string => Boolean(id)))];
  const entries = await Promise.all(ids.map(async (id) => [id, await getRebookingStrategy(client, id)] as const));
  return new Map(entries.flatMap(([id, result]) => (result.ok ? [[id, result.data] as const] : [])));
}

/** The tickets, their order, strategies and source event; undefined source while a season card's concert is not chosen. */
export async function rebookingContext(refs: readonly TicketRef[], sourceEventId: string | undefined, locale: string): Promise<Omit<RebookingContext, 'sourceEvent'> & { sourceEvent?: Event | undefined }> {
  const { tickets, transaction } = await selectedTickets(refs);
  const strategies = await strategiesOf(tickets);
  const first = tickets[0] as Ticket;
  const season = tickets.some((ticket) => ticket.type === 'multi');
  const sourceId = season ? sourceEventId : first.eventId;
  if (!sourceId) return { tickets, transaction, strategies };
  const source = await getPublicEvent(ticketing(), sourceId, locale);
  if (!source.ok) throw unknownLink('ticket');
  // A season card gives up one of its own concerts, never another event.
  if (season && source.data.rootId !== first.eventId) throw refuse(400, 'invalidInput', { errors: { sourceEventId: ['invalid'] } });
  return { tickets, transaction, strategies, sourceEvent: source.data };
}

const datesOf = (ticket: Ticket, source: Event, transaction: Transaction) => ({
  eventStart: source.start,
  eventEnd: source.end,
  orderDate: transaction.createdAt,
  relevancyStart: ticket.relevancyDate,
});

export async function rebookingOptions(refs: readonly TicketRef[], sourceEventId: string | undefined, locale: string, now: Date): Promise<RebookingOptions> {
  const context = await rebookingContext(refs, sourceEventId, locale);
  const { tickets, transaction, strategies } = context;
  const first = tickets[0] as Ticket;
  const sellerId = first.sellerId ?? transaction.sellerId ?? '';
  const currency = first.currency ?? transaction.currency ?? 'EUR';

  if (!context.sourceEvent) {
    // A season card: its concerts still ahead that none of the selected cards excludes.
    const children = await listEvents(ticketing(), { sellerId, locale, rootId: first.eventId, endMin: now, top: EVENT_ID_CHUNK });
    const excluded = new Set(tickets.flatMap((ticket) => ticket.excludedEventIds ?? []));
    const sources = (children.ok ? children.data.docs : []).filter((event) => !excluded.has(event._id)).map(viewOf);
    return { currency, credit: 0, sources, targets: [] };
  }
  const sourceEvent = context.sourceEvent;
  // A season card is worth its price shared among the season's concerts (ADR 0019).
  const season = tickets.some((ticket) => ticket.type === 'multi');
  const concerts = season ? await listEvents(ticketing(), { sellerId, locale, rootId: first.eventId, top: EVENT_ID_CHUNK }) : undefined;
  const seasonSize = concerts?.ok ? Math.max(1, concerts.data.docs.length) : 1;
  const credit = tickets.reduce((sum, ticket) => sum + Math.round(rebookingValue(ticket, seasonSize) * 100), 0) / 100;

  const strategyOf = (ticket: Ticket) => (ticket.rebookingStrategyId ? strategies.get(ticket.rebookingStrategyId) : undefined);
  const targetIds = new Set<string>();
  let anyTarget = false;
  for (const ticket of tickets) {
    const strategy = strategyOf(ticket);
    const ids = strategy ? rebookingTargetIds(strategy, sourceEvent._id) : [];
    if (ids === undefined) anyTarget = true;
    else for (const id of ids) targetIds.add(id);
  }
  // A rule naming no targets allows any coming event of the seller.
  const listed = anyTarget ? await listEvents(ticketing(), { sellerId, locale, endMin: now, top: EVENT_ID_CHUNK }) : undefined;
  const named = listed ? (listed.ok ? listed.data.docs : []) : await eventsByIds(sellerId, [...targetIds], locale);
  const candidates = await withRecurrences(named, sellerId, locale, now);

  const targets = candidates
    .filter((event) => event._id !== sourceEvent._id && event.eventType !== 'group' && Date.parse(event.start) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map((target): RebookingTargetView => {
      const decisions = tickets.map((ticket) =>
        rebookingDecision({
          ticket,
          strategy: strategyOf(ticket),
          transaction,
          sourceEvent: asRebookingEvent(sourceEvent),
          targetEvent: asRebookingEvent(target),
          dates: datesOf(ticket, sourceEvent, transaction),
          now,
        }),
      );
      const refusal = decisions.find((decision) => decision.refusal)?.refusal;
      const fee = rebookingFeeTotal(tickets.map((ticket, index) => rebookingFee(strategyOf(ticket), decisions[index]?.rule, ticket))).total;
      return { ...viewOf(target), possible: refusal === undefined, reason: refusal, fee };
    });
  return { currency, credit, targets };
}
