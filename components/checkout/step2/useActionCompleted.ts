'use client';

import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShop } from '@/components/shop/ShopContext';
import { useNotifyEmbeddingPage } from '@/components/ticket-actions/TicketActionsContext';
import { ticketActionCompleted } from '@/lib/embedding/parent-message';
import { call, queryKeyOf } from '@/lib/operations/call';
import { getCartAction } from '@/lib/operations/cart';

/**
 * A rebooking or an upgrade finishes when its checkout is paid (issue 11, Embedding): step 2 reads
 * whether the cart is one while it is open, and the returned function tells the embedding page,
 * with the tickets given up, once the payment succeeded. For any other cart it does nothing.
 */
export function useActionCompleted(): () => void {
  const shop = useShop();
  const notify = useNotifyEmbeddingPage();
  const args = { params: { seller: shop.slug } };
  const info = useQuery({ queryKey: queryKeyOf(getCartAction, args), queryFn: ({ signal }) => call(getCartAction, { ...args, signal }), staleTime: Infinity });
  const action = info.data?.action;
  return useCallback(() => {
    if (action) notify(ticketActionCompleted(action.kind === 'rebooking' ? 'rebook' : 'upgrade', action.ticketIds));
  }, [action, notify]);
}
