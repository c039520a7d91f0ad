import 'server-only';
import type { IntlShape } from 'react-intl';
import type { TicketingClient } from '../ticketing/client.ts';
import { ok, type Result } from '../ticketing/errors.ts';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { listSeasonChildEvents } from '../ticketing/season.ts';
import { findTicketTransfersForTickets } from '../ticketing/transfers.ts';
import { seasonTransferMode } from '../domain/season-transfer.ts';
import { eventDateLabel } from '../i18n/format.ts';
import type { SeasonEventView, SeasonTransferOptions, SeasonTransferRecordView } from '../operations/season.ts';

/** The season-card data the route handlers of lib/operations/season.ts answer with, shaped on the server. */

export function seasonEventView(intl: IntlShape, event: Event): SeasonEventView {
  return {
    id: event._id,
    name: event.name,
    start: event.start,
    end: event.end ?? event.start,
    dateLabel: eventDateLabel(intl, event),
    ...(event.location?.locationName ? { location: event.location.locationName } : {}),
  };
}

/** The season's events not yet ended, with their labels. */
export async function seasonEvents(client: TicketingClient, input: { sellerId: string; seasonId: string; locale: string; intl: IntlShape; now: Date }): Promise<Result<SeasonEventView[]>> {
  const events = await listSeasonChildEvents(client, input);
  return events.ok ? ok(events.data.map((event) => seasonEventView(input.intl, event))) : events;
}

/**
 * The Transfer modal's season data for the customer's own cards: their modes and excluded events,
 * the season's events, and the cards' transfers (looked up by the cards' secrets in chunks of 10;
 * rejected ones play no part).
 */
export async function seasonTransferOptions(
  client: TicketingClient,
  input: { sellerId: string; seasonId: string; cards: readonly Ticket[]; locale: string; intl: IntlShape; now: Date },
): Promise<Result<SeasonTransferOptions>> {
  const refs = input.cards.flatMap((card) => (card.secret ? [{ id: card._id, secret: card.secret }] : []));
  const [events, transfers] = await Promise.all([seasonEvents(client, input), findTicketTransfersForTickets(client, { sellerId: input.sellerId, tickets: refs, status: ['created', 'transferred'] })]);
  if (!events.ok) return events;
  if (!transfers.ok) return transfers;
  const records = transfers.data.map(
    (transfer): SeasonTransferRecordView => ({
      id: transfer._id,
      status: transfer.status,
      ...(transfer.childEventId ? { childEventId: transfer.childEventId } : {}),
      ticketIds: (transfer.tickets ?? []).map((ref) => ref.id),
      email: transfer.recipient?.email ?? '',
    }),
  );
  return ok({
    cards: input.cards.map((card) => ({ id: card._id, mode: seasonTransferMode(card.seasonTicketTransferMode), excludedEventIds: [...(card.excludedEventIds ?? [])] })),
    events: events.data,
    transfers: records,
  });
}
