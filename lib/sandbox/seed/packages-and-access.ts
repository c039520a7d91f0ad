import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { StoredPackageConfig } from '../services/packages.ts';
import { saveCredentials } from '../auth.ts';
import { add, seedWorld, writeBatch, type SeedBatch } from './batch.ts';
import { SELLERS } from './ids.ts';
import { addMinutes, daysAgo, localAt } from './time.ts';
import { RIVERSIDE_FEES } from './pricing.ts';
import { area, placeOrder, type Holder } from './holdings/build.ts';

/**
 * Packages, hard tickets and secure ticket access at Riverside Live (issue 13):
 *
 * - The Lighthouse Sessions offer a souvenir hard ticket (hard-ticket settings with a promotion, a
 *   preview and the £2.50 postage as outer charge; the cart charges Riverside's postage fee).
 * - The "Double Bill" package: two Lighthouse standing tickets and two Songwriters' Circle seats
 *   for £80 (list £92), shown on the shop page with the Weekend Pass. Nina Patel has an account and
 *   nothing yet: the demo buyer of a package.
 * - The Winter Gala has secure ticket access (the event enables it; Riverside has the feature).
 *   Jordan Reyes's own order holds two tickets not yet claimed (claimed automatically when Jordan
 *   opens it logged in). A guest order, bought by Robin Hart without an account, holds one ticket
 *   nobody claimed yet (whoever logs in and opens the link is asked to claim it) and one Chris
 *   Novak claimed (the fallback for everyone else). A second guest order of Robin's holds one
 *   ticket nobody claims in the journeys (where "Abort" is shown leaving it unclaimed).
 */

export const PACKAGE_DEMO = {
  events: { lighthouse: 'evt_riverside_lighthouse', songwriters: 'evt_riverside_songwriters', gala: 'evt_riverside_gala' },
  doubleBill: 'pkc_riverside_double_bill',
  customers: { jordan: 'cus_jordan_reyes', chris: 'cus_chris_novak', nina: 'cus_nina_patel' },
  emails: { jordan: 'jordan.reyes@example.com', chris: 'chris.novak@example.com', nina: 'nina.patel@example.com' },
  orders: { jordanGala: 'tx_jordan_gala', guestGala: 'tx_guest_gala', spareGala: 'tx_guest_gala_spare' },
  tickets: {
    jordan: ['tkt_jordan_gala_1', 'tkt_jordan_gala_2'],
    guestOpen: 'tkt_guest_gala_1',
    claimedByChris: 'tkt_guest_gala_2',
    spare: 'tkt_guest_gala_spare',
  },
} as const;

const LONDON = 'Europe/London';
const RIVERSIDE = SELLERS.riverside.id;
const hall = { locationName: 'Riverside Hall', address: '1 Embankment Walk', postal: 'SE1 9XX', city: 'London', country: 'GB' };
const { events: EVENT } = PACKAGE_DEMO;

/** The souvenir ticket's outer charge: what Riverside's postage fee charges per posted ticket (seed/pricing.ts). */
export const SOUVENIR_POSTAGE = RIVERSIDE_FEES.postage;

