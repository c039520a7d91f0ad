'use client';

import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShop } from '@/components/shop/ShopContext';
import { useCart } from '@/components/cart/cart-store';
import { call, queryKeyOf } from '@/lib/operations/call';
import { AVAILABILITIES_MAX_AGE_MS, getEventAvailabilities } from '@/lib/operations/event-availabilities';
import { AVAILABILITIES_REFRESH_MS, type LiveAvailabilities } from '@/lib/domain/live-availabilities';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';

/** The cart's ticket lines of this event, as one comparable string; undefined while the cart loads. */
function heldKey(cart: Checkout | null | undefined, eventId: string): string | undefined {
  if (cart === undefined) return undefined;
  if (!cart || (cart.status !== undefined && cart.status !== 'open')) return '';
  return (cart.items ?? [])
    .filter((item) => item.eventId === eventId)
    .flatMap((item) => item.tickets ?? [])
    .map((line) => `${line.ticketTypeId ?? ''}/${line.slotInfo?.slotId ?? ''}/${line.amount}`)
    .join();
}

/**
 * The event's live availabilities while step 1 is open (ADR draft "live availability"): read once
 * the page has hydrated, again whenever the tab becomes visible (react-query's focus is the
 * visibilitychange event) and every AVAILABILITIES_REFRESH_MS while it is visible; a hidden tab
 * asks nothing. A failed read is not retried and leaves the last answer, or none, in place.
 *
 * The counts include this buyer's own holds, so they are read again after the cart changed, once
 * no cache can still answer from before the change (the answer's max-age).
 */
export function useLiveAvailabilities(eventId: string): LiveAvailabilities | undefined {
  const { slug } = useShop();
  const args = { params: { seller: slug, eventId } };
  const { data, refetch } = useQuery({
    queryKey: queryKeyOf(getEventAvailabilities, args),
    queryFn: ({ signal }) => call(getEventAvailabilities, { ...args, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: AVAILABILITIES_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });

  const { data: cart } = useCart();
  const held = heldKey(cart, eventId);
  const seen = useRef(held);
  useEffect(() => {
    if (held === undefined || held === seen.current) return;
    const first = seen.current === undefined;
    seen.current = held;
    if (first) return;
    const timer = window.setTimeout(() => void refetch(), AVAILABILITIES_MAX_AGE_MS + 500);
    return () => window.clearTimeout(timer);
  }, [held, refetch]);

  return data;
}
