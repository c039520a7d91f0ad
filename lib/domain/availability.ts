/**
 * How many more units of a ticket type a cart can take (spec 02 §5, "Cart and availability"):
 * the smallest of the ticket type's volume (capped by its max per order), the category's volume
 * (capped by the category max per order), the slot's volume, the event's volume and the event max
 * (ticket types ignored for max amounts are exempt from the latter), and the coupon's max tickets.
 * A ticket type whose min per order exceeds its volume is unavailable.
 *
 * Volumes are what is left (already net of sold and reserved units, this cart's included); the
 * `inCart` counts say how much of each per-order maximum this cart already uses.
 */
export interface AvailabilityInput {
  ticketType: {
    remaining?: number | undefined;
    /** The ticket type's volume as configured; the min-per-order rule compares against it. */
    volume?: number | undefined;
    maxAmountPerOrder?: number | undefined;
    minAmountPerOrder?: number | undefined;
    ignoredForMaxAmounts?: boolean | undefined;
  };
  category?: { remaining?: number | undefined; maxAmountPerOrder?: number | undefined } | undefined;
  slot?: { remaining?: number | undefined } | undefined;
  event: { remaining?: number | undefined; maxAmountPerOrder?: number | undefined };
  coupon?: { maxTickets?: number | undefined } | undefined;
  inCart?: {
    ticketType?: number;
    category?: number;
    /** Tickets of the event in the cart that count towards the event max. */
    eventCountedForMax?: number;
    /** All tickets in the cart, for the coupon's max tickets. */
    total?: number;
  };
}

const unlimited = Number.POSITIVE_INFINITY;
const orUnlimited = (value: number | undefined) => (value === undefined ? unlimited : value);
const headroom = (max: number | undefined, used = 0) => (max === undefined ? unlimited : max - used);

export function isTicketTypeUnavailable(ticketType: AvailabilityInput['ticketType']): boolean {
  const volume = ticketType.volume ?? ticketType.remaining;
  return volume !== undefined && ticketType.minAmountPerOrder !== undefined && ticketType.minAmountPerOrder > volume;
}

export function availableAmount(input: AvailabilityInput): number {
  if (isTicketTypeUnavailable(input.ticketType)) return 0;
  const inCart = input.inCart ?? {};
  const limits = [
    orUnlimited(input.ticketType.remaining),
    headroom(input.ticketType.maxAmountPerOrder, inCart.ticketType),
    orUnlimited(input.category?.remaining),
    headroom(input.category?.maxAmountPerOrder, inCart.category),
    orUnlimited(input.slot?.remaining),
    orUnlimited(input.event.remaining),
    input.ticketType.ignoredForMaxAmounts ? unlimited : headroom(input.event.maxAmountPerOrder, inCart.eventCountedForMax),
    headroom(input.coupon?.maxTickets, inCart.total),
  ];
  const smallest = Math.min(...limits);
  return Number.isFinite(smallest) ? Math.max(0, Math.floor(smallest)) : Number.MAX_SAFE_INTEGER;
}

/** A ticket cannot be added if the available count is lower than the amount (error 'Could not add to cart!'). */
export function canAddToCart(amount: number, input: AvailabilityInput): boolean {
  return amount > 0 && availableAmount(input) >= amount;
}

export const COULD_NOT_ADD_TO_CART = 'Could not add to cart!';
export const NO_ACTIVE_TICKET_TYPE = 'No active ticket type';
export const NO_TIME_SLOT_CART_ITEM = 'No time slot cart item found';
export const MISSING_CATEGORY = 'Category not found for ticket type';
