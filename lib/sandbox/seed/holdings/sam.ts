import type { SeatingInfo, Ticket } from '../../../ticketing/schemas/ticket.ts';
import type { CustomerPaymentMethod } from '../../../ticketing/schemas/customer-payment-method.ts';
import { add, type SeedBatch, type SeedWorld } from '../batch.ts';
import { CUSTOMERS, EVENTS, GATEWAYS, SELLERS, TAKEN_SEATS } from '../ids.ts';
import { addMinutes, daysAgo, localAt } from '../time.ts';
import { area, type Holder, offerForResale, placeOrder, seat, seatsTaken, seatsTakenByType, type TicketSpec, transferTickets } from './build.ts';
import { ALEX } from './alex.ts';

/**
 * Sam Collector (riverside) buys in bulk: 200+ valid tickets in orders of 1 to 6, filling comedy,
 * orchestra and blues up to their availability states (TAKEN_SEATS), plus 30 sent transfers and
 * 34 resale offers (more than one page of 25 each).
 */

const RIVERSIDE = SELLERS.riverside.id;
const LONDON = 'Europe/London';

export const SAM: Holder = { customerId: CUSTOMERS.sam, email: 'sam.collector@example.com', firstname: 'Sam', lastname: 'Collector' };

export const SAM_IDS = {
  paymentMethods: { visa: 'cpm_sam_visa', sepa: 'cpm_sam_sepa' },
  /** Sam's pending transfer to Alex: the transfer Alex has received and can accept. */
  transferToAlex: 'trf_sam_01',
} as const;

export const SAM_TRANSFER_COUNT = 30;
export const SAM_RESELL_OFFER_COUNT = 34;

/** Recipients of Sam's transfers (the first is Alex); every e-mail is distinct. */
const RECIPIENT_NAMES = [
  'Amelia Hughes', 'Ben Carter', 'Chloe Wright', 'Daniel Okafor', 'Ella Novak', 'Finn Murphy', 'Grace Liu', 'Harry Bennett', 'Isla Moreau',
  'Jack Thompson', 'Kate Fischer', 'Leo Romano', 'Mia Kowalski', 'Noah Stewart', 'Olivia Reid', 'Patrick Doyle', 'Quinn Adler', 'Ruby Hassan',
  'Samir Khan', 'Tara Walsh', 'Umar Siddiqui', 'Vera Lindqvist', 'Will Foster', 'Xena Papadopoulos', 'Yusuf Demir', 'Zoe Campbell', 'Aaron Price',
  'Bella Sousa', 'Caleb Morgan',
] as const;

const BUYER_NAMES = ['Hannah Lee', 'Marco Bianchi', 'Sophie Turner', 'Lucas Meyer', 'Nina Rossi', 'Tom Baker', 'Eva Jansen'] as const;

function person(fullName: string, domain: string): Holder {
  const [firstname = '', lastname = ''] = fullName.split(' ');
  return { customerId: null, email: `${firstname}.${lastname}@${domain}`.toLowerCase(), firstname, lastname };
}

const pad = (value: number, length = 3) => String(value).padStart(length, '0');

/** A run of tickets of one type, cut into orders of the given sizes (cycled). */
interface Run {
  key: string;
  eventId: string;
  ticketTypeId: string | ((index: number) => string);
  count: number;
  sizes: readonly number[];
  seating: (index: number) => SeatingInfo;
  extra?: (index: number, orderIndex: number) => Partial<Ticket>;
}

/** Rows of ten seats: seat `index` of a block starting at row `firstRow`. */
function seatInRows(sectionName: string, groupName: string, firstRow: string, index: number): SeatingInfo {
  const row = String.fromCharCode(firstRow.charCodeAt(0) + Math.floor(index / 10));
  return seat(sectionName, groupName, row, (index % 10) + 1);
}

