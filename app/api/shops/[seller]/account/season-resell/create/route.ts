import { createSeasonResellOffer } from '@/lib/operations/season';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as resale from '@/lib/ticketing/resale';
import { ownSeasonCardsOf } from '@/lib/http/season-steps';

/** Offers the customer's own cards of the season for one of its events; the API checks the event, the cards and the payout method. */
export const POST = route(createSeasonResellOffer)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await customerOf(seller);
  const cards = await ownSeasonCardsOf(session, input.ticketIds, input.eventId);
  const created = orRefuse(
    await resale.createResellOffer(ticketing(), { sellerId: seller._id, eventId: input.childEventId, ticketIds: cards.map((card) => card._id), cpmId: input.cpmId }, session.token),
  );
  return { id: created._id, status: created.status };
});
