import type { Checkout } from '../ticketing/schemas/checkout.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import type { CartAction } from '../ticket-actions/cart-action.ts';
import { ADD_TO_CART_REASONS, COUPON_REASONS } from '../domain/checkout-errors.ts';
import { BUNDLE_CHOICE_PROBLEMS } from '../domain/bundle-choice.ts';
import { SEATING_RESERVATION_ERROR_CODES } from '../seat-map/contract.ts';
import { json, operation } from './define.ts';
import type { StartedPayment, TransactionRef } from './payments.ts';

/**
 * What the browser asks of a shop's cart (ADR 0009): the cart is the checkout the sealed cart
 * cookie names, so no operation takes a checkout id or secret except adopting one by deep link.
 */

const inputs = () => import('./cart.inputs.ts');

/** The cart, or null; an expired or finished checkout answers as it is. */
export const getCart = operation({
  method: 'GET',
  path: '/api/shops/[seller]/cart',
  answer: json<{ cart: Checkout | null }>(),
});

/**
 * Adds tickets, products or a coupon, opening a checkout when there is none or it is no longer open;
 * or the buyer's choice of a bundle offered with a ticket line, which needs the open cart (ADR 0026).
 * A `seatingReservationToken` brings the seats held on the seat map, one line per seat (ADR 0031);
 * a refused claim (`orphanSeat` with `orphans`, `seatUnavailable` with `seats`) leaves them held.
 */
export const addToCart = operation({
  method: 'POST',
  path: '/api/shops/[seller]/cart/items',
  input: () => inputs().then((m) => m.addToCartInput),
  answer: json<{ cart: Checkout }>(),
  errors: [
    ...ADD_TO_CART_REASONS,
    ...COUPON_REASONS,
    ...BUNDLE_CHOICE_PROBLEMS,
    ...SEATING_RESERVATION_ERROR_CODES,
    'bundleNotFound',
    'bundleNotTriggered',
    // A resale listing that is gone, held by another cart, already in this one, or the buyer's own.
    'listingNotFound',
    'listingUnavailable',
    'listingInCart',
    'ownListing',
    'lineNotFound',
    'noCart',
  ],
});

/**
 * Declines a bundle offer: the ticket stays without the bundle. For a bundle with a required
 * component it is aborting: the ticket line that triggered it goes (ADR 0026).
 */
export const declineBundle = operation({
  method: 'POST',
  path: '/api/shops/[seller]/cart/bundles/decline',
  input: () => inputs().then((m) => m.declineBundleInput),
  answer: json<{ cart: Checkout }>(),
  errors: ['noCart'],
});

/**
 * Removes one unit of a line. When a rule would remove further lines and `confirm` is not true:
 * 409 confirmationRequired with those `lines`, and nothing changed.
 */
export const removeFromCart = operation({
  method: 'POST',
  path: '/api/shops/[seller]/cart/remove',
  input: () => inputs().then((m) => m.removeFromCartInput),
  answer: json<{ cart: Checkout }>(),
  errors: ['noCart', 'lineNotFound', 'confirmationRequired'],
});

/** Cancels the order; answers the returned (empty, aborted) state. */
export const abortCart = operation({
  method: 'POST',
  path: '/api/shops/[seller]/cart/abort',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<{ cart: Checkout }>(),
  errors: ['noCart'],
});

/** Makes a checkout opened by a deep link (repersonalization, rebooking, purchase intents) this shop's cart. */
export const adoptCart = operation({
  method: 'POST',
  path: '/api/shops/[seller]/cart/adopt',
  input: () => inputs().then((m) => m.adoptCartInput),
  answer: json<{ cart: Checkout }>(),
  errors: ['checkoutNotFound'],
});

/** Step 2's details, checked with the form's own rules (lib/domain/checkout-details.ts). */
export const saveCheckoutDetails = operation({
  method: 'POST',
  path: '/api/shops/[seller]/cart/details',
  input: () => inputs().then((m) => m.checkoutDetailsInput),
  answer: json<{ cart: Checkout }>(),
  errors: ['noCart', 'checkoutExpired', 'checkoutClosed'],
});

/** The cart's tickets for the personalization list (none without a cart). */
export const getCartTickets = operation({
  method: 'GET',
  path: '/api/shops/[seller]/cart/tickets',
  answer: json<{ tickets: Ticket[] }>(),
});

/**
 * Starts paying the cart: a payment request for the amount the API computed (never one the browser
 * sends) and the gateway's processor session, or `completed` for a free order.
 */
export const startCartPayment = operation({
  method: 'POST',
  path: '/api/shops/[seller]/cart/payment',
  input: () => inputs().then((m) => m.startCartPaymentInput),
  answer: json<StartedPayment | { completed: TransactionRef }>(),
  errors: [
    'noCart',
    'checkoutExpired',
    'checkoutClosed',
    'emptyCart',
    'checkoutDetailsRequired',
    'gatewayNotFound',
    // The save-card checkbox where saving is not allowed (spec 02 §6).
    'storePaymentMethodNotAllowed',
    // Paying by instalments (ADR 0029): the option does not fit the order, or the buyer must log in.
    'loginRequired',
    'paymentOptionNotOffered',
    'paymentOptionNotFound',
    'belowMinimum',
    'aboveMaximum',
    'completesTooLate',
    'nothingToSpread',
  ],
});

/** Whether the shop's cart is a rebooking's or an upgrade's, and what it carries over (step 1 and the cart panel). */
export const getCartAction = operation({
  method: 'GET',
  path: '/api/shops/[seller]/cart/action',
  answer: json<{ action: CartAction | null }>(),
});
