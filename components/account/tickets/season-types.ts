import type { ShopParams } from '@/lib/account/flows';

/** What a season card (type multi) of the tickets screen carries for its buttons (spec 02 §2). */
export interface SeasonCardView {
  /** The shop whose season operations the modals call. */
  shop: ShopParams;
  seasonId: string;
  seasonName: string;
  ticketId: string;
  /** Events the card no longer holds (transferred, resold, rebooked, upgraded). */
  excludedEventIds: string[];
  /** Set when the season-card sell modal is offered: the seller sells on its resale site and the card may be resold. */
  resaleSite?: { name: string } | undefined;
}
