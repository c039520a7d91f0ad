import type { BundleOffer, CartLine, Checkout } from '@/lib/ticketing/schemas/checkout';

/** A bundle offer waiting for the buyer, with the ticket line it goes with. */
export interface PendingBundleOffer {
  offer: BundleOffer;
  trigger: CartLine;
}

/**
 * The bundle offers of this event's part of the open cart, oldest first (ADR 0026). An offer whose
 * ticket line has gone is not shown: the ticketing side drops it with the line, and a stale copy
 * must not ask about a ticket the buyer no longer has.
 */
export function pendingBundleOffers(cart: Checkout | null | undefined, eventId: string): PendingBundleOffer[] {
  if (!cart || (cart.status !== undefined && cart.status !== 'open')) return [];
  return (cart.items ?? [])
    .filter((item) => item.eventId === eventId)
    .flatMap((item) =>
      (item.bundleOffers ?? []).flatMap((offer) => {
        const trigger = item.tickets?.find((line) => line._id === offer.triggeredBy);
        return trigger ? [{ offer, trigger }] : [];
      }),
    );
}

/** The key of an offer: a bundle for a ticket line. */
export const offerKey = (offer: Pick<BundleOffer, 'bundleId' | 'triggeredBy'>) => `${offer.bundleId}@${offer.triggeredBy}`;
