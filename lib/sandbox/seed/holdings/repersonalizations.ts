import type { SeedBatch, SeedWorld } from '../batch.ts';
import { EVENTS } from '../ids.ts';
import { daysAgo } from '../time.ts';
import { area, placeOrder } from './build.ts';
import { ALEX } from './alex.ts';

/**
 * Re-personalization (issue 11): on Blues & Brews, Alex may change the holder of one ticket free
 * of charge (twice more), while a second ticket's single change has been used. Alex's personalized
 * Midnight Jazz ticket (alex.ts) costs £5 to re-personalize: the paid flow.
 */
export const REPERSONALIZATION_IDS = {
  order: 'tx_alex_repersonalize',
  tickets: { free: 'tkt_alex_repersonalize_free', limitReached: 'tkt_alex_repersonalize_used' },
} as const;

export function repersonalizationHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const { now } = world;
  const personalizedOn = (days: number, firstname: string, lastname: string) => ({ type: 'personalized' as const, date: daysAgo(now, days), data: { firstname, lastname } });
  placeOrder(batch, world, {
    tid: REPERSONALIZATION_IDS.order,
    holder: ALEX,
    eventId: EVENTS.blues,
    createdAt: daysAgo(now, 5),
    tickets: [
      {
        _id: REPERSONALIZATION_IDS.tickets.free,
        ticketTypeId: 'tt_blues_floor',
        seatingInfo: area('Floor'),
        personalized: true,
        requiresPersonalization: true,
        capabilities: { repersonalization: { enabled: true, fee: 0, limit: 2 } },
        history: [personalizedOn(5, 'Alex', 'Morgan')],
      },
      {
        _id: REPERSONALIZATION_IDS.tickets.limitReached,
        ticketTypeId: 'tt_blues_floor',
        seatingInfo: area('Floor'),
        firstname: 'Jordan',
        lastname: 'Blake',
        personalized: true,
        requiresPersonalization: true,
        capabilities: { repersonalization: { enabled: true, fee: 0, limit: 1 } },
        history: [personalizedOn(5, 'Sam', 'Rivera'), personalizedOn(2, 'Jordan', 'Blake')],
      },
    ],
  });
  return batch;
}
