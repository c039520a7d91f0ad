/**
 * Every cache tag and lifetime of public shop data, in one place. Personal data (cart, account)
 * is never cached. Lifetimes are in seconds.
 */
export const CACHE_LIFETIMES = {
  /** Seller settings change rarely; a shop edit shows within five minutes. */
  seller: 300,
  sellerList: 300,
  /** Listings carry availability, so they stay fresh within a minute. */
  eventListing: 60,
  /** Spec 02 §9: the event fetch cache lives 10 minutes. */
  event: 600,
  /** Products upsold on the event page change as rarely as the event itself. */
  products: 600,
  /** A package's page carries its sale status, so it stays fresh like a listing. */
  packages: 60,
} as const;

export const CACHE_TAGS = {
  sellers: 'sellers',
  seller: (slug: string) => `seller:${slug}`,
  events: (sellerId: string) => `events:${sellerId}`,
  event: (eventId: string) => `event:${eventId}`,
  products: (sellerId: string) => `products:${sellerId}`,
  packages: (sellerId: string) => `packages:${sellerId}`,
} as const;