export function packageDemoEvents(now: Date): StoredEvent[] {
  const lighthouse = localAt(now, LONDON, 25, 20, 0);
  const songwriters = localAt(now, LONDON, 32, 19, 30);
  const gala = localAt(now, LONDON, 9, 19, 0);
  return [
    {
      _id: EVENT.lighthouse,
      sellerId: RIVERSIDE,
      name: 'The Lighthouse Sessions',
      description: 'An acoustic evening with the Lighthouse Quartet. Take your ticket home as a foil-printed souvenir.',
      start: lighthouse,
      end: addMinutes(lighthouse, 150),
      timezone: LONDON,
      eventType: 'single',
      image: '/demo/events/reception.jpg',
      location: hall,
      currency: 'GBP',
      volume: 200,
      maxAmountPerOrder: 8,
      hardTicketSettings: {
        promotionName: 'Souvenir ticket',
        promotionText: 'A foil-printed souvenir ticket, posted to you a week before the show. Yours to keep.',
        hardTicketPreviewURL: '/demo/hard-tickets/souvenir-ticket.svg',
        hardTicketOuterCharge: SOUVENIR_POSTAGE,
      },
      categories: [
        { ref: 'cat_lighthouse_standing', name: 'Standing', volume: 150 },
        { ref: 'cat_lighthouse_balcony', name: 'Balcony', volume: 50 },
      ],
      tickets: [
        { _id: 'tt_lighthouse_standing', name: 'Standing', categoryRef: 'cat_lighthouse_standing', price: 28, volume: 150, maxAmountPerOrder: 8 },
        { _id: 'tt_lighthouse_balcony', name: 'Balcony', categoryRef: 'cat_lighthouse_balcony', price: 36, volume: 50, maxAmountPerOrder: 6 },
      ],
      translations: {
        de: {
          name: 'The Lighthouse Sessions',
          description: 'Ein akustischer Abend mit dem Lighthouse Quartet. Das Ticket gibt es auch als foliengedrucktes Souvenir.',
        },
      },
    },
    {
      _id: EVENT.songwriters,
      sellerId: RIVERSIDE,
      name: "Songwriters' Circle",
      description: 'Four songwriters, one stage, stories behind the songs.',
      start: songwriters,
      end: addMinutes(songwriters, 120),
      timezone: LONDON,
      eventType: 'single',
      image: '/demo/events/reading.jpg',
      location: hall,
      currency: 'GBP',
      volume: 120,
      maxAmountPerOrder: 8,
      categories: [{ ref: 'cat_songwriters_seats', name: 'Seats', volume: 120 }],
      tickets: [{ _id: 'tt_songwriters_seat', name: 'Seat', categoryRef: 'cat_songwriters_seats', price: 18, volume: 120, maxAmountPerOrder: 8 }],
      translations: { de: { name: 'Songwriters’ Circle', description: 'Vier Songwriter, eine Bühne, die Geschichten hinter den Songs.' } },
    },
    {
      _id: EVENT.gala,
      sellerId: RIVERSIDE,
      name: 'Riverside Winter Gala',
      description: 'The gala night of the season. Tickets are personal: log in to see their barcodes.',
      start: gala,
      end: addMinutes(gala, 240),
      timezone: LONDON,
      eventType: 'single',
      image: '/demo/events/party.jpg',
      location: hall,
      currency: 'GBP',
      volume: 300,
      maxAmountPerOrder: 6,
      secureTicketAccess: { enabled: true },
      categories: [{ ref: 'cat_gala_hall', name: 'Hall', volume: 300 }],
      tickets: [{ _id: 'tt_gala_hall', name: 'Gala ticket', categoryRef: 'cat_gala_hall', price: 65, volume: 300, maxAmountPerOrder: 6 }],
      translations: { de: { name: 'Riverside Wintergala', description: 'Die Galanacht der Saison. Die Tickets sind persönlich: Anmelden, um die Barcodes zu sehen.' } },
    },
  ];
}

export function doubleBillPackage(): StoredPackageConfig {
  return {
    _id: PACKAGE_DEMO.doubleBill,
    sellerId: RIVERSIDE,
    name: 'Double Bill for Two',
    slug: 'double-bill',
    description: 'Two nights at Riverside Hall for two: The Lighthouse Sessions standing and the Songwriters’ Circle seated, for less than the single tickets.',
    image: '/demo/events/reception.jpg',
    headerImage: '/demo/events/reading.jpg',
    price: 80,
    currency: 'GBP',
    contents: [
      { eventId: EVENT.lighthouse, ticketTypeId: 'tt_lighthouse_standing', amount: 2 },
      { eventId: EVENT.songwriters, ticketTypeId: 'tt_songwriters_seat', amount: 2 },
    ],
  };
}

interface DemoLogin {
  email: string;
  customer: Customer;
}

