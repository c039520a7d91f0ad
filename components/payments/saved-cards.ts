import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/lib/operations/call';
import { getSavedCards, type SavedCards } from '@/lib/operations/saved-cards';
import { useShop } from '@/components/shop/ShopContext';
import { useLoggedIn } from '@/components/shop/account-header';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import { SAVED_CARD_TYPES } from '@/lib/ticketing/schemas/customer-payment-method';

/** The saved cards of a gateway for the logged-in customer, and whether the save-card checkbox shows (spec 02 §6). */
export const savedCardsQuery = (seller: string, gatewayId: string) =>
  queryOptions({
    queryKey: queryKeyOf(getSavedCards, { params: { seller, gatewayId } }),
    queryFn: ({ signal }) => call(getSavedCards, { params: { seller, gatewayId }, signal }),
    staleTime: 60_000,
  });

const NONE: SavedCards = { savedCards: [], saveCard: false };

/**
 * What a card form offers besides a new card: nothing for a visitor, nothing when adding a method
 * (a setup), nothing while the list loads or when it fails (the new-card form always works).
 */
export function useSavedCards(gateway: PaymentGateway, options: { setup: boolean }): SavedCards {
  const shop = useShop();
  const enabled = useLoggedIn() && !options.setup;
  const answer = useQuery({ ...savedCardsQuery(shop.slug, gateway._id), enabled });
  return enabled && answer.data ? answer.data : NONE;
}

/** "new" or a saved card's id. */
export type CardChoice = 'new' | (string & {});
export const NEW_CARD: CardChoice = 'new';

/** Saved cards are amex, mc, visa or discover (spec 02 §9; Adyen's brand codes are the same words). */
export const isSavedCardType = (brand: string | undefined): boolean => (SAVED_CARD_TYPES as readonly string[]).includes(brand ?? '');
