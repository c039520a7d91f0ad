import { sellOnResaleSite } from '@/lib/operations/resale';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf, ownTicketsOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { trackResaleSiteClick } from '@/lib/ticketing/resale-market';
import { hasResaleSite, marketplaceSellUrl } from '@/lib/domain/resale-marketplace';
import { requestLocale } from '@/lib/i18n/server';

/**
 * The customer's own tickets of the event go to the seller's resale site: the click is recorded
 * upstream first (a refused click sends nobody), then the site's sell page is the answer.
 */
export const POST = route(sellOnResaleSite)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const site = seller.resaleSite;
  if (!hasResaleSite(seller.features?.resaleMarketplace, site)) throw refuse(409, 'resaleSiteDisabled');
  const session = await customerOf(seller);
  await ownTicketsOf(session, input.ticketIds, input.eventId);
  const url = marketplaceSellUrl(site, { eventId: input.eventId, ticketIds: input.ticketIds, locale: await requestLocale(seller.localeSettings) });
  if (!url) throw refuse(409, 'resaleSiteDisabled');
  orRefuse(await trackResaleSiteClick(ticketing(), { sellerId: seller._id, eventId: input.eventId, ticketIds: input.ticketIds }, session.token));
  return { url };
});
