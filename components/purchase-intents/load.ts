import 'server-only';
import { cache } from 'react';
import { documentOr404 } from '@/components/account/by-secret/load';
import { shopSeller } from '@/lib/shop/queries';
import { requestLocale } from '@/lib/i18n/server';
import { getPublicEvent } from '@/lib/ticketing/events';
import { getPurchaseIntent, getPurchaseIntentTickets } from '@/lib/ticketing/purchase-intents';
import { publicClient } from '@/lib/account/access';
import type { Seller } from '@/lib/ticketing/schemas/seller';

/**
 * What the purchase intent page shows, read by the link's id and secret (the capability; no login
 * needed). An unknown id or a wrong secret is a 404 page. The event, the seller and the reserved
 * tickets are extras: a failed read leaves them out rather than failing the page. Cached per
 * request, since the metadata and the page both ask.
 */
export const loadIntentPage = cache(async (id: string, secret: string) => {
  const client = publicClient();
  const intent = documentOr404(await getPurchaseIntent(client, id, secret));
  const sellerResult = intent.sellerId ? await shopSeller(intent.sellerId) : undefined;
  const seller: Seller | undefined = sellerResult?.ok ? (sellerResult.data ?? undefined) : undefined;
  const locale = await requestLocale(seller?.localeSettings);
  const [eventResult, ticketsResult] = await Promise.all([
    intent.eventId ? getPublicEvent(client, intent.eventId, locale) : Promise.resolve(undefined),
    getPurchaseIntentTickets(client, id, secret),
  ]);
  return {
    intent,
    seller,
    locale,
    event: eventResult?.ok ? eventResult.data : undefined,
    tickets: ticketsResult.ok ? ticketsResult.data.docs : [],
  };
});
