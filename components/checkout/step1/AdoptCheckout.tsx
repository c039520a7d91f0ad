'use client';

import { useEffect, useRef } from 'react';
import { useCart, useCartActions } from '@/components/cart/cart-store';

/**
 * A checkout URL carrying checkoutId and secret (a rebooking, an upgrade or a repersonalization
 * opened at step 1) names a checkout the cart cookie may not know yet; ADR 0009: the page adopts
 * it, so the cart pill, the panel and "Add to cart" all work on that checkout. Renders nothing.
 */
export function AdoptCheckout({ checkoutId, secret }: { checkoutId: string; secret: string }) {
  const actions = useCartActions();
  const { data: cart, isSuccess } = useCart();
  const tried = useRef(false);

  useEffect(() => {
    if (!isSuccess || tried.current || cart?._id === checkoutId) return;
    tried.current = true;
    // An unknown, foreign or ended checkout is not adopted: the buyer keeps the cart they have.
    actions.adopt(checkoutId, secret).catch(() => undefined);
  }, [isSuccess, cart?._id, checkoutId, secret, actions]);

  return null;
}
