import { getEventAvailabilities } from '@/lib/operations/event-availabilities';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as availabilities from '@/lib/ticketing/availabilities';
import { shopEvent } from '@/lib/shop/queries';
import { editionLocale } from '@/lib/i18n/edition';
import { clientEnv } from '@/lib/env/client';

/**
 * Public: the live counts of an event of this shop's seller (404 eventNotFound for another's or an
 * unknown one). The seller and the event come from the cached reads the page itself uses (in the
 * shop's default language, the entry the page most likely warmed), so the one call per request
 * upstream is the availabilities.
 */
export const GET = route(getEventAvailabilities)(async ({ params }) => {
  const seller = await shopOf(params.seller);
  const event = orRefuse(await shopEvent(params.eventId, editionLocale({ preferences: [] }, seller.localeSettings, clientEnv.NEXT_PUBLIC_DEFAULT_LOCALE)));
  if (!event || (event.sellerId !== undefined && event.sellerId !== seller._id)) throw refuse(404, 'eventNotFound', undefined, 'Event not found');
  return orRefuse(await availabilities.getEventAvailabilities(ticketing(), event._id));
});
