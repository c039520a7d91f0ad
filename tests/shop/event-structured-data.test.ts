import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createIntl } from 'react-intl/server';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { createTicketingClient, type TicketingClient } from '../../lib/ticketing/client.ts';
import { listSellers } from '../../lib/ticketing/sellers.ts';
import { getPublicEvent, listEvents } from '../../lib/ticketing/events.ts';
import type { Event } from '../../lib/ticketing/schemas/event.ts';
import type { Seller } from '../../lib/ticketing/schemas/seller.ts';
import { messagesFor } from '../../lib/i18n/messages.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { offeredLocales } from '../../lib/shop/alternates.ts';
import { eventMetaDescription } from '../../lib/shop/metadata.ts';
import {
  SCHEMA_AVAILABILITY,
  eventStructuredData,
  offerAvailability,
  ticketPrices,
  zonedIsoDateTime,
  type EventStructuredData,
} from '../../lib/shop/event-structured-data.ts';
import type { AvailabilityState } from '../../lib/domain/availability-indicator.ts';

/**
 * The JSON-LD of every demo shop's events, in every language the shop offers, checked against
 * the properties Google's Event rich result guidance requires and recommends (ADR 0023).
 */

const SITE = 'https://tickets.example.com';
const NOW = new Date('2026-03-14T12:00:00.000Z');

const absoluteUrl = z.string().regex(/^https:\/\/tickets\.example\.com\//, 'an absolute URL on SITE_URL');
const isoWithOffset = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, 'ISO 8601 with an offset');
const schemaAvailability = z.enum([
  'https://schema.org/InStock',
  'https://schema.org/LimitedAvailability',
  'https://schema.org/SoldOut',
  'https://schema.org/PreOrder',
  'https://schema.org/Discontinued',
]);
const offerFields = {
  url: absoluteUrl,
  price: z.number().nonnegative(),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/),
  availability: schemaAvailability,
  validFrom: isoWithOffset.optional(),
};

/** Required: name, startDate, location with name and address. Recommended: the rest (performer: no data). */
const googleEvent = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Event'),
  name: z.string().min(1),
  startDate: isoWithOffset,
  location: z.object({
    '@type': z.literal('Place'),
    name: z.string().min(1),
    address: z.object({
      '@type': z.literal('PostalAddress'),
      streetAddress: z.string().min(1),
      addressLocality: z.string().min(1),
      postalCode: z.string().min(1),
      addressCountry: z.string().regex(/^[A-Z]{2}$/),
    }),
  }),
  description: z.string().min(1),
  endDate: isoWithOffset,
  eventStatus: z.literal('https://schema.org/EventScheduled'),
  eventAttendanceMode: z.literal('https://schema.org/OfflineEventAttendanceMode'),
  url: absoluteUrl,
  image: z.array(absoluteUrl).min(1),
  offers: z.discriminatedUnion('@type', [
    z.object({ '@type': z.literal('Offer'), ...offerFields }),
    z.object({
      '@type': z.literal('AggregateOffer'),
      ...offerFields,
      lowPrice: z.number().nonnegative(),
      highPrice: z.number().nonnegative(),
      offerCount: z.number().int().min(2),
    }),
  ]),
  organizer: z.object({ '@type': z.literal('Organization'), name: z.string().min(1), url: absoluteUrl }),
});

let sandbox: Sandbox;
let client: TicketingClient;
let sellers: Seller[];

beforeAll(async () => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => NOW });
  client = createTicketingClient({ baseUrl: 'http://sandbox.test', fetch: (input, init) => sandbox.handle(new Request(input, init)), timeoutMs: 5000 });
  const listed = await listSellers(client);
  if (!listed.ok) throw new Error('no sellers');
  sellers = listed.data.docs;
});

afterAll(() => sandbox.close());

/** The shop's events as the ticketing client reads them, in one language; all of them, past ones too. */
async function eventsOf(seller: Seller, locale: Locale): Promise<Event[]> {
  const result = await listEvents(client, { sellerId: seller._id, locale, top: 200 });
  if (!result.ok) throw new Error(`no events of ${seller._id}`);
  return result.data.docs;
}

function build(seller: Seller, event: Event, locale: Locale): EventStructuredData {
  const intl = createIntl({ locale, messages: messagesFor(locale) });
  return eventStructuredData({ event, seller, locale, siteUrl: SITE, fallbackDescription: eventMetaDescription(intl, event, seller) });
}

