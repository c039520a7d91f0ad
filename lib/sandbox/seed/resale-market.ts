import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { CustomerPaymentMethod } from '../../ticketing/schemas/customer-payment-method.ts';
import type { FeeScheme } from '../../ticketing/schemas/fee-scheme.ts';
import type { SalesChannelInfo } from '../../ticketing/schemas/event-info.ts';
import { saveCredentials } from '../auth.ts';
import { add, seedWorld, writeBatch, type SeedBatch } from './batch.ts';
import { GATEWAYS, SELLERS } from './ids.ts';
import { addMinutes, daysAgo, localAt } from './time.ts';
import { area, offerForResale, placeOrder, seat, type Holder } from './holdings/build.ts';
import type { StoredExternalListing } from '../services/resale-site.ts';

/**
 * The secondary market from the buyer's side (issue 13): the Soul Revue night at Riverside Hall,
 * where Priya Shah (a customer with an account) offers tickets for resale — a pair of adjacent
 * seats, a single seat and a standing place — and has listed one more seat on the seller's resale
 * site. Ben Okafor has an account and nothing yet: the demo buyer of a resale ticket. The resale
 * buyer fee of Riverside, and the demo sellers' sales channels, are seeded here too.
 */

export const RESALE_EVENT = 'evt_riverside_soul';
export const RESALE_CUSTOMERS = { priya: 'cus_priya_shah', ben: 'cus_ben_okafor' } as const;
export const RESALE_EMAILS = { priya: 'priya.shah@example.com', ben: 'ben.okafor@example.com' } as const;
export const RESALE_IDS = {
  order: 'tx_priya_soul',
  payout: 'cpm_priya_sepa',
  offers: { pair: 'rso_soul_pair', single: 'rso_soul_single', standing: 'rso_soul_standing' },
  externalListing: 'xls_priya_soul_b3',
  tickets: {
    pair: ['tkt_priya_soul_c5', 'tkt_priya_soul_c6'],
    single: 'tkt_priya_soul_d9',
    standing: 'tkt_priya_soul_standing',
    external: 'tkt_priya_soul_b3',
    kept: 'tkt_priya_soul_b4',
  },
} as const;

/** Riverside's resell buyer fee (type `resell`, spec 02 §9): 5 % of the resale price plus £1.00 per ticket. */
export const RIVERSIDE_RESALE_FEE = { share: 0.05, fixed: 1 } as const;

const PRIYA: Holder = { customerId: RESALE_CUSTOMERS.priya, email: RESALE_EMAILS.priya, firstname: 'Priya', lastname: 'Shah' };

const STALLS = 'tt_soul_stalls';
const STANDING = 'tt_soul_standing';

export function resaleEvent(now: Date): StoredEvent {
  const start = localAt(now, 'Europe/London', 18, 20, 0);
  return {
    _id: RESALE_EVENT,
    sellerId: SELLERS.riverside.id,
    name: 'Soul Revue: Motown Classics',
    description: 'The Riverside Soul Orchestra plays the Motown songbook, with a dance floor at the front.',
    start,
    end: addMinutes(start, 150),
    timezone: 'Europe/London',
    eventType: 'single',
    image: '/demo/events/blues.jpg',
    location: { locationName: 'Riverside Hall', address: '1 Embankment Walk', postal: 'SE1 9XX', city: 'London', country: 'GB' },
    currency: 'GBP',
    volume: 100,
    maxAmountPerOrder: 8,
    styleOptions: { showAvailabilityIndicator: true },
    categories: [
      {
        ref: 'cat_soul_stalls',
        name: 'Stalls',
        volume: 40,
        seatingPlan: { blocks: [{ sectionName: 'Stalls', groupName: 'Block C', rows: ['A', 'B', 'C', 'D'], seatsPerRow: 10, gate: 'Gate A' }] },
      },
      { ref: 'cat_soul_floor', name: 'Dance floor', volume: 60 },
    ],
    tickets: [
      { _id: STALLS, name: 'Stalls seat', categoryRef: 'cat_soul_stalls', price: 35, volume: 40, maxAmountPerOrder: 6 },
      { _id: STANDING, name: 'Dance floor', categoryRef: 'cat_soul_floor', price: 22, volume: 60, maxAmountPerOrder: 8 },
    ],
    translations: { de: { name: 'Soul-Revue: Motown-Klassiker', description: 'Das Riverside Soul Orchestra spielt die Motown-Klassiker, vorne mit Tanzfläche.' } },
  };
}

