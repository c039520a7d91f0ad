import { COULD_NOT_ADD_TO_CART, MISSING_CATEGORY, NO_ACTIVE_TICKET_TYPE, NO_TIME_SLOT_CART_ITEM } from './availability.ts';

/**
 * Reasons the cart, checkout, payment, personalization and upload calls give for a refusal, as
 * `code` next to the message. The sandbox sends them, the storefront's route handlers pass them on,
 * and the UI maps each to a text. Where the spec has a message (spec 02 §8), it is the message.
 */
/** Why an add to the cart is refused (spec 02 §8 messages). */
export const ADD_TO_CART_REASONS = ['couldNotAddToCart', 'noTimeSlot', 'noActiveTicketType', 'missingCategory', 'eventNotFound'] as const;
/** Why a coupon is refused (spec 02 §5). */
export const COUPON_REASONS = [
  'couponNotFound',
  'couponExpired',
  'couponNotValid',
  'couponDuplicate',
  'couponLimitReached',
  'couponNotCombinable',
  'couponMaxTickets',
] as const;

export const CHECKOUT_REASON_CODES = [
  ...ADD_TO_CART_REASONS,
  ...COUPON_REASONS,
  // The cart itself.
  'noCart',
  'checkoutNotFound',
  'checkoutExpired',
  'checkoutClosed',
  'lineNotFound',
  'confirmationRequired',
  'emptyCart',
  // Paying.
  'checkoutDetailsRequired',
  'freeOrder',
  'paymentRequired',
  'gatewayNotFound',
  'paymentRequestNotFound',
  'paymentRequestClosed',
  'amountChanged',
  'invalidRedirectResult',
  'cardDeclined',
  // A saved card's CVC that is not the card's (spec 02 §5).
  'cvcIncorrect',
  'paymentNotAuthorized',
  'paymentNotVerified',
  // Tickets and personalization.
  'ticketNotFound',
  'ticketNotPersonalizable',
  'alreadyPersonalized',
  // Uploads (spec 02 §8 message for the size).
  'fileSizeTooLarge',
  'fileTypeNotAllowed',
  'uploadNotFound',
  // Generic answers of our route handlers.
  'invalidInput',
  'unsupportedMediaType',
  'crossSiteRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'fetchError',
] as const;
export type CheckoutErrorReason = (typeof CHECKOUT_REASON_CODES)[number];

/** The spec's own message for a reason (spec 02 §7-§8); the other reasons travel as their code. */
export const FILE_SIZE_TOO_LARGE = 'file size too large';
/** The spec's message for any failed fetch (spec 02 §7). */
export const FETCH_ERROR = 'An error occurred while fetching the data';

export const SPEC_MESSAGES: Readonly<Partial<Record<CheckoutErrorReason, string>>> = {
  couldNotAddToCart: COULD_NOT_ADD_TO_CART,
  noTimeSlot: NO_TIME_SLOT_CART_ITEM,
  noActiveTicketType: NO_ACTIVE_TICKET_TYPE,
  missingCategory: MISSING_CATEGORY,
  fileSizeTooLarge: FILE_SIZE_TOO_LARGE,
  fetchError: FETCH_ERROR,
};

export function isCheckoutErrorReason(value: unknown): value is CheckoutErrorReason {
  return typeof value === 'string' && (CHECKOUT_REASON_CODES as readonly string[]).includes(value);
}

/** The message our route handlers answer for a reason: the spec's message, else the code itself. */
export function messageFor(reason: CheckoutErrorReason): string {
  return SPEC_MESSAGES[reason] ?? reason;
}
