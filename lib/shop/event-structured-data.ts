import { formatInTimeZone } from 'date-fns-tz';
import { availabilityState, showsAvailability, type AvailabilityState } from '../domain/availability-indicator.ts';
import { isTicketTypeUnavailable } from '../domain/availability.ts';
import { grossPrice, showsNetPrices } from '../domain/pricing.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import { languageAlternates } from './alternates.ts';
import { eventPath, shopPath } from './metadata.ts';

/**
 * schema.org `Event` data of an event page (ADR 0023), as search engines read it for event rich
 * results: dates with the offset of the event's time zone, the venue with its address, absolute
 * URLs, and an offer whose availability is the one the shop shows.
 */

export type SchemaAvailability =
  | 'https://schema.org/InStock'
  | 'https://schema.org/LimitedAvailability'
  | 'https://schema.org/SoldOut'
  | 'https://schema.org/PreOrder'
  | 'https://schema.org/Discontinued';

/** Each availability indicator state as schema.org says it. */
export const SCHEMA_AVAILABILITY: Readonly<Record<AvailabilityState, SchemaAvailability>> = {
  soldOut: 'https://schema.org/SoldOut',
  salePlanned: 'https://schema.org/PreOrder',
  almostSoldOut: 'https://schema.org/LimitedAvailability',
  fewerTickets: 'https://schema.org/LimitedAvailability',
  ticketsAvailable: 'https://schema.org/InStock',
};

export interface PostalAddressData {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality?: string;
  postalCode?: string;
  addressCountry?: string;
}

export interface PlaceData {
  '@type': 'Place';
  name: string;
  address: PostalAddressData;
}

interface OfferCommon {
  url: string;
  /** The lowest price a buyer pays, in major units. */
  price: number;
  priceCurrency: string;
  availability: SchemaAvailability;
  validFrom?: string;
}

export type OfferData =
  | (OfferCommon & { '@type': 'Offer' })
  | (OfferCommon & { '@type': 'AggregateOffer'; lowPrice: number; highPrice: number; offerCount: number });

export interface EventStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Event';
  name: string;
  description?: string;
  startDate: string;
  endDate?: string;
  eventStatus: 'https://schema.org/EventScheduled';
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode';
  url: string;
  location?: PlaceData;
  image?: string[];
  offers?: OfferData;
  organizer: { '@type': 'Organization'; name: string; url: string };
}

export interface EventStructuredDataInput {
  event: Event;
  seller: Pick<Seller, '_id' | 'slug' | 'name' | 'image' | 'currency' | 'taxSetting' | 'localeSettings'>;
  /** The language the page is rendered in: URLs point at that language's page. */
  locale: Locale;
  /** SITE_URL, without a trailing slash. */
  siteUrl: string;
  /** For an event without a description of its own (the page's meta description). */
  fallbackDescription?: string | undefined;
}

/** ISO 8601 with the offset the event's time zone has at that instant: 2026-12-05T19:30:00+01:00. */
export function zonedIsoDateTime(instant: string, timeZone: string): string {
  return formatInTimeZone(new Date(instant), timeZone, "yyyy-MM-dd'T'HH:mm:ssxxx");
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * What the shop tells a buyer about availability: a past event is no longer sold, and a seller
 * hiding the indicator shows only "sold out" and "sale planned", so its other states are plain in stock.
 */
export function offerAvailability(event: Pick<Event, 'saleStatus' | 'availabilityIndicator' | 'styleOptions'>): SchemaAvailability {
  if (event.saleStatus === 'past') return 'https://schema.org/Discontinued';
  const state = availabilityState(event);
  return showsAvailability(state, event.styleOptions?.showAvailabilityIndicator) ? SCHEMA_AVAILABILITY[state] : SCHEMA_AVAILABILITY.ticketsAvailable;
}

/**
 * The prices a buyer can pay for the event's tickets, gross: a seller showing net prices has its
 * ticket types' tax added. Without ticket types, the listing's starting price as it comes.
 */
export function ticketPrices(event: Pick<Event, 'tickets' | 'startingPrice'>, taxSetting: Seller['taxSetting']): number[] {
  const sellable = (event.tickets ?? []).filter((type) => type.active !== false && !isTicketTypeUnavailable(type));
  if (sellable.length === 0) return event.startingPrice === undefined ? [] : [event.startingPrice];
  const net = showsNetPrices(taxSetting);
  return sellable.map((type) => (net ? grossPrice(type.price, type.taxRate) : type.price));
}

function offerOf(input: EventStructuredDataInput, url: string): OfferData | undefined {
  const { event, seller } = input;
  const prices = ticketPrices(event, seller.taxSetting);
  const currency = event.currency ?? seller.currency;
  if (prices.length === 0 || !currency) return undefined;
  const lowPrice = Math.min(...prices);
  const highPrice = Math.max(...prices);
  const common: OfferCommon = {
    url,
    price: lowPrice,
    priceCurrency: currency,
    availability: offerAvailability(event),
    ...(event.saleStart ? { validFrom: zonedIsoDateTime(event.saleStart, event.timezone) } : {}),
  };
  if (lowPrice === highPrice) return { '@type': 'Offer', ...common };
  return { '@type': 'AggregateOffer', ...common, lowPrice, highPrice, offerCount: prices.length };
}

function placeOf(location: Event['location']): PlaceData | undefined {
  if (!location) return undefined;
  return {
    '@type': 'Place',
    name: location.locationName,
    address: {
      '@type': 'PostalAddress',
      ...(location.address ? { streetAddress: location.address } : {}),
      ...(location.city ? { addressLocality: location.city } : {}),
      ...(location.postal ? { postalCode: location.postal } : {}),
      ...(location.country ? { addressCountry: location.country } : {}),
    },
  };
}

function imagesOf(input: EventStructuredDataInput): string[] {
  const { event, seller } = input;
  const own = [event.headerImage, event.image].filter((image): image is string => Boolean(image));
  const chosen = own.length > 0 ? own : seller.image ? [seller.image] : [];
  return [...new Set(chosen.map((image) => absoluteUrl(input.siteUrl, image)))];
}

export function eventStructuredData(input: EventStructuredDataInput): EventStructuredData {
  const { event, seller, locale, siteUrl } = input;
  const available = seller.localeSettings?.availableLocales;
  const url = absoluteUrl(siteUrl, languageAlternates(eventPath(seller, event._id), available, locale).canonical);
  const shopUrl = absoluteUrl(siteUrl, languageAlternates(shopPath(seller), available, locale).canonical);
  const description = event.description ?? input.fallbackDescription;
  const location = placeOf(event.location);
  const images = imagesOf(input);
  const offers = offerOf(input, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    ...(description ? { description } : {}),
    startDate: zonedIsoDateTime(event.start, event.timezone),
    ...(event.end ? { endDate: zonedIsoDateTime(event.end, event.timezone) } : {}),
    // The ticketing data has no cancelled or postponed state; an event on sale takes place as scheduled.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    ...(location ? { location } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(offers ? { offers } : {}),
    organizer: { '@type': 'Organization', name: seller.name, url: shopUrl },
  };
}
