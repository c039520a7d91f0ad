import { SAVED_CARD_TYPES, type CustomerPaymentMethod } from '../ticketing/schemas/customer-payment-method.ts';
import type { PaymentRequestOrigin } from '../ticketing/schemas/payment-request.ts';

/**
 * Saved cards in the payment forms (spec 02 §2, §5, §6, §9).
 *
 * - Who: the saved-card list and the save-card checkbox need a logged-in customer whose id is the
 *   payment request's customer, in a shop with the customer-payment-methods feature.
 * - The checkbox is never offered for a setup request (it saves a method already); neither is the
 *   list, since choosing a saved card would add nothing new (ADR 0028).
 * - Which cards: the customer's active ones of the gateway paying now, usable on session, of the
 *   accepted types (amex, mc, visa, discover) and not past their expiry month.
 * - A saved card pays only with its card verification code.
 */

export interface SavedCardAudience {
  /** The customer of this login, if any. */
  loggedInCustomerId?: string | null | undefined;
  /** The payment request's customer (the login it was created with). */
  requestCustomerId?: string | null | undefined;
  /** The seller's customerPaymentMethods feature. */
  customerPaymentMethods?: boolean | undefined;
  origin?: PaymentRequestOrigin | undefined;
}

export interface SavedCardAccess {
  /** The saved-card list shows, and a saved card may pay. */
  savedCards: boolean;
  /** The save-card checkbox shows, and a paid card may be saved. */
  saveCard: boolean;
}

export function savedCardAccess(audience: SavedCardAudience): SavedCardAccess {
  const ownRequest = Boolean(audience.loggedInCustomerId) && audience.loggedInCustomerId === audience.requestCustomerId;
  const allowed = ownRequest && audience.customerPaymentMethods === true && audience.origin !== 'setup';
  return { savedCards: allowed, saveCard: allowed };
}

const ACCEPTED = new Set<string>(SAVED_CARD_TYPES);

/** A card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(expiration: { month: number; year: number } | null | undefined, now: Date): boolean {
  if (!expiration) return false;
  const year = expiration.year < 100 ? 2000 + expiration.year : expiration.year;
  return year * 12 + (expiration.month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** Whether this method may pay as a saved card with the gateway (channel onSession when channels are given). */
export function isUsableSavedCard(method: CustomerPaymentMethod, gatewayId: string, now: Date): boolean {
  return (
    (method.status ?? 'active') === 'active' &&
    method.active !== false &&
    method.gatewayId === gatewayId &&
    (method.channels === undefined || method.channels.includes('onSession')) &&
    ACCEPTED.has(method.paymentDetails?.type ?? '') &&
    !isCardExpired(method.paymentDetails?.expiration, now)
  );
}

/** The saved cards to offer for a gateway, primary first, in the order given otherwise. */
export function savedCardsFor<M extends CustomerPaymentMethod>(methods: readonly M[], gatewayId: string, now: Date): M[] {
  return methods.filter((method) => isUsableSavedCard(method, gatewayId, now)).sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)));
}