function customers(): DemoLogin[] {
  const customer = (id: string, email: string, prename: string, lastname: string, number: string, location: Customer['location']): DemoLogin => ({
    email,
    customer: { _id: id, sellerId: SELLERS.riverside.id, name: `${prename} ${lastname}`, prename, lastname, primaryEmail: email, number, verified: true, location, _account: { loginType: 'password' } },
  });
  return [
    customer(RESALE_CUSTOMERS.priya, RESALE_EMAILS.priya, 'Priya', 'Shah', '100061', { street: '31 Camden High Street', postal: 'NW1 7JE', city: 'London', country: 'GB' }),
    customer(RESALE_CUSTOMERS.ben, RESALE_EMAILS.ben, 'Ben', 'Okafor', '100062', { street: '8 Deansgate', postal: 'M3 2BW', city: 'Manchester', country: 'GB' }),
  ];
}

interface DemoLogin {
  email: string;
  customer: Customer;
}

function holdings(event: StoredEvent, now: Date): SeedBatch {
  const batch: SeedBatch = {};
  const world = seedWorld(now, [event]);
  const stalls = (row: string, number: number) => seat('Stalls', 'Block C', row, number, { gate: 'Gate A' });
  const { tickets } = RESALE_IDS;
  placeOrder(batch, world, {
    tid: RESALE_IDS.order,
    holder: PRIYA,
    eventId: event._id,
    createdAt: daysAgo(now, 20),
    tickets: [
      { _id: tickets.pair[0], ticketTypeId: STALLS, seatingInfo: stalls('C', 5), resellable: true },
      { _id: tickets.pair[1], ticketTypeId: STALLS, seatingInfo: stalls('C', 6), resellable: true },
      { _id: tickets.single, ticketTypeId: STALLS, seatingInfo: stalls('D', 9), resellable: true },
      { _id: tickets.external, ticketTypeId: STALLS, seatingInfo: stalls('B', 3), resellable: true },
      { _id: tickets.kept, ticketTypeId: STALLS, seatingInfo: stalls('B', 4), resellable: true },
      { _id: tickets.standing, ticketTypeId: STANDING, seatingInfo: area('Dance floor'), resellable: true },
    ],
  });
  const payout: CustomerPaymentMethod = {
    _id: RESALE_IDS.payout,
    sellerId: SELLERS.riverside.id,
    customerId: RESALE_CUSTOMERS.priya,
    primary: false,
    status: 'active',
    active: true,
    gatewayType: 'additionalMethod',
    gatewayId: GATEWAYS.riversideSepaPayout,
    channels: ['offSession'],
    data: { accountHolderName: 'Priya Shah' },
    paymentDetails: { type: 'sepa', last4: '4417' },
    createdAt: daysAgo(now, 15),
  };
  add(batch, 'customerPaymentMethods', payout, { sellerId: SELLERS.riverside.id, customerId: RESALE_CUSTOMERS.priya, createdAt: payout.createdAt });
  const offer = (id: string, ticketIds: readonly string[], days: number) =>
    offerForResale(batch, world, { id, seller: PRIYA, ticketIds, status: 'active', createdAt: daysAgo(now, days), cpmId: RESALE_IDS.payout });
  offer(RESALE_IDS.offers.pair, tickets.pair, 6);
  offer(RESALE_IDS.offers.single, [tickets.single], 5);
  offer(RESALE_IDS.offers.standing, [tickets.standing], 4);

  const listedAt = daysAgo(now, 3);
  const external: StoredExternalListing = {
    _id: RESALE_IDS.externalListing,
    sellerId: SELLERS.riverside.id,
    eventId: event._id,
    customerId: RESALE_CUSTOMERS.priya,
    ticketIds: [tickets.external],
    marketplace: 'Riverside Resale Exchange',
    status: 'active',
    createdAt: listedAt,
  };
  add(batch, 'externalListings', external, { sellerId: SELLERS.riverside.id, customerId: RESALE_CUSTOMERS.priya, eventId: event._id, createdAt: listedAt });
  return batch;
}

