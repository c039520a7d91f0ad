import { fetchJson } from '@/lib/api-client/fetch-json';
import type { Checkout, CartLine } from '@/lib/ticketing/schemas/checkout';

/** Browser calls of the cart (contract: docs/adr/0009). */
export const cartQueryKey = (seller: string) => ['cart', seller] as const;

const base = (seller: string) => `/api/shops/${encodeURIComponent(seller)}/cart`;

export interface AddToCartInput {
  eventId: string;
  tickets?: { ticketTypeId: string; amount: number; slotId?: string }[];
  products?: { productId: string; amount: number }[];
  coupon?: string;
  bestAvailable?: boolean;
}

export const fetchCart = (seller: string, signal?: AbortSignal) =>
  fetchJson<{ cart: Checkout | null }>(base(seller), signal ? { signal } : {}).then((answer) => answer.cart);

export const addToCart = (seller: string, input: AddToCartInput) =>
  fetchJson<{ cart: Checkout }>(`${base(seller)}/items`, { body: input }).then((answer) => answer.cart);

/** Throws an ApiError with code 'confirmationRequired' and `body.lines` when a rule removes more. */
export const removeFromCart = (seller: string, lineId: string, confirm = false) =>
  fetchJson<{ cart: Checkout }>(`${base(seller)}/remove`, { body: { lineId, confirm } }).then((answer) => answer.cart);

export const abortCart = (seller: string) => fetchJson<{ cart: Checkout }>(`${base(seller)}/abort`, { body: {} }).then((answer) => answer.cart);

export type { Checkout, CartLine };
