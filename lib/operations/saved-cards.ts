import { json, operation } from './define.ts';

/**
 * The saved cards a payment form offers (spec 02 §2, §6): the logged-in customer's usable cards of
 * the gateway (lib/domain/saved-cards.ts) and whether the save-card checkbox shows. A visitor, or
 * a shop without the customer-payment-methods feature, gets none and no checkbox.
 */

export interface SavedCardOption {
  id: string;
  /** amex, mc, visa or discover. */
  type: string;
  last4?: string | undefined;
  /** MM/YY (spec 01 §9). */
  expiry?: string | undefined;
  primary: boolean;
  /** The provider's own id of the saved method (Stripe's pm_…, Adyen's stored payment method id). */
  providerMethodId?: string | undefined;
}

export interface SavedCards {
  savedCards: SavedCardOption[];
  saveCard: boolean;
}

export const getSavedCards = operation({
  method: 'GET',
  path: '/api/shops/[seller]/payment-gateways/[gatewayId]/saved-cards',
  answer: json<SavedCards>(),
});
