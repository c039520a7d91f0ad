'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ShopParams } from '@/lib/account/flows';
import { call, queryKeyOf } from '@/lib/operations/call';
import { listSeasonEvents } from '@/lib/operations/season';

/** The season's upcoming events in the page's language (the season modals share the answer). */
export function useSeasonEvents(shop: ShopParams, seasonId: string) {
  const { locale } = useIntl();
  const args = { params: { seller: shop.seller, eventId: seasonId }, input: { locale } };
  return useQuery({
    queryKey: queryKeyOf(listSeasonEvents, args),
    queryFn: ({ signal }) => call(listSeasonEvents, { ...args, signal }),
  });
}
