import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { ticketing } from '../ticketing/server.ts';
import { fail, ok, TicketingFailure, unwrap, type Result } from '../ticketing/errors.ts';
import { getSeller, listSellers } from '../ticketing/sellers.ts';
import { getPublicEvent, listEvents } from '../ticketing/events.ts';
import { listProducts } from '../ticketing/products.ts';
import { CACHE_LIFETIMES, CACHE_TAGS } from '../ticketing/cache-policy.ts';
import { listingStart } from '../domain/listing-window.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Product } from '../ticketing/schemas/product.ts';

/**
 * Cached reads of public shop data. Only successes are cached: a failed call is retried by the
 * next request instead of being served from the cache for the whole lifetime.
 */
export async function cachedRead<T>(key: string[], tags: string[], revalidate: number, read: () => Promise<Result<T>>): Promise<Result<T>> {
  const client = ticketing();
  const cached = unstable_cache(async () => unwrap(await read()), [client.cacheNamespace, ...key], { tags, revalidate });
  try {
    return ok(await cached());
  } catch (error) {
    if (error instanceof TicketingFailure) return fail(error.error);
    throw error;
  }
}

/** The seller of a shop slug; `null` data when there is no such seller. */
export const shopSeller = cache(async (slug: string): Promise<Result<Seller | null>> => {
  const result = await cachedRead(['seller', slug], [CACHE_TAGS.seller(slug)], CACHE_LIFETIMES.seller, () => getSeller(ticketing(), slug));
  if (!result.ok && result.error.kind === 'http' && result.error.status === 404) return ok(null);
  return result;
});

export const shopSellers = cache(() =>
  cachedRead(['sellers'], [CACHE_TAGS.sellers], CACHE_LIFETIMES.sellerList, async () => {
    const result = await listSellers(ticketing());
    return result.ok ? ok(result.data.docs) : result;
  }),
);

/** The events a shop lists: everything ending from the start of today in the seller's time zone. */
export const shopEvents = cache(async (seller: Pick<Seller, '_id' | 'timezone'>, locale: string): Promise<Result<Event[]>> => {
  const endMin = listingStart(new Date(), seller.timezone ?? 'UTC');
  // The day boundary is part of the key so that a cached listing never outlives its day.
  return cachedRead(['events', seller._id, locale, endMin.toISOString()], [CACHE_TAGS.events(seller._id)], CACHE_LIFETIMES.eventListing, async () => {
    const result = await listEvents(ticketing(), { sellerId: seller._id, locale, endMin, top: 200 });
    return result.ok ? ok(result.data.docs) : result;
  });
});

/** One event with its ticket types, categories and slots (the checkout page); `null` data when there is no such event. */
export const shopEvent = cache(async (eventId: string, locale: string): Promise<Result<Event | null>> => {
  const result = await cachedRead(['event', eventId, locale], [CACHE_TAGS.event(eventId)], CACHE_LIFETIMES.event, () => getPublicEvent(ticketing(), eventId, locale));
  if (!result.ok && result.error.kind === 'http' && result.error.status === 404) return ok(null);
  return result;
});

/** The seller's products among `ids`, in that order (the products an event upsells). */
export const shopProducts = cache(async (sellerId: string, ids: readonly string[]): Promise<Result<Product[]>> => {
  if (ids.length === 0) return ok([]);
  return cachedRead(['products', sellerId, ...ids], [CACHE_TAGS.products(sellerId)], CACHE_LIFETIMES.products, async () => {
    const result = await listProducts(ticketing(), { sellerId, ids });
    return result.ok ? ok(result.data.docs) : result;
  });
});
