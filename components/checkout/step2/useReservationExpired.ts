'use client';

import { useEffect, useState } from 'react';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';

/** True once the cart's reservation has run out (ADR 0009), by its own clock; a completed cart never expires. */
export function useReservationExpired(cart: Pick<Checkout, 'expiresAt' | 'status'> | null | undefined): boolean {
  const [expired, setExpired] = useState(false);
  const expiresAt = cart?.expiresAt;
  const status = cart?.status;
  useEffect(() => {
    if (!expiresAt || status === 'completed') return;
    const left = Date.parse(expiresAt) - Date.now();
    // setTimeout fires at once for delays beyond 2^31 − 1 ms (about 24.8 days); such a reservation is not ending soon.
    if (left > 2_147_483_647) return;
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [expiresAt, status]);
  return expired;
}
