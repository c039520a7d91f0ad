import type { SeedBatch, SeedWorld } from '../batch.ts';
import { EVENTS } from '../ids.ts';
import { daysAgo } from '../time.ts';
import { area, placeOrder, seat, type TicketSpec } from './build.ts';
import { ALEX } from './alex.ts';

/**
 * Upgrade (issue 11). The targets are the events' upgrade settings (seed/events.ts): a Winter
 * Quartets or Spring Serenades ticket may be upgraded to the season card, Opening Night's may not,
 * and a Midnight Jazz ticket to a better category of the same night (not a student ticket). Alex
 * holds, all on events whose capacity no target counts (the chamber season, the past party):
 *
 * - two Winter Quartets tickets that can be upgraded to the season card (the season starts three
 *   weeks after seeding, the concert ten);
 * - a posted hard ticket for Spring Serenades;
 * - a season card bought with an earlier upgrade of a Spring Serenades ticket (upgrade origin);
 * - a ticket for the Opening Night, which does not take upgrades;
 * - a ticket for the Summer Opening Party, which has started (and ended).
 *
 * The season itself has no child mapping, so its cards (alex.ts, rebookings.ts) are not upgraded.
 */
export const UPGRADE_IDS = {
  orders: {
    winter: 'tx_alex_upgrade_winter',
    hard: 'tx_alex_upgrade_hard',
    before: 'tx_alex_upgrade_before',
    upgraded: 'tx_alex_upgrade_season',
    opening: 'tx_alex_upgrade_opening',
    party: 'tx_alex_upgrade_party',
  },
  tickets: {
    eligible: 'tkt_alex_upgrade_winter_1',
    eligibleSecond: 'tkt_alex_upgrade_winter_2',
    hard: 'tkt_alex_upgrade_hard',
    upgradedFrom: 'tkt_alex_upgrade_spring_old',
    upgradeOrigin: 'tkt_alex_upgrade_season',
    disabled: 'tkt_alex_upgrade_opening',
    started: 'tkt_alex_upgrade_party',
  },
} as const;

const single = (eventId: string) => `tt_${eventId}_single`;
const hall = (number: number) => seat('Hall', 'Stalls', 'L', number);

export function upgradeHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const { now } = world;
  const { orders, tickets } = UPGRADE_IDS;
  const concert = (id: string, eventId: string, number: number, extra: Partial<TicketSpec> = {}): TicketSpec => ({
    _id: id,
    eventId,
    ticketTypeId: single(eventId),
    seatingInfo: hall(number),
    upgradeable: true,
    ...extra,
  });

  placeOrder(batch, world, {
    tid: orders.winter,
    holder: ALEX,
    eventId: EVENTS.seasonWinter,
    createdAt: daysAgo(now, 6),
    tickets: [concert(tickets.eligible, EVENTS.seasonWinter, 1), concert(tickets.eligibleSecond, EVENTS.seasonWinter, 2)],
  });
  placeOrder(batch, world, {
    tid: orders.hard,
    holder: ALEX,
    eventId: EVENTS.seasonSpring,
    createdAt: daysAgo(now, 8),
    tickets: [
      concert(tickets.hard, EVENTS.seasonSpring, 3, {
        deliveryType: 'hard',
        printStatus: 'SUCCEEDED',
        upgradeable: false,
        pdfEnabled: false,
        appleWalletEnabled: false,
        googleWalletEnabled: false,
        transferable: false,
        history: [{ type: 'readyForDelivery', date: daysAgo(now, 7) }],
      }),
    ],
  });

  // An upgrade made earlier: the Spring Serenades ticket given up, the season card bought with its £45 credit.
  const upgradedOn = daysAgo(now, 5);
  placeOrder(batch, world, {
    tid: orders.before,
    holder: ALEX,
    eventId: EVENTS.seasonSpring,
    createdAt: daysAgo(now, 12),
    tickets: [
      concert(tickets.upgradedFrom, EVENTS.seasonSpring, 4, {
        status: 'invalid',
        upgradeable: false,
        pdfEnabled: false,
        appleWalletEnabled: false,
        googleWalletEnabled: false,
        transferable: false,
        history: [{ type: 'invalidated', date: upgradedOn, data: { reason: 'upgraded' } }],
      }),
    ],
  });
  placeOrder(batch, world, {
    tid: orders.upgraded,
    holder: ALEX,
    eventId: EVENTS.season,
    createdAt: upgradedOn,
    realPrice: 120 - 45,
    tickets: [
      {
        _id: tickets.upgradeOrigin,
        ticketTypeId: 'tt_season_card',
        type: 'multi',
        seatingInfo: hall(4),
        seasonTicketTransferMode: 'childrenAllowed',
        excludedEventIds: [],
        origin: 'upgrade',
        originTicketId: tickets.upgradedFrom,
      },
    ],
  });

  placeOrder(batch, world, {
    tid: orders.opening,
    holder: ALEX,
    eventId: EVENTS.seasonOpening,
    createdAt: daysAgo(now, 6),
    tickets: [concert(tickets.disabled, EVENTS.seasonOpening, 5)],
  });
  placeOrder(batch, world, {
    tid: orders.party,
    holder: ALEX,
    eventId: EVENTS.openingParty,
    createdAt: daysAgo(now, 45),
    tickets: [{ _id: tickets.started, ticketTypeId: 'tt_party_entry', seatingInfo: area('Garden'), upgradeable: true }],
  });
  return batch;
}
