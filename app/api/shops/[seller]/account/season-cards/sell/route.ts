import { sellSeasonEvent } from '@/lib/operations/season';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { trackResaleSiteClick } from '@/lib/ticketing/resale-market';
import { listSeasonChildEvents } from '@/lib/ticketing/season';
import { hasResaleSite, marketplaceSellUrl } from '@/lib/domain/resale-marketplace';
import { requestLocale } from '@/lib/i18n/server';
import { ownSeasonCardsOf } from '@/lib/http/season-steps';

/**
 * The season-card sell modal's Sell: the customer's own valid card and one upcoming event of its
 * season that the card still holds. The click is recorded upstream first (a refused click sends
 * nobody), then the answer is the resale site's sell page for the card and that event.
 */
export const POST = route(sellSeasonEvent)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const site = seller.resaleSite;
  if (!hasResaleSite(seller.features?.resaleMarketplace, site)) throw refuse(409, 'resaleSiteDisabled');
  const session = await customerOf(seller);
  const [card] = await ownSeasonCardsOf(session, [input.ticketId]);
  if (!card || card.status !== 'valid' || card.resellable !== true) throw refuse(404, 'ticketNotFound');
  const locale = await requestLocale(seller.localeSettings);
  const client = ticketing();
  const events = orRefuse(await listSeasonChildEvents(client, { sellerId: seller._id, seasonId: card.eventId, locale, now: new Date() }));
  if (!events.some((event) => event._id === input.childEventId) || (card.excludedEventIds ?? []).includes(input.childEventId)) throw refuse(404, 'eventNotFound');
  const url = marketplaceSellUrl(site, { eventId: input.childEventId, ticketIds: [card._id], locale });
  if (!url) throw refuse(409, 'resaleSiteDisabled');
  orRefuse(await trackResaleSiteClick(client, { sellerId: seller._id, eventId: card.eventId, ticketIds: [card._id] }, session.token));
  return { url };
});
