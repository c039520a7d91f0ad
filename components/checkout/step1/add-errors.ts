import { ApiError } from '@/lib/operations/call';
import { COULD_NOT_ADD_TO_CART, MISSING_CATEGORY, NO_ACTIVE_TICKET_TYPE, NO_TIME_SLOT_CART_ITEM } from '@/lib/domain/availability';

/**
 * The add-to-cart failures of spec 02 §8 in the buyer's language: the route handler answers the
 * ticketing side's English message (ADR 0009), and the page shows a catalogue message instead.
 * `field` says where the message belongs: next to the coupon, next to the slots, or above the button.
 */
export interface AddError {
  id: string;
  field: 'general' | 'coupon' | 'slot';
}

/** Reason codes the ticketing side answers with (the sandbox's, and the domain's refusal names). */
const COUPON_CODES: Record<string, string> = {
  couponNotFound: 'checkout.step1.coupon.error.invalid',
  couponNotValid: 'checkout.step1.coupon.error.invalid',
  couponExpired: 'checkout.step1.coupon.error.expired',
  couponDuplicate: 'checkout.step1.coupon.error.duplicate',
  couponLimitReached: 'checkout.step1.coupon.error.limitReached',
  couponNotCombinable: 'checkout.step1.coupon.error.notCombinable',
  couponMaxTickets: 'checkout.step1.coupon.error.maxTickets',
  duplicate: 'checkout.step1.coupon.error.duplicate',
  limitReached: 'checkout.step1.coupon.error.limitReached',
  notCombinable: 'checkout.step1.coupon.error.notCombinable',
};

const GENERAL_CODES: Record<string, AddError> = {
  couldNotAddToCart: { id: 'checkout.step1.error.couldNotAdd', field: 'general' },
  noTimeSlot: { id: 'checkout.step1.error.noTimeSlot', field: 'slot' },
  noActiveTicketType: { id: 'checkout.step1.error.noActiveTicketType', field: 'general' },
  missingCategory: { id: 'checkout.step1.error.missingCategory', field: 'general' },
  checkoutExpired: { id: 'checkout.step1.error.checkoutClosed', field: 'general' },
  checkoutClosed: { id: 'checkout.step1.error.checkoutClosed', field: 'general' },
  fetchError: { id: 'errors.fetch', field: 'general' },
};

function couponErrorId(text: string): string {
  if (/expired/.test(text)) return 'checkout.step1.coupon.error.expired';
  if (/at most \d+ tickets/.test(text)) return 'checkout.step1.coupon.error.maxTickets';
  if (/duplicate|already/.test(text)) return 'checkout.step1.coupon.error.duplicate';
  if (/combin/.test(text)) return 'checkout.step1.coupon.error.notCombinable';
  if (/limit|maximum/.test(text)) return 'checkout.step1.coupon.error.limitReached';
  if (/not found|unknown|invalid|not valid/.test(text)) return 'checkout.step1.coupon.error.invalid';
  return 'checkout.step1.coupon.error.refused';
}

export function addErrorOf(error: unknown, sentCoupon: boolean): AddError {
  if (!(error instanceof ApiError)) return { id: 'checkout.step1.error.unexpected', field: 'general' };
  if (error.status === 0) return { id: 'checkout.step1.error.network', field: 'general' };
  const message = error.message;
  if (message === COULD_NOT_ADD_TO_CART) return { id: 'checkout.step1.error.couldNotAdd', field: 'general' };
  if (message === NO_TIME_SLOT_CART_ITEM) return { id: 'checkout.step1.error.noTimeSlot', field: 'slot' };
  if (message === NO_ACTIVE_TICKET_TYPE) return { id: 'checkout.step1.error.noActiveTicketType', field: 'general' };
  if (message === MISSING_CATEGORY) return { id: 'checkout.step1.error.missingCategory', field: 'general' };
  const code = error.code;
  if (code && COUPON_CODES[code]) return { id: COUPON_CODES[code], field: 'coupon' };
  if (code && GENERAL_CODES[code]) return GENERAL_CODES[code];
  const text = message.toLowerCase();
  // A refusal naming the coupon, or any refusal of a call that only carried a coupon's worth of change.
  if (sentCoupon && (text.includes('coupon') || code?.toLowerCase().includes('coupon') || error.errors?.coupon)) return { id: couponErrorId(text), field: 'coupon' };
  if (error.status === 409) return { id: 'checkout.step1.error.couldNotAdd', field: 'general' };
  return { id: 'checkout.step1.error.unexpected', field: 'general' };
}
