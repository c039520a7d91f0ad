import { listSeasonEvents } from '@/lib/operations/season';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { getPublicEvent } from '@/lib/ticketing/events';
import { getIntl } from '@/lib/i18n/server';
import { seasonEvents } from '@/lib/account/season';

/** Public: the season's upcoming events for the upcoming-events modal; only a season (group event) of this shop has any. */
export const GET = route(listSeasonEvents)(async ({ params, input }) => {
  const seller = await shopOf(params.seller);
  const client = ticketing();
  const season = await getPublicEvent(client, params.eventId, input.locale);
  if (!season.ok && season.error.kind === 'http' && season.error.status === 404) throw refuse(404, 'eventNotFound');
  const event = orRefuse(season);
  if (event.eventType !== 'group' || (event.sellerId !== undefined && event.sellerId !== seller._id)) throw refuse(404, 'eventNotFound');
  return orRefuse(await seasonEvents(client, { sellerId: seller._id, seasonId: event._id, locale: input.locale, intl: getIntl(input.locale), now: new Date() }));
});
