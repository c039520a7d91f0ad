'use client';

import { useCallback, useState } from 'react';
import type { ShopParams } from '@/lib/account/flows';
import { call } from '@/lib/operations/call';
import { sellOnResaleSite } from '@/lib/operations/resale';
import { ANALYTICS_DOM_EVENT, analyticsEvent, SELL_CLICKED_MULTI } from '@/lib/embedding/analytics-message';
import { useNotifyEmbeddingPage } from '@/components/ticket-actions/TicketActionsContext';
import { navigateTo } from '../shell/navigate';

export interface ResaleSiteSell {
  /** Records the click, tells analytics, and goes to the resale site's sell page for these tickets. */
  sell: (input: { eventId: string; ticketIds: readonly string[]; seasonCard?: boolean }) => Promise<void>;
  pending: boolean;
  /** The last attempt failed (the click was refused or the network failed): nobody left the shop. */
  failed: boolean;
}

/**
 * The marketplace sell button's action (spec 02 §6, §7; spec 01 §7 "Track a resale-site click"),
 * shared by the Resell modal and the season-card sell modal: the route records the click upstream
 * and answers the site's URL; then the 'sell clicked multi' analytics event is posted to the
 * embedding page and dispatched on window, and the browser goes to the site.
 */
export function useResaleSiteSell(shop: ShopParams): ResaleSiteSell {
  const notify = useNotifyEmbeddingPage();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const sell = useCallback(
    async (input: { eventId: string; ticketIds: readonly string[]; seasonCard?: boolean }) => {
      setState('pending');
      try {
        const { url } = await call(sellOnResaleSite, { params: shop, input: { eventId: input.eventId, ticketIds: [...input.ticketIds] } });
        const message = analyticsEvent(SELL_CLICKED_MULTI, { eventId: input.eventId, ticketCount: input.ticketIds.length, seasonCard: input.seasonCard === true });
        notify(message);
        window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: message }));
        navigateTo(url);
      } catch {
        setState('failed');
      }
    },
    [notify, shop],
  );
  return { sell, pending: state === 'pending', failed: state === 'failed' };
}