describe('event structured data of every demo shop', () => {
  it('covers every demo shop and every seeded event of each', async () => {
    expect(sellers.map((seller) => seller.slug)).toEqual(expect.arrayContaining(['kulturhaus-lindenau', 'little-theatre', 'riverside-live']));
    for (const seller of sellers) {
      const seeded = sandbox.store.list('events', { sellerId: seller._id }).docs;
      expect((await eventsOf(seller, offeredLocales(seller.localeSettings?.availableLocales)[0] ?? 'en')).map((event) => event._id).sort()).toEqual(
        seeded.map((event) => event._id).sort(),
      );
    }
  });

  it('has the required and recommended properties, with offsets, absolute URLs and schema.org availability', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const seller of sellers) {
      for (const locale of offeredLocales(seller.localeSettings?.availableLocales)) {
        for (const event of await eventsOf(seller, locale)) {
          const data = build(seller, event, locale);
          const parsed = googleEvent.safeParse(data);
          checked += 1;
          if (!parsed.success) {
            failures.push(`${seller.slug}/${event._id} (${locale}): ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
            continue;
          }
          const ld = parsed.data;
          // The same instants as the API's, written in the event's own time zone.
          if (Date.parse(ld.startDate) !== Date.parse(event.start)) failures.push(`${event._id}: startDate ${ld.startDate} is not ${event.start}`);
          if (event.end && Date.parse(ld.endDate) !== Date.parse(event.end)) failures.push(`${event._id}: endDate ${ld.endDate} is not ${event.end}`);
          if (Date.parse(ld.endDate) < Date.parse(ld.startDate)) failures.push(`${event._id}: ends before it starts`);
          if (ld.offers.url !== ld.url) failures.push(`${event._id}: the offer's URL is not the event page`);
          if (ld.offers.availability !== offerAvailability(event)) failures.push(`${event._id}: availability ${ld.offers.availability}`);
          if (event.saleStart && ld.offers.validFrom === undefined) failures.push(`${event._id}: sale start without validFrom`);
          if (ld.offers['@type'] === 'AggregateOffer' && !(ld.offers.lowPrice === ld.offers.price && ld.offers.lowPrice < ld.offers.highPrice)) {
            failures.push(`${event._id}: price range ${ld.offers.lowPrice}–${ld.offers.highPrice}, price ${ld.offers.price}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Each shop's events once per language it offers (riverside-live: two).
    const expected = sellers.reduce(
      (sum, seller) => sum + sandbox.store.list('events', { sellerId: seller._id }).docs.length * offeredLocales(seller.localeSettings?.availableLocales).length,
      0,
    );
    expect(checked).toBe(expected);
  });

  it('builds the same data from the event page read (step 1) as from the listing', async () => {
    const riverside = sellers.find((seller) => seller.slug === 'riverside-live');
    if (!riverside) throw new Error('no riverside');
    const listed = (await eventsOf(riverside, 'en')).find((event) => event._id === 'evt_riverside_jazz');
    const read = await getPublicEvent(client, 'evt_riverside_jazz', 'en');
    if (!listed || !read.ok) throw new Error('no jazz');
    expect(build(riverside, read.data, 'en')).toEqual(build(riverside, listed, 'en'));
  });

  it('spells out the jazz night: German page URLs, the venue, a price range without the table that is never sold online', async () => {
    const riverside = sellers.find((seller) => seller.slug === 'riverside-live');
    const jazz = riverside && (await eventsOf(riverside, 'de')).find((event) => event._id === 'evt_riverside_jazz');
    if (!riverside || !jazz) throw new Error('no jazz');
    expect(build(riverside, jazz, 'de')).toMatchObject({
      name: 'Mitternachts-Jazz-Session',
      description: 'Ein spätabendliches Set mit moderner Jazzmusik.',
      url: `${SITE}/riverside-live/checkout/evt_riverside_jazz?lang=de`,
      location: { '@type': 'Place', name: 'Riverside Hall', address: { '@type': 'PostalAddress', streetAddress: '1 Embankment Walk', addressLocality: 'London', addressCountry: 'GB' } },
      image: [`${SITE}/demo/events/jazz.jpg`],
      offers: { '@type': 'AggregateOffer', price: 18, lowPrice: 18, highPrice: 39, offerCount: 3, priceCurrency: 'GBP', url: `${SITE}/riverside-live/checkout/evt_riverside_jazz?lang=de` },
      organizer: { '@type': 'Organization', name: 'Riverside Live', url: `${SITE}/riverside-live?lang=de` },
    });
  });

  it('gives a one-language shop plain URLs and gross prices for a seller showing net ones', async () => {
    const lindenau = sellers.find((seller) => seller.slug === 'kulturhaus-lindenau');
    const faust = lindenau && (await eventsOf(lindenau, 'de')).find((event) => event._id === 'evt_lindenau_faust');
    if (!lindenau || !faust) throw new Error('no faust');
    const ld = build(lindenau, faust, 'de');
    expect(ld.url).toBe(`${SITE}/kulturhaus-lindenau/checkout/evt_lindenau_faust`);
    expect(ld.organizer.url).toBe(`${SITE}/kulturhaus-lindenau`);
    // Net 11.21 / 16.82 / 24.30 plus 7 % VAT.
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', price: 11.99, lowPrice: 11.99, highPrice: 26, priceCurrency: 'EUR' });
  });
});

describe('offer availability follows the availability indicator the shop shows', () => {
  const cases: [string, Parameters<typeof offerAvailability>[0], string][] = [
    ['sold out', { saleStatus: 'soldOut', availabilityIndicator: 'red' }, 'https://schema.org/SoldOut'],
    ['sale planned', { saleStatus: 'planned', availabilityIndicator: 'green' }, 'https://schema.org/PreOrder'],
    ['almost sold out (red)', { saleStatus: 'onSale', availabilityIndicator: 'red' }, 'https://schema.org/LimitedAvailability'],
    ['fewer tickets (yellow)', { saleStatus: 'onSale', availabilityIndicator: 'yellow' }, 'https://schema.org/LimitedAvailability'],
    ['tickets available (green)', { saleStatus: 'onSale', availabilityIndicator: 'green' }, 'https://schema.org/InStock'],
    ['no indicator at all', {}, 'https://schema.org/InStock'],
    ['red, but the seller hides the indicator', { saleStatus: 'onSale', availabilityIndicator: 'red', styleOptions: { showAvailabilityIndicator: false } }, 'https://schema.org/InStock'],
    ['sold out, shown even with the indicator hidden', { saleStatus: 'soldOut', styleOptions: { showAvailabilityIndicator: false } }, 'https://schema.org/SoldOut'],
    ['sale planned, shown even with the indicator hidden', { saleStatus: 'planned', styleOptions: { showAvailabilityIndicator: false } }, 'https://schema.org/PreOrder'],
    ['past: no longer sold', { saleStatus: 'past', availabilityIndicator: 'green' }, 'https://schema.org/Discontinued'],
  ];
  it.each(cases)('%s', (_, event, expected) => {
    expect(offerAvailability(event)).toBe(expected);
  });

  it('names every indicator state', () => {
    const states: AvailabilityState[] = ['soldOut', 'salePlanned', 'almostSoldOut', 'fewerTickets', 'ticketsAvailable'];
    expect(states.map((state) => SCHEMA_AVAILABILITY[state].startsWith('https://schema.org/'))).toEqual(states.map(() => true));
  });
});

describe('ticket prices', () => {
  const type = (price: number, extra: Partial<NonNullable<Event['tickets']>[number]> = {}) => ({ _id: `tt_${price}`, name: 'T', categoryRef: 'c', price, ...extra });
  const cases: [string, Parameters<typeof ticketPrices>[0], Parameters<typeof ticketPrices>[1], number[]][] = [
    ['gross prices as they are', { tickets: [type(25), type(39)] }, { taxCalculationMethod: 'Inclusive' }, [25, 39]],
    ['net prices with their tax added', { tickets: [type(24.3, { taxRate: 0.07 }), type(63.03, { taxRate: 0.19 })] }, { taxCalculationMethod: 'Exclusive' }, [26, 75.01]],
    ['inactive types left out', { tickets: [type(25), type(10, { active: false })] }, undefined, [25]],
    ['types never sold online left out', { tickets: [type(25), type(150, { volume: 3, minAmountPerOrder: 4 })] }, undefined, [25]],
    ['no types: the starting price', { startingPrice: 12 }, undefined, [12]],
    ['nothing known', {}, undefined, []],
  ];
  it.each(cases)('%s', (_, event, taxSetting, expected) => {
    expect(ticketPrices(event, taxSetting)).toEqual(expected);
  });
});

describe('dates carry the offset of the event time zone', () => {
  it.each([
    ['2026-12-05T19:30:00.000Z', 'Europe/London', '2026-12-05T19:30:00+00:00'],
    ['2026-07-05T18:30:00.000Z', 'Europe/London', '2026-07-05T19:30:00+01:00'],
    ['2026-12-05T18:30:00.000Z', 'Europe/Berlin', '2026-12-05T19:30:00+01:00'],
    ['2026-12-06T00:30:00.000Z', 'America/New_York', '2026-12-05T19:30:00-05:00'],
  ])('%s in %s', (instant, zone, expected) => {
    expect(zonedIsoDateTime(instant, zone)).toBe(expected);
  });
});
