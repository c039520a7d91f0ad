import { describe, it, expect } from 'vitest';
import {
  availableAmount,
  canAddToCart,
  isTicketTypeUnavailable,
  COULD_NOT_ADD_TO_CART,
  NO_ACTIVE_TICKET_TYPE,
  type AvailabilityInput,
} from '../../lib/domain/availability.ts';

/**
 * Spec 02 §5: availability is the smallest of the ticket type volume (capped by its max per order),
 * the category volume (capped by the category max per order), the slot volume, the event volume,
 * the event max (ticket types ignored for max amounts are excluded) and the coupon's max tickets.
 *
 * Every row below starts from generous limits (100 of everything) and makes one limit the smallest,
 * so a row fails when exactly that limit is ignored.
 */
function input(change: (base: Required<Omit<AvailabilityInput, 'inCart'>> & { inCart: Required<NonNullable<AvailabilityInput['inCart']>> }) => void): AvailabilityInput {
  const base = {
    ticketType: { remaining: 100, volume: 100, maxAmountPerOrder: 100, minAmountPerOrder: 1, ignoredForMaxAmounts: false },
    category: { remaining: 100, maxAmountPerOrder: 100 },
    slot: { remaining: 100 },
    event: { remaining: 100, maxAmountPerOrder: 100 },
    coupon: { maxTickets: 100 },
    inCart: { ticketType: 0, category: 0, eventCountedForMax: 0, total: 0 },
  };
  change(base);
  return base;
}

describe('availableAmount', () => {
  it.each<[string, AvailabilityInput, number]>([
    ['nothing limits: the generous baseline', input(() => {}), 100],
    ['ticket type remaining', input((b) => void (b.ticketType.remaining = 7)), 7],
    ['ticket type max per order', input((b) => void (b.ticketType.maxAmountPerOrder = 6)), 6],
    [
      'ticket type max per order minus what the cart holds of it',
      input((b) => {
        b.ticketType.maxAmountPerOrder = 6;
        b.inCart.ticketType = 4;
      }),
      2,
    ],
    ['category remaining', input((b) => void (b.category.remaining = 5)), 5],
    [
      'category max per order minus what the cart holds of the category',
      input((b) => {
        b.category.maxAmountPerOrder = 8;
        b.inCart.category = 3;
      }),
      5,
    ],
    ['slot remaining', input((b) => void (b.slot.remaining = 4)), 4],
    ['event remaining', input((b) => void (b.event.remaining = 3)), 3],
    [
      'event max per order minus the cart tickets counted for it',
      input((b) => {
        b.event.maxAmountPerOrder = 10;
        b.inCart.eventCountedForMax = 9;
      }),
      1,
    ],
    [
      'coupon max tickets minus the cart total',
      input((b) => {
        b.coupon.maxTickets = 6;
        b.inCart.total = 2;
      }),
      4,
    ],
  ])('is limited by %s', (_limit, availability, expected) => {
    expect(availableAmount(availability)).toBe(expected);
  });

  it('exempts a ticket type ignored for max amounts from the event max, not from the event volume', () => {
    const counted = input((b) => {
      b.event.maxAmountPerOrder = 10;
      b.inCart.eventCountedForMax = 10;
      b.event.remaining = 50;
    });
    expect(availableAmount(counted)).toBe(0);

    const ignored = input((b) => {
      b.ticketType.ignoredForMaxAmounts = true;
      b.event.maxAmountPerOrder = 10;
      b.inCart.eventCountedForMax = 10;
      b.event.remaining = 50;
    });
    expect(availableAmount(ignored)).toBe(50);

    const ignoredButFull = input((b) => {
      b.ticketType.ignoredForMaxAmounts = true;
      b.event.maxAmountPerOrder = 10;
      b.event.remaining = 2;
    });
    expect(availableAmount(ignoredButFull)).toBe(2);
  });

  it.each<[string, AvailabilityInput['ticketType'], number]>([
    ['min per order above the volume', { volume: 3, remaining: 3, minAmountPerOrder: 4 }, 0],
    ['min per order above the volume, even with units left elsewhere', { volume: 3, minAmountPerOrder: 4 }, 0],
    ['min per order equal to the volume', { volume: 4, remaining: 4, minAmountPerOrder: 4 }, 4],
    ['no volume: only the remaining count decides', { remaining: 2, minAmountPerOrder: 4 }, 0],
  ])('a ticket type with %s', (_case, ticketType, expected) => {
    expect(availableAmount({ ticketType, event: {} })).toBe(expected);
  });

  it('compares the min-per-order rule with the configured volume, not with what is left', () => {
    // 10 configured, 2 left, min 4: the type is sellable in principle, this cart just gets 2.
    const ticketType = { volume: 10, remaining: 2, minAmountPerOrder: 4 };
    expect(isTicketTypeUnavailable(ticketType)).toBe(false);
    expect(availableAmount({ ticketType, event: {} })).toBe(2);
  });

  it('is unlimited when no limit is known', () => {
    expect(availableAmount({ ticketType: {}, event: {} })).toBe(Number.MAX_SAFE_INTEGER);
    expect(availableAmount({ ticketType: {}, category: {}, slot: {}, event: {}, coupon: {}, inCart: { ticketType: 5, category: 5, eventCountedForMax: 5, total: 5 } })).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it.each<[string, AvailabilityInput]>([
    ['oversold ticket type', input((b) => void (b.ticketType.remaining = -3))],
    ['oversold event', input((b) => void (b.event.remaining = -1))],
    [
      'cart above the max per order',
      input((b) => {
        b.ticketType.maxAmountPerOrder = 2;
        b.inCart.ticketType = 5;
      }),
    ],
    [
      'cart above the coupon max',
      input((b) => {
        b.coupon.maxTickets = 1;
        b.inCart.total = 4;
      }),
    ],
  ])('clamps a negative headroom to 0 (%s)', (_case, availability) => {
    expect(availableAmount(availability)).toBe(0);
  });
});

describe('canAddToCart', () => {
  const fiveLeft = input((b) => void (b.event.remaining = 5));

  it.each([
    [1, true],
    [5, true],
    [6, false],
    [0, false],
    [-1, false],
  ])('amount %i with 5 available -> %s', (amount, expected) => {
    expect(canAddToCart(amount, fiveLeft)).toBe(expected);
  });

  it('refuses anything for a ticket type whose min per order exceeds its volume', () => {
    const table = { ticketType: { volume: 3, remaining: 3, minAmountPerOrder: 4 }, event: { remaining: 100 } };
    expect(canAddToCart(1, table)).toBe(false);
    expect(canAddToCart(4, table)).toBe(false);
  });

  it("uses the spec's cart error messages", () => {
    expect(COULD_NOT_ADD_TO_CART).toBe('Could not add to cart!');
    expect(NO_ACTIVE_TICKET_TYPE).toBe('No active ticket type');
  });
});

describe('isTicketTypeUnavailable', () => {
  it.each<[AvailabilityInput['ticketType'], boolean]>([
    [{ volume: 3, minAmountPerOrder: 4 }, true],
    [{ volume: 4, minAmountPerOrder: 4 }, false],
    [{ volume: 0, minAmountPerOrder: 1 }, true],
    [{ minAmountPerOrder: 4 }, false],
    [{ volume: 3 }, false],
    [{ remaining: 1, minAmountPerOrder: 2 }, true],
  ])('%o -> %s', (ticketType, expected) => {
    expect(isTicketTypeUnavailable(ticketType)).toBe(expected);
  });
});
