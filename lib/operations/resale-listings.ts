import { json, operation } from './define.ts';

/**
 * The secondary market as a buyer sees it in step 1 (spec 02 §5 Resale, §7 listings): an event's
 * resale offers with the seller's price and the resell buyer fee, formatted on the server (ADR 0006).
 * Public, and never cached: an offer someone puts in a cart leaves the list at once.
 */

/** How many listings step 1 shows at first, and how many more each time it is asked. */
export const RESALE_LISTINGS_PAGE = 10;

/** One resale offer, bought whole. */
export interface ResaleListingView {
  /** The offer's id: what the cart's add takes as `resaleListingId`. */
  id: string;
  /** Each ticket's name with its seat or area. */
  tickets: string[];
  /** What the seller asks for all its tickets. */
  priceLabel: string;
  /** The resell buyer fee on top; absent when there is none. */
  feeLabel?: string | undefined;
  /** Price plus buyer fee. */
  totalLabel: string;
}

export interface ResaleListingsView {
  listings: ResaleListingView[];
  /** Listings on offer in all (more than shown when `top` cut them). */
  total: number;
}

export const listResaleListings = operation({
  method: 'GET',
  path: '/api/shops/[seller]/events/[eventId]/resale',
  input: () => import('./resale-listings.inputs.ts').then((m) => m.resaleListingsInput),
  answer: json<ResaleListingsView>(),
  errors: ['eventNotFound'],
});
