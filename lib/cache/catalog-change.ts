import { z } from 'zod';
import { CACHE_TAGS } from '../ticketing/cache-policy.ts';

/**
 * What the ticketing platform tells the storefront when public catalogue data changed (issue 9,
 * invalidation): a seller's settings, an event's document, or an event's availability. Each change
 * names exactly the cache tags (lib/ticketing/cache-policy.ts) whose entries it makes stale.
 */

const id = z.string().trim().min(1).max(200);

export const catalogChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seller'), sellerId: id, slug: id.optional() }),
  z.object({ kind: z.literal('event'), sellerId: id, eventId: id }),
  z.object({ kind: z.literal('availability'), sellerId: id, eventId: id }),
]);

export type CatalogChange = z.infer<typeof catalogChangeSchema>;

function tagsOf(change: CatalogChange): string[] {
  switch (change.kind) {
    case 'seller':
      // Shops are cached under their slug (shopSeller); a seller without one is reached by its id.
      // A seller's settings (time zone, currency, languages) shape its listings, products and packages.
      return [
        CACHE_TAGS.sellers,
        ...(change.slug ? [CACHE_TAGS.seller(change.slug)] : []),
        CACHE_TAGS.seller(change.sellerId),
        CACHE_TAGS.events(change.sellerId),
        CACHE_TAGS.products(change.sellerId),
        CACHE_TAGS.packages(change.sellerId),
      ];
    case 'event':
      // The event's own page, the shop's listing that shows it, and the packages that bundle it.
      return [CACHE_TAGS.event(change.eventId), CACHE_TAGS.events(change.sellerId), CACHE_TAGS.packages(change.sellerId)];
    case 'availability':
      // Sale status and the availability indicator are on the event and in the listing only.
      return [CACHE_TAGS.event(change.eventId), CACHE_TAGS.events(change.sellerId)];
  }
}

const uniqueSorted = (tags: readonly string[]): string[] => [...new Set(tags)].sort();

/** The cache tags one change makes stale: unique, sorted. */
export const tagsOfChange = (change: CatalogChange): string[] => uniqueSorted(tagsOf(change));

/** The cache tags several changes make stale together: unique, sorted. */
export const tagsOfChanges = (changes: readonly CatalogChange[]): string[] => uniqueSorted(changes.flatMap(tagsOf));
