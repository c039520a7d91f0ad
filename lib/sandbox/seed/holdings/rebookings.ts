import type { RebookingStrategy } from '../../../ticketing/schemas/rebooking-strategy.ts';
import { add, replace, type SeedBatch, type SeedWorld } from '../batch.ts';
import { EVENTS, REBOOKING_STRATEGIES, SELLERS } from '../ids.ts';
import { daysAgo } from '../time.ts';
import { placeOrder, seat, type TicketSpec } from './build.ts';
import { ALEX } from './alex.ts';

/**
 * Rebooking (issue 11). Besides Alex's comedy seats (alex.ts: one rebookable to Blues & Brews for a
 * £2.50 fee, one locked by the box office) and season card (its type is not mapped by the standard
 * strategy), Alex holds, all on the chamber season, which no event's capacity target counts:
 *
 * - two Opening Night tickets rebookable to the other concerts under the standard strategy (no fee);
 * - one bought at the box office (pos) and one whose order is not complete;
 * - season cards under a strategy with the spec's defaults (7 days after the order, no fee): one
 *   that can give up a concert for another, one whose Opening Night is excluded, and one ordered
 *   too long ago.
 */
export const REBOOKING_IDS = {
  strategies: { seasonSwap: 'rbs_riverside_season_swap' },
  orders: {
    opening: 'tx_alex_rebook_opening',
    pos: 'tx_alex_rebook_pos',
    pending: 'tx_alex_rebook_pending',
    season: 'tx_alex_rebook_season',
    lateSeason: 'tx_alex_rebook_season_late',
  },
  tickets: {
    opening: 'tkt_alex_rebook_opening_1',
    openingSecond: 'tkt_alex_rebook_opening_2',
    pos: 'tkt_alex_rebook_pos_1',
    pending: 'tkt_alex_rebook_pending_1',
    seasonCard: 'tkt_alex_rebook_season_1',
    seasonOpeningExcluded: 'tkt_alex_rebook_season_2',
    seasonLate: 'tkt_alex_rebook_season_3',
  },
} as const;

const RIVERSIDE = SELLERS.riverside.id;
const CONCERTS = [EVENTS.seasonOpening, EVENTS.seasonWinter, EVENTS.seasonSpring];
const single = (eventId: string) => `tt_${eventId}_single`;

/** A season card may give up one concert for a single ticket of another; the mapping differs per target. */
function seasonSwapStrategy(): RebookingStrategy {
  return {
    _id: REBOOKING_IDS.strategies.seasonSwap,
    name: 'Swap a season concert within a week of ordering',
    sellerId: RIVERSIDE,
    // No deadline and no fee: the spec's defaults apply (7 days after the order, fixed 0 per ticket, offsetable).
    rules: CONCERTS.map((to) => ({
      _id: `rbr_season_card_to_${to}`,
      sourceEventIds: CONCERTS,
      targetEventIds: [to],
      ticketTypeMapping: { tt_season_card: single(to) },
    })),
    exceptions: [],
  };
}

export function rebookingHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const { now } = world;
  add(batch, 'rebookingStrategies', seasonSwapStrategy(), { sellerId: RIVERSIDE, createdAt: daysAgo(now, 365) });

  const standard = { rebookingStrategyId: REBOOKING_STRATEGIES.standard };
  const concertSeat = (number: number) => seat('Hall', 'Stalls', 'H', number);
  const opening = (id: string, number: number, extra: Partial<TicketSpec> = {}): TicketSpec => ({
    _id: id,
    ticketTypeId: single(EVENTS.seasonOpening),
    seatingInfo: concertSeat(number),
    ...standard,
    ...extra,
  });
  placeOrder(batch, world, {
    tid: REBOOKING_IDS.orders.opening,
    holder: ALEX,
    eventId: EVENTS.seasonOpening,
    createdAt: daysAgo(now, 4),
    tickets: [opening(REBOOKING_IDS.tickets.opening, 1), opening(REBOOKING_IDS.tickets.openingSecond, 2)],
  });
  placeOrder(batch, world, {
    tid: REBOOKING_IDS.orders.pos,
    holder: ALEX,
    eventId: EVENTS.seasonOpening,
    createdAt: daysAgo(now, 4),
    tickets: [opening(REBOOKING_IDS.tickets.pos, 3, { origin: 'pos' })],
  });
  replace(batch, 'transactions', REBOOKING_IDS.orders.pos, (order) => ({ ...order, origin: 'pos' }));
  placeOrder(batch, world, {
    tid: REBOOKING_IDS.orders.pending,
    holder: ALEX,
    eventId: EVENTS.seasonOpening,
    createdAt: daysAgo(now, 2),
    tickets: [opening(REBOOKING_IDS.tickets.pending, 4)],
  });
  replace(batch, 'transactions', REBOOKING_IDS.orders.pending, (order) => ({ ...order, status: 'new' }));

  const seasonCard = (id: string, number: number, excludedEventIds: string[] = []): TicketSpec => ({
    _id: id,
    ticketTypeId: 'tt_season_card',
    type: 'multi',
    seatingInfo: seat('Hall', 'Stalls', 'J', number),
    seasonTicketTransferMode: 'childrenAllowed',
    excludedEventIds,
    rebookingStrategyId: REBOOKING_IDS.strategies.seasonSwap,
  });
  placeOrder(batch, world, {
    tid: REBOOKING_IDS.orders.season,
    holder: ALEX,
    eventId: EVENTS.season,
    createdAt: daysAgo(now, 3),
    tickets: [seasonCard(REBOOKING_IDS.tickets.seasonCard, 1), seasonCard(REBOOKING_IDS.tickets.seasonOpeningExcluded, 2, [EVENTS.seasonOpening])],
  });
  placeOrder(batch, world, {
    tid: REBOOKING_IDS.orders.lateSeason,
    holder: ALEX,
    eventId: EVENTS.season,
    createdAt: daysAgo(now, 10),
    tickets: [seasonCard(REBOOKING_IDS.tickets.seasonLate, 3)],
  });
  return batch;
}
