import { describe, expect, it } from 'vitest';
import { CHECKOUT_REASON_CODES, isCheckoutErrorReason, messageFor } from '../../lib/domain/checkout-errors.ts';

describe('checkout refusal reasons', () => {
  it.each([
    ['couldNotAddToCart', 'Could not add to cart!'],
    ['noTimeSlot', 'No time slot cart item found'],
    ['noActiveTicketType', 'No active ticket type'],
    ['missingCategory', 'Category not found for ticket type'],
    ['fileSizeTooLarge', 'file size too large'],
    ['fetchError', 'An error occurred while fetching the data'],
    ['couponExpired', 'couponExpired'],
    ['confirmationRequired', 'confirmationRequired'],
  ] as const)('%s answers %j', (reason, message) => {
    expect(messageFor(reason)).toBe(message);
  });

  it('knows its codes only, each once', () => {
    expect(new Set(CHECKOUT_REASON_CODES).size).toBe(CHECKOUT_REASON_CODES.length);
    expect(isCheckoutErrorReason('cardDeclined')).toBe(true);
    expect(isCheckoutErrorReason('Could not add to cart!')).toBe(false);
    expect(isCheckoutErrorReason(undefined)).toBe(false);
  });
});