export function samHoldings(world: SeedWorld, others: readonly SeedBatch[]): SeedBatch {
  const { now } = world;
  const batch: SeedBatch = {};
  const pools = new Map<string, string[]>();
  let orderCount = 0;

  const fill = (eventId: string) => {
    const target = TAKEN_SEATS[eventId] ?? 0;
    const missing = target - (seatsTaken(others).get(eventId) ?? 0);
    if (missing < 0) throw new Error(`demo seed: ${eventId} already has more than ${target} seats taken`);
    return missing;
  };

  const place = (run: Run) => {
    const ids: string[] = [];
    let placed = 0;
    let cycle = 0;
    while (placed < run.count) {
      const size = Math.min(run.sizes[cycle % run.sizes.length] ?? 1, run.count - placed);
      cycle += 1;
      orderCount += 1;
      const orderIndex = orderCount;
      // Orders 36 to 80 days ago, at varying times of day: older than every transfer and offer.
      const createdAt = addMinutes(daysAgo(now, 80 - ((orderIndex * 7) % 45)), (orderIndex * 37) % 600);
      const specs: TicketSpec[] = Array.from({ length: size }, (_, offset) => {
        const index = placed + offset;
        const id = `tkt_sam_${run.key}_${pad(index + 1)}`;
        ids.push(id);
        const ticketTypeId = typeof run.ticketTypeId === 'function' ? run.ticketTypeId(index) : run.ticketTypeId;
        return { _id: id, ticketTypeId, seatingInfo: run.seating(index), ...(run.extra?.(index, orderIndex) ?? {}) };
      });
      placeOrder(batch, world, { tid: `tx_sam_${pad(orderIndex)}`, holder: SAM, eventId: run.eventId, createdAt, tickets: specs });
      placed += size;
    }
    pools.set(run.key, ids);
  };

  // The capacity-bound events: Sam's orders take what Alex's holdings leave up to the target.
  const comedy = fill(EVENTS.comedy);
  place({ key: 'comedy', eventId: EVENTS.comedy, ticketTypeId: 'tt_comedy_seat', count: comedy, sizes: [4, 2, 3, 4, 1, 4, 2, 3], seating: (index) => seatInRows('Club', 'Tables', 'C', index) });

  const orchestra = fill(EVENTS.orchestra);
  const orchestraChildren = Math.min(17, orchestra, 20 - (seatsTakenByType(others, EVENTS.orchestra).get('tt_orchestra_child') ?? 0));
  place({ key: 'orchestra_child', eventId: EVENTS.orchestra, ticketTypeId: 'tt_orchestra_child', count: orchestraChildren, sizes: [2, 3, 2, 4, 3, 3], seating: () => area('Lawn') });
  place({ key: 'orchestra', eventId: EVENTS.orchestra, ticketTypeId: 'tt_orchestra_lawn', count: orchestra - orchestraChildren, sizes: [6, 4, 5, 2, 6, 3, 6, 1], seating: () => area('Lawn') });

  const blues = fill(EVENTS.blues);
  const bluesGroups = Math.min(8, blues);
  place({ key: 'blues_group', eventId: EVENTS.blues, ticketTypeId: 'tt_blues_group', count: bluesGroups, sizes: [4, 2, 2], seating: () => area('Floor') });
  place({ key: 'blues', eventId: EVENTS.blues, ticketTypeId: 'tt_blues_floor', count: blues - bluesGroups, sizes: [2, 6, 3, 4, 1, 5, 2, 6], seating: () => area('Floor') });

  // Events with room to spare: the tickets Sam resells and transfers.
  const resellable = { resellable: true };
  place({ key: 'jazz_seated', eventId: EVENTS.jazz, ticketTypeId: 'tt_jazz_seated', count: 30, sizes: [4, 2, 6, 2, 4, 6, 2, 4], seating: (index) => seatInRows('Stalls', 'Block B', 'K', index), extra: () => resellable });
  place({ key: 'jazz_standing', eventId: EVENTS.jazz, ticketTypeId: 'tt_jazz_standing', count: 24, sizes: [2, 4, 6, 4, 2, 6], seating: () => area('Standing floor') });
  place({
    key: 'season_opening',
    eventId: EVENTS.seasonOpening,
    ticketTypeId: `tt_${EVENTS.seasonOpening}_single`,
    count: 20,
    sizes: [4, 4, 2, 6, 4],
    seating: (index) => seatInRows('Hall', 'Stalls', 'F', index),
    extra: () => resellable,
  });
  place({
    key: 'season_winter',
    eventId: EVENTS.seasonWinter,
    ticketTypeId: `tt_${EVENTS.seasonWinter}_single`,
    count: 16,
    sizes: [2, 4, 4, 6],
    seating: (index) => seatInRows('Hall', 'Stalls', 'H', index),
  });
  place({
    key: 'exhibition',
    eventId: EVENTS.exhibition,
    ticketTypeId: (index) => (index % 3 === 2 ? 'tt_exhibition_concession' : 'tt_exhibition_adult'),
    count: 16,
    sizes: [2, 4, 2, 4, 4],
    seating: () => area('Timed entry'),
    extra: (_index, orderIndex) => {
      const day = 3 + (orderIndex % 4);
      const hour = [10, 12, 14, 16][orderIndex % 4] ?? 10;
      return { slotId: `slot_exhibition_d${day}_h${hour}`, slotStartTime: localAt(now, LONDON, day, hour) };
    },
  });

  const take = (key: string, count: number): string[] => {
    const pool = pools.get(key) ?? [];
    if (pool.length < count) throw new Error(`demo seed: Sam has too few ${key} tickets left`);
    return pool.splice(0, count);
  };

  // 30 sent transfers, one every day or so over the last month: 18 waiting (the first to Alex), 12 accepted.
  const transferPools = ['jazz_standing', 'exhibition', 'season_winter'] as const;
  for (let index = 0; index < SAM_TRANSFER_COUNT; index += 1) {
    const number = pad(index + 1, 2);
    const to = index === 0 ? ALEX : person(RECIPIENT_NAMES[index - 1] ?? `Guest ${number}`, 'example.net');
    const ticketIds = take(transferPools[index % transferPools.length] ?? 'jazz_standing', index % 4 === 0 ? 2 : 1);
    const transferred = index % 5 === 1 || index % 5 === 3;
    const createdAt = addMinutes(daysAgo(now, 1 + index), (index * 53) % 600);
    transferTickets(batch, world, {
      id: `trf_sam_${number}`,
      from: SAM,
      to,
      ticketIds,
      status: transferred ? 'transferred' : 'created',
      createdAt,
      ...(transferred
        ? { transferredAt: addMinutes(createdAt, 180 + ((index * 97) % 1200)), successorIds: ticketIds.map((_, k) => `tkt_from_sam_${number}_${k + 1}`) }
        : {}),
    });
  }

  // 34 resale offers over the last five weeks: 27 active, 7 sold; pairs of adjacent seats now and then.
  for (let index = 0; index < SAM_RESELL_OFFER_COUNT; index += 1) {
    const number = pad(index + 1, 2);
    const key = index % 2 === 0 || index >= 32 ? 'jazz_seated' : 'season_opening';
    const ticketIds = take(key, index % 6 === 0 ? 2 : 1);
    const sold = index % 5 === 2;
    const createdAt = addMinutes(daysAgo(now, 1 + index), (index * 71) % 600);
    offerForResale(batch, world, {
      id: `rso_sam_${number}`,
      seller: SAM,
      ticketIds,
      status: sold ? 'sold' : 'active',
      createdAt,
      cpmId: SAM_IDS.paymentMethods.sepa,
      ...(sold
        ? {
            soldAt: addMinutes(createdAt, 24 * 60),
            buyer: person(BUYER_NAMES[Math.floor(index / 5)] ?? 'Resale Buyer', 'example.org'),
            successorIds: ticketIds.map((_, k) => `tkt_resale_sam_${number}_${k + 1}`),
          }
        : {}),
    });
  }

  const year = now.getUTCFullYear();
  const methods: CustomerPaymentMethod[] = [
    {
      _id: SAM_IDS.paymentMethods.visa,
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.sam,
      primary: true,
      status: 'active',
      active: true,
      gatewayType: 'stripe',
      gatewayId: GATEWAYS.riversideStripe,
      channels: ['onSession', 'offSession'],
      data: { paymentMethodId: 'pm_sandbox_visa_1881' },
      paymentDetails: { type: 'visa', last4: '1881', expiration: { month: 11, year: year + 2 } },
      createdAt: daysAgo(now, 300),
    },
    {
      _id: SAM_IDS.paymentMethods.sepa,
      sellerId: RIVERSIDE,
      customerId: CUSTOMERS.sam,
      primary: false,
      status: 'active',
      active: true,
      gatewayType: 'additionalMethod',
      gatewayId: GATEWAYS.riversideSepaPayout,
      channels: ['offSession'],
      data: { accountHolderName: 'Collector Events Ltd.' },
      paymentDetails: { type: 'sepa', last4: '7061' },
      createdAt: daysAgo(now, 90),
    },
  ];
  for (const method of methods) add(batch, 'customerPaymentMethods', method, { sellerId: RIVERSIDE, customerId: CUSTOMERS.sam, createdAt: method.createdAt });

  return batch;
}
