'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/lib/operations/call';
import { currentAccount, type AccountPillState } from '@/lib/operations/session';
import { useShop } from './ShopContext';

/**
 * Who is logged in, as the shop's client islands see it. Pages rendered per request know it and
 * hand it down (KnownAccount); pages served from the cache are the same for everyone, so there the
 * browser asks (ADR 0038).
 */
const KnownAccountContext = createContext<AccountPillState | undefined>(undefined);

export function KnownAccount({ account, children }: { account: AccountPillState | undefined; children: ReactNode }) {
  const outer = useContext(KnownAccountContext);
  return <KnownAccountContext.Provider value={account ?? outer}>{children}</KnownAccountContext.Provider>;
}

export const accountStateKey = (seller: string) => queryKeyOf(currentAccount, { params: { seller } });

/** The visitor's account state; undefined while the browser asks. */
export function useAccountState(): AccountPillState | undefined {
  const known = useContext(KnownAccountContext);
  const shop = useShop();
  const answer = useQuery({
    queryKey: accountStateKey(shop.slug),
    queryFn: ({ signal }) => call(currentAccount, { params: { seller: shop.slug }, signal }),
    enabled: known === undefined,
    staleTime: 30_000,
    // A failed question leaves the pill at Log in, which still leads to the account area.
    retry: 1,
  });
  return known ?? answer.data;
}

/** Whether a customer is logged in to this shop (false while unknown). */
export function useLoggedIn(): boolean {
  return useAccountState()?.entries !== undefined;
}
