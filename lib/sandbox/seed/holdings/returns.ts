import type { SeedBatch, SeedWorld } from '../batch.ts';
import { EVENTS } from '../ids.ts';
import { daysAgo } from '../time.ts';
import { area, placeOrder, seat } from './build.ts';
import { ALEX, RETURN_PHASES } from './alex.ts';

/**
 * Returns (issue 11): Alex can return a Blues Night ticket in full (four weeks ahead, inside the
 * full-refund phase) and a comedy seat for half (five days ahead); a second Blues Night ticket
 * could only be returned within two days of ordering, so its button shows the passed deadline.
 */
export const RETURN_IDS = {
  orders: { blues: 'tx_alex_return_blues', comedy: 'tx_alex_return_comedy' },
  tickets: { full: 'tkt_alex_return_blues_1', orderDeadlinePassed: 'tkt_alex_return_blues_2', half: 'tkt_alex_return_comedy_1' },
} as const;

export function returnHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const { now } = world;
  placeOrder(batch, world, {
    tid: RETURN_IDS.orders.blues,
    holder: ALEX,
    eventId: EVENTS.blues,
    createdAt: daysAgo(now, 3),
    tickets: [
      { _id: RETURN_IDS.tickets.full, ticketTypeId: 'tt_blues_floor', seatingInfo: area('Floor'), returnable: true, capabilities: RETURN_PHASES },
      {
        _id: RETURN_IDS.tickets.orderDeadlinePassed,
        ticketTypeId: 'tt_blues_floor',
        seatingInfo: area('Floor'),
        returnable: true,
        capabilities: { selfServiceReturn: { enabled: true, phases: [{ refundPercentage: 1, deadline: { target: 'orderDate', offset: 2, unit: 'days' } }] } },
      },
    ],
  });
  placeOrder(batch, world, {
    tid: RETURN_IDS.orders.comedy,
    holder: ALEX,
    eventId: EVENTS.comedy,
    createdAt: daysAgo(now, 9),
    tickets: [{ _id: RETURN_IDS.tickets.half, ticketTypeId: 'tt_comedy_seat', seatingInfo: seat('Club', 'Back tables', 'F', 2), returnable: true, capabilities: RETURN_PHASES }],
  });
  return batch;
}
