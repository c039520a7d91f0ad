import type { SandboxContext } from '../context.ts';
import type { Checkout, CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import { applyRemoval, planRemoval } from '../../domain/cart-removal.ts';
import { coded } from '../http/errors.ts';
import { requireOpen } from './checkouts.ts';
import { linesOf, priceCheckout } from './cart-pricing.ts';
import { liveTicketsOfCheckout, releaseCheckoutTickets, releaseTickets } from './cart-tickets.ts';
import { cancelOpenPaymentRequests } from './payment-requests.ts';

/**
 * The remove-item flow (spec 01 §4) on the sandbox side, planned by lib/domain/cart-removal.ts:
 * one unit at a time, triggered lines along, and lines a minimum per order would also take only
 * after confirmation (409 `confirmationRequired` listing them, unless `confirm` is true). An
 * additional fee is not removed on its own (409 `lineNotRemovable`). The tickets of what goes
 * turn invalid; a decremented line gives up its last ticket. An item left without lines is
 * dropped, its coupons with it.
 */
export function removeFromCart(ctx: SandboxContext, checkout: Checkout, input: { lineId: string; confirm: boolean }): Checkout {
  requireOpen(checkout);
  const item = checkout.items?.find((candidate) => linesOf(candidate).some((line) => line._id === input.lineId));
  if (!item) throw coded(404, 'lineNotFound', 'Cart line not found');
  // A ticket action's fee (rebooking, re-personalization) is what the checkout is for: the buyer aborts it instead.
  if (item.additionalItems?.some((line) => line._id === input.lineId && line.type === 'additionalFee')) {
    throw coded(409, 'lineNotRemovable', 'This fee cannot be removed; cancel the order instead');
  }
  // A purchase intent's reserved lines are its agreed reservation: paid together, or the order is cancelled.
  if (linesOf(item).some((line) => line._id === input.lineId && line.purchaseIntentId)) {
    throw coded(409, 'lineNotRemovable', 'This line belongs to a purchase intent; cancel the order instead');
  }
  // A package is bought whole (services/packages.ts): its tickets go only with the whole order.
  if (linesOf(item).some((line) => line._id === input.lineId && line.packageInfo)) {
    throw coded(409, 'lineNotRemovable', 'This line belongs to a package; cancel the order instead');
  }
  const event = ctx.store.get('events', item.eventId);
  const rules = (event?.tickets ?? []).map((type) => ({ ticketTypeId: type._id, minAmountPerOrder: type.minAmountPerOrder, minAmountPerOrderRule: type.minAmountPerOrderRule }));
  const lines = linesOf(item);
  // A resale listing is bought whole (services/resale-purchase.ts): any of its seats takes the listing's first line, and the others with it.
  const asked = lines.find((line) => line._id === input.lineId);
  const plan = planRemoval(lines, asked?.listingId && asked.triggeredBy ? asked.triggeredBy : input.lineId, rules);
  if (!plan) throw coded(404, 'lineNotFound', 'Cart line not found');
  if (plan.needsConfirmation && !input.confirm) {
    throw coded(409, 'confirmationRequired', 'Removing this item also removes other items', { lines: plan.violations });
  }

  const left = applyRemoval(lines, plan);
  const kept = new Map(left.map((line) => [line._id, line]));
  const tickets = liveTicketsOfCheckout(ctx, checkout._id).filter((ticket) => ticket.status === 'reserved');
  const released = tickets.filter((ticket) => ticket.cartItemId != null && lines.some((line) => line._id === ticket.cartItemId) && !kept.has(ticket.cartItemId));
  if (plan.kind === 'decrement') {
    const ofLine = tickets.filter((ticket) => ticket.cartItemId === plan.lineId);
    released.push(...ofLine.slice(plan.newAmount));
  }
  releaseTickets(ctx, released, 'invalidated');

  const keep = (list: CheckoutItem['tickets']) => (list ?? []).flatMap((line) => kept.get(line._id) ?? []);
  const next: CheckoutItem = {
    ...item,
    tickets: keep(item.tickets),
    products: keep(item.products),
    ...(item.additionalItems ? { additionalItems: keep(item.additionalItems) } : {}),
    // A bundle offered with a line that went is no longer on offer (ADR 0026).
    ...(item.bundleOffers ? { bundleOffers: item.bundleOffers.filter((offer) => kept.has(offer.triggeredBy)) } : {}),
  };
  const items = (checkout.items ?? []).flatMap((candidate) => (candidate._id !== item._id ? [candidate] : linesOf(next).length > 0 ? [next] : []));
  return ctx.store.put('checkouts', priceCheckout(ctx, { ...checkout, items }));
}

/** Cancel order: the tickets are released, an open payment request canceled, the cart emptied. */
export function abortCart(ctx: SandboxContext, checkout: Checkout): Checkout {
  if (checkout.status !== 'open') return checkout;
  releaseCheckoutTickets(ctx, checkout._id, 'invalidated');
  cancelOpenPaymentRequests(ctx, checkout._id);
  ctx.store.delete('checkoutAccounts', checkout._id);
  return ctx.store.put('checkouts', { ...checkout, status: 'aborted', items: [], realPrice: 0 });
}
