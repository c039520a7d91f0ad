import { listResaleListings } from '@/lib/operations/resale-listings';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as market from '@/lib/ticketing/resale-market';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { resaleListingView } from '@/lib/shop/resale-listing-view';

/** Public: an event of this shop's seller only; the API answers its offers without their sellers. */
export const GET = route(listResaleListings)(async ({ params, input }) => {
  const seller = await shopOf(params.seller);
  const page = orRefuse(await market.listResaleListings(ticketing(), { eventId: params.eventId, sellerId: seller._id, top: input.top }));
  const intl = getIntl(await requestLocale(seller.localeSettings));
  return { listings: page.docs.map((listing) => resaleListingView(intl, listing, seller.currency)), total: page.total };
});
