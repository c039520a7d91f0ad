'use client';

import { useQuery } from '@tanstack/react-query';
import { useShop } from '@/components/shop/ShopContext';
import { cartQueryKey, fetchCart } from './cart-api';

/**
 * The shop's cart, shared by the cart pill, the panel and the checkout steps. Mutations write
 * their answer into this query (`queryClient.setQueryData(cartQueryKey(slug), cart)`), so every
 * part of the page shows the same cart without refetching.
 */
export function useCart() {
  const { slug } = useShop();
  return useQuery({ queryKey: cartQueryKey(slug), queryFn: ({ signal }) => fetchCart(slug, signal) });
}
