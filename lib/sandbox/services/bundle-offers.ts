import type { SandboxContext } from '../context.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import { isRequiredBundle } from '../../domain/bundle-choice.ts';
import { requireOpen } from './checkouts.ts';
import { linesOf } from './cart-pricing.ts';
import { removeFromCart } from './cart-remove.ts';

/**
 * Declining a bundle offer (ADR 0026). An optional bundle's offer is dropped and the ticket kept:
 * saying no to an extra never costs the buyer a ticket they chose. A required bundle cannot be
 * declined on its own: declining it is the spec's "aborting" (spec 02 §4), which removes the
 * triggering ticket line, every unit of it, and with it the bundle (confirmed, since the buyer was
 * told so). Declining an offer that is no longer there changes nothing.
 */
export function declineBundleOffer(ctx: SandboxContext, checkout: Checkout, input: { bundleId: string; triggeredBy: string }): Checkout {
  requireOpen(checkout);
  const matches = (offer: { bundleId: string; triggeredBy: string }) => offer.bundleId === input.bundleId && offer.triggeredBy === input.triggeredBy;
  const item = checkout.items?.find((candidate) => candidate.bundleOffers?.some(matches));
  const offer = item?.bundleOffers?.find(matches);
  if (!item || !offer) return checkout;

  if (isRequiredBundle(offer.bundle)) {
    const holdsTrigger = (current: Checkout) => (current.items ?? []).some((candidate) => linesOf(candidate).some((line) => line._id === input.triggeredBy));
    let current = checkout;
    // One unit per removal; the last one takes the triggered lines and the line's offers along.
    while (holdsTrigger(current)) current = removeFromCart(ctx, current, { lineId: input.triggeredBy, confirm: true });
    if (current !== checkout) return current;
  }
  const items = (checkout.items ?? []).map((candidate) => (candidate === item ? { ...candidate, bundleOffers: (candidate.bundleOffers ?? []).filter((other) => other !== offer) } : candidate));
  return ctx.store.put('checkouts', { ...checkout, items });
}
