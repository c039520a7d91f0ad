import type { TicketingClient } from './client.ts';
import { ok, type Result } from './errors.ts';
import { listEvents } from './events.ts';
import type { Event } from './schemas/event.ts';
import { ticketTransferSchema } from './schemas/ticket-transfer.ts';
import type { TicketRef } from './transfers.ts';

/** Season cards: the season's child events, and a transfer of one of them (spec 02 §7, §9). */

/** Spec 02 §9: the child event listing of the season modals asks for up to 1000 events. */
export const SEASON_CHILD_LISTING_TOP = 1000;

/**
 * GET /api/events/public/listings with groupEventId, top 1000 and endMin now (spec 02 §7, §9):
 * the season's events that have not ended yet, earliest first; group events are left out.
 */
export async function listSeasonChildEvents(client: TicketingClient, query: { sellerId: string; seasonId: string; locale: string; now: Date }): Promise<Result<Event[]>> {
  const result = await listEvents(client, { sellerId: query.sellerId, locale: query.locale, groupEventId: query.seasonId, endMin: query.now, top: SEASON_CHILD_LISTING_TOP });
  if (!result.ok) return result;
  return ok(result.data.docs.filter((event) => event.eventType !== 'group' && event._id !== query.seasonId));
}

export interface SeasonTransferInput {
  tickets: readonly TicketRef[];
  recipient: { email: string; phone?: string | undefined };
  groupEventId: string;
  /** One of the season's events; none moves the cards whole. */
  childEventId?: string | undefined;
}

/** POST /api/ticket-transfers for season cards: one call per child event, or one for the whole season. */
export function createSeasonTicketTransfer(client: TicketingClient, input: SeasonTransferInput, customerToken: string) {
  return client.request({
    method: 'POST',
    path: '/api/ticket-transfers',
    body: {
      tickets: input.tickets.map(({ id, secret }) => ({ id, secret })),
      recipient: { email: input.recipient.email, ...(input.recipient.phone ? { phone: input.recipient.phone } : {}) },
      groupEventId: input.groupEventId,
      ...(input.childEventId ? { childEventId: input.childEventId } : {}),
    },
    schema: ticketTransferSchema,
    customerToken,
  });
}
