'use client';

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShop } from '@/components/shop/ShopContext';
import { useCart } from '@/components/cart/useCart';
import { cartQueryKey, type Checkout } from '@/components/cart/cart-api';
import { fetchJson } from '@/lib/api-client/fetch-json';

/**
 * A checkout URL carrying checkoutId and secret (a rebooking, an upgrade or a repersonalization
 * opened at step 1) names a checkout the cart cookie may not know yet; ADR 0009: the page adopts
 * it, so the cart pill, the panel and "Add to cart" all work on that checkout. Renders nothing.
 */
export function AdoptCheckout({ checkoutId, secret }: { checkoutId: string; secret: string }) {
  const { slug } = useShop();
  const queryClient = useQueryClient();
  const { data: cart, isSuccess } = useCart();
  const tried = useRef(false);

  useEffect(() => {
    if (!isSuccess || tried.current || cart?._id === checkoutId) return;
    tried.current = true;
    fetchJson<{ cart: Checkout }>(`/api/shops/${encodeURIComponent(slug)}/cart/adopt`, { body: { checkoutId, secret } })
      .then((answer) => queryClient.setQueryData(cartQueryKey(slug), answer.cart))
      // An unknown, foreign or ended checkout is not adopted: the buyer keeps the cart they have.
      .catch(() => undefined);
  }, [isSuccess, cart?._id, checkoutId, secret, slug, queryClient]);

  return null;
}
