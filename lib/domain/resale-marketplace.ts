/**
 * Selling on the seller's third-party resale site (spec 01 §5, §9; spec 02 §6): the option shows
 * only when the seller has the feature and its resale-site capability is enabled, and not when an
 * external listing already exists (for any of the customer's tickets of the event: the site then
 * has them, and a second listing would sell seats twice); it can be used with 1 to 69 selected
 * tickets that are resellable and whose seats form a valid selection. Using it tracks the click
 * and sends the customer to the site with the tickets and event in the URL.
 */

/** Spec 01 §9: at most 69 tickets (fewer than 70). */
export const MARKETPLACE_MAX_TICKETS = 69;

/** The seller's resale-site capability: where its marketplace takes listings. */
export interface ResaleSite {
  enabled: boolean;
  name: string;
  /** The site's sell page; the tickets and event are added as query parameters. */
  url: string;
}

export interface MarketplaceTicket {
  resellable: boolean;
}

export interface MarketplaceOptionInput {
  /** The seller sells on a resale site: its feature and capability (hasResaleSite). */
  offered: boolean;
  /** Some of the customer's tickets of the event are listed on the site already. */
  externalListing: boolean;
  /** The tickets the customer selected. */
  selected: readonly MarketplaceTicket[];
  /** The selection rule holds (adjacent seats or one general-admission area). */
  validSeats: boolean;
}

export type MarketplaceDisabledReason = 'noTickets' | 'tooManyTickets' | 'notResellable' | 'invalidSeats';

export type MarketplaceOption = { shown: false } | { shown: true; enabled: true } | { shown: true; enabled: false; reason: MarketplaceDisabledReason };

/** Whether the seller offers selling on its resale site at all (feature and enabled capability with a URL). */
export function hasResaleSite(feature: boolean | undefined, site: ResaleSite | null | undefined): site is ResaleSite {
  return feature === true && site?.enabled === true && site.url.length > 0;
}

/** The marketplace sell option for a selection: hidden, usable, or shown disabled with the reason. */
export function marketplaceOption(input: MarketplaceOptionInput): MarketplaceOption {
  if (!input.offered) return { shown: false };
  if (input.externalListing) return { shown: false };
  if (input.selected.length === 0) return { shown: true, enabled: false, reason: 'noTickets' };
  if (input.selected.length > MARKETPLACE_MAX_TICKETS) return { shown: true, enabled: false, reason: 'tooManyTickets' };
  if (input.selected.some((ticket) => !ticket.resellable)) return { shown: true, enabled: false, reason: 'notResellable' };
  if (!input.validSeats) return { shown: true, enabled: false, reason: 'invalidSeats' };
  return { shown: true, enabled: true };
}

/**
 * The resale site's sell page for these tickets: `event`, one `ticket` per id and `lang` added to
 * the site's URL (its own query parameters kept). Only http(s) URLs are followed; anything else is
 * null, so a misconfigured capability never becomes a javascript: link.
 */
export function marketplaceSellUrl(site: Pick<ResaleSite, 'url'>, input: { eventId: string; ticketIds: readonly string[]; locale: string }): string | null {
  let url: URL;
  try {
    url = new URL(site.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('event', input.eventId);
  url.searchParams.delete('ticket');
  for (const id of input.ticketIds) url.searchParams.append('ticket', id);
  url.searchParams.set('lang', input.locale);
  return url.toString();
}
