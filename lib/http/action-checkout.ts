import { rememberCart } from '../cart/server.ts';
import { shopSeller } from '../shop/queries.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import { orRefuse } from './refusal.ts';
import { unknownLink } from './by-secret.ts';

/**
 * The checkouts a ticket action opens (rebooking, upgrade, a re-personalization fee) become the
 * shop's cart on the server, and the server builds the URL the browser is sent to (ADR 0017).
 */

/** The seller of the tickets acted on; tickets of no known seller are answered like unknown ones. */
export async function actionSeller(sellerId: string | null | undefined): Promise<Seller> {
  const seller = sellerId ? orRefuse(await shopSeller(sellerId)) : null;
  if (!seller) throw unknownLink('ticket');
  return seller;
}

/** Makes the checkout the seller's shop cart and answers its checkout page (step 1 unless `query` says otherwise). */
export async function openAsCart(
  seller: Seller,
  checkout: { _id: string; secret: string; items: { eventId: string }[] },
  requestUrl: URL,
  query: Record<string, string> = {},
): Promise<{ url: string }> {
  const item = checkout.items[0];
  if (!item) throw unknownLink('ticket');
  await rememberCart(seller._id, { checkoutId: checkout._id, secret: checkout.secret }, requestUrl);
  const search = new URLSearchParams({ checkoutId: checkout._id, secret: checkout.secret, ...query });
  return { url: `/${encodeURIComponent(seller.slug ?? seller._id)}/checkout/${encodeURIComponent(item.eventId)}?${search.toString()}` };
}
