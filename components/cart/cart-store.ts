'use client';

import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useShop } from '@/components/shop/ShopContext';
import { call, queryKeyOf } from '@/lib/operations/call';
import { abortCart, addToCart, adoptCart, declineBundle, getCart, removeFromCart, saveCheckoutDetails } from '@/lib/operations/cart';
import type { AddToCartInput } from '@/lib/operations/cart.inputs';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';

/**
 * The one place that writes the shop's cart. The pill, the panel and the checkout steps read it
 * with `useCart()` and change it only through `useCartActions()`: each action writes the server's
 * answer into the shared query, so every part of the page shows the same cart without refetching,
 * and a failed action refetches it, so nobody looks at a cart the server no longer has. There is
 * no optimistic guess: prices, fees and rule removals come from the ticketing API (ADR 0013).
 */

export const cartQueryKey = (seller: string) => queryKeyOf(getCart, { params: { seller } });

export function useCart() {
  const { slug } = useShop();
  return useQuery({ queryKey: cartQueryKey(slug), queryFn: ({ signal }) => call(getCart, { params: { seller: slug }, signal }).then((answer) => answer.cart) });
}

export interface CartActions {
  add(input: AddToCartInput): Promise<Checkout>;
  /** Throws ApiError confirmationRequired (with `body.lines`) when a rule would remove more. */
  remove(lineId: string, confirm?: boolean): Promise<Checkout>;
  abort(): Promise<Checkout>;
  /** Declines a bundle offer; for a required bundle the triggering ticket line goes (ADR 0026). */
  declineBundle(bundleId: string, triggeredBy: string): Promise<Checkout>;
  /** Makes a checkout opened by a deep link this shop's cart. */
  adopt(checkoutId: string, secret: string): Promise<Checkout>;
  saveDetails(details: Record<string, unknown>): Promise<Checkout>;
  /** Reads the cart again (its countdown ran out, a payment finished). */
  refresh(): Promise<void>;
}

export function useCartActions(): CartActions {
  const { slug } = useShop();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = cartQueryKey(slug);
    const params = { seller: slug };
    const refresh = () => queryClient.invalidateQueries({ queryKey: key });
    const write = async (request: Promise<{ cart: Checkout }>): Promise<Checkout> => {
      try {
        const { cart } = await request;
        // A read of the cart still under way began before this write: its older answer must not
        // land on top of the new cart (a fast click after the page loaded showed an empty pill).
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, cart);
        return cart;
      } catch (error) {
        void refresh();
        throw error;
      }
    };
    return {
      add: (input) => write(call(addToCart, { params, input })),
      remove: (lineId, confirm = false) => write(call(removeFromCart, { params, input: { lineId, confirm } })),
      abort: () => write(call(abortCart, { params, input: {} })),
      declineBundle: (bundleId, triggeredBy) => write(call(declineBundle, { params, input: { bundleId, triggeredBy } })),
      adopt: (checkoutId, secret) => write(call(adoptCart, { params, input: { checkoutId, secret } })),
      saveDetails: (details) => write(call(saveCheckoutDetails, { params, input: details })),
      refresh,
    };
  }, [queryClient, slug]);
}
