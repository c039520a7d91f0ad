'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError, call } from '@/lib/operations/call';
import { claimOrderTickets } from '@/lib/operations/ticket-claims';

export type ClaimFailure = 'alreadyClaimed' | 'loggedOut' | 'failed';

/**
 * Claims tickets of the order for the logged-in customer, then renders the page again so that
 * their barcodes show (spec 02 §4 ticket claim). The failure says what the customer can do.
 */
export function useClaimTickets(order: { tid: string; secret: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [failure, setFailure] = useState<ClaimFailure | null>(null);

  async function claim(ticketIds: readonly string[]): Promise<boolean> {
    setPending(true);
    setFailure(null);
    try {
      await call(claimOrderTickets, { params: order, input: { ticketIds: [...ticketIds] } });
      startRefresh(() => router.refresh());
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.code === 'ticketAlreadyClaimed' ? 'alreadyClaimed' : error.status === 401 ? 'loggedOut' : 'failed');
      return false;
    } finally {
      setPending(false);
    }
  }

  return { claim, busy: pending || refreshing, failure };
}