function customers(): DemoLogin[] {
  const customer = (id: string, email: string, prename: string, lastname: string, number: string, location: Customer['location']): DemoLogin => ({
    email,
    customer: { _id: id, sellerId: RIVERSIDE, name: `${prename} ${lastname}`, prename, lastname, primaryEmail: email, number, verified: true, location, _account: { loginType: 'password' } },
  });
  const { customers: ids, emails } = PACKAGE_DEMO;
  return [
    customer(ids.jordan, emails.jordan, 'Jordan', 'Reyes', '100091', { street: '12 Marylebone Lane', postal: 'W1U 2NE', city: 'London', country: 'GB' }),
    customer(ids.chris, emails.chris, 'Chris', 'Novak', '100092', { street: '5 Park Row', postal: 'LS1 5HD', city: 'Leeds', country: 'GB' }),
    customer(ids.nina, emails.nina, 'Nina', 'Patel', '100093', { street: '27 Broad Street', postal: 'B1 2HF', city: 'Birmingham', country: 'GB' }),
  ];
}

const JORDAN: Holder = { customerId: PACKAGE_DEMO.customers.jordan, email: PACKAGE_DEMO.emails.jordan, firstname: 'Jordan', lastname: 'Reyes' };
const ROBIN: Holder = { customerId: null, email: 'robin.hart@example.com', firstname: 'Robin', lastname: 'Hart' };

function holdings(events: readonly StoredEvent[], now: Date): SeedBatch {
  const batch: SeedBatch = {};
  const world = seedWorld(now, events);
  const { tickets, orders } = PACKAGE_DEMO;
  const hallArea = area('Hall');
  placeOrder(batch, world, {
    tid: orders.jordanGala,
    holder: JORDAN,
    eventId: EVENT.gala,
    createdAt: daysAgo(now, 4),
    tickets: tickets.jordan.map((id) => ({ _id: id, ticketTypeId: 'tt_gala_hall', seatingInfo: hallArea, claimed: false })),
  });
  placeOrder(batch, world, {
    tid: orders.guestGala,
    holder: ROBIN,
    eventId: EVENT.gala,
    createdAt: daysAgo(now, 3),
    tickets: [
      { _id: tickets.guestOpen, ticketTypeId: 'tt_gala_hall', seatingInfo: hallArea, claimed: false },
      // Robin passed this one's link on; Chris claimed it, so it is Chris's now.
      {
        _id: tickets.claimedByChris,
        ticketTypeId: 'tt_gala_hall',
        seatingInfo: hallArea,
        claimed: true,
        customerId: PACKAGE_DEMO.customers.chris,
        history: [{ type: 'updated', date: daysAgo(now, 2), data: { claimedBy: PACKAGE_DEMO.customers.chris } }],
      },
    ],
  });
  placeOrder(batch, world, {
    tid: orders.spareGala,
    holder: ROBIN,
    eventId: EVENT.gala,
    createdAt: daysAgo(now, 2),
    tickets: [{ _id: tickets.spare, ticketTypeId: 'tt_gala_hall', seatingInfo: hallArea, claimed: false }],
  });
  add(batch, 'packageConfigs', doubleBillPackage(), { sellerId: RIVERSIDE });
  return batch;
}

/** Writes this part of the demo (inside the seed's transaction): its events, logins, orders and the package. */
export function seedPackagesAndAccess(ctx: SandboxContext, input: { now: Date; passwordHash: string }): void {
  const events = packageDemoEvents(input.now);
  for (const event of events) ctx.store.put('events', event, { sellerId: event.sellerId, eventId: event._id, createdAt: event.start });
  for (const { customer, email } of customers()) {
    ctx.store.put('customers', customer, { sellerId: customer.sellerId, customerId: customer._id });
    saveCredentials(ctx.db, { customerId: customer._id, sellerId: customer.sellerId ?? '', email, passwordHash: input.passwordHash });
  }
  writeBatch(ctx.store, holdings(events, input.now));
}