function resaleFees(now: Date): SeedBatch {
  const batch: SeedBatch = {};
  const scheme: FeeScheme = {
    _id: 'fsc_riverside_resale',
    name: 'Riverside resale fees',
    sellerId: SELLERS.riverside.id,
    fees: [
      {
        _id: 'fee_riverside_resale_buyer',
        name: 'Resale fee',
        type: 'resell',
        enabled: true,
        exposed: true,
        rules: [{ fix: RIVERSIDE_RESALE_FEE.fixed, var: RIVERSIDE_RESALE_FEE.share }],
      },
    ],
  };
  add(batch, 'feeSchemes', scheme, { sellerId: SELLERS.riverside.id, createdAt: daysAgo(now, 365) });
  return batch;
}

/** Every demo seller sells online; Riverside also at its box office and by subscription. */
export const SALES_CHANNELS: Omit<SalesChannelInfo, 'paymentGatewayIds'>[] = [
  { _id: 'chn_riverside_online', sellerId: SELLERS.riverside.id, type: 'online', name: 'Riverside Live web shop', active: true },
  { _id: 'chn_riverside_box_office', sellerId: SELLERS.riverside.id, type: 'pos', name: 'Riverside Hall box office', active: true },
  { _id: 'chn_riverside_subscription', sellerId: SELLERS.riverside.id, type: 'subscription', name: 'Riverside memberships', active: true },
  { _id: 'chn_lindenau_online', sellerId: SELLERS.lindenau.id, type: 'online', name: 'Kulturhaus Lindenau Webshop', active: true },
  { _id: 'chn_little_online', sellerId: SELLERS.little.id, type: 'online', name: 'The Little Theatre online', active: true },
  { _id: 'chn_nordlicht_online', sellerId: SELLERS.nordlicht.id, type: 'online', name: 'Nordlicht Club Mitglieder-Shop', active: true },
  { _id: 'chn_open_air_online', sellerId: SELLERS.openAir.id, type: 'online', name: 'Open Air Kino Dresden online', active: true },
];

function salesChannels(now: Date): SeedBatch {
  const batch: SeedBatch = {};
  for (const channel of SALES_CHANNELS) add(batch, 'salesChannels', channel, { sellerId: channel.sellerId, createdAt: daysAgo(now, 365) });
  return batch;
}

/** Writes the resale demo (inside the seed's transaction): its event, two logins, their holdings, the fee and the channels. */
export function seedResaleMarket(ctx: SandboxContext, input: { now: Date; passwordHash: string }): void {
  const event = resaleEvent(input.now);
  ctx.store.put('events', event, { sellerId: event.sellerId, eventId: event._id, createdAt: event.start });
  for (const { customer, email } of customers()) {
    ctx.store.put('customers', customer, { sellerId: customer.sellerId, customerId: customer._id });
    saveCredentials(ctx.db, { customerId: customer._id, sellerId: customer.sellerId ?? '', email, passwordHash: input.passwordHash });
  }
  for (const batch of [holdings(event, input.now), resaleFees(input.now), salesChannels(input.now)]) writeBatch(ctx.store, batch);
}
