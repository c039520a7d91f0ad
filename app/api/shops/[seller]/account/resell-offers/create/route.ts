import { createResellOffer } from '@/lib/operations/resale';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf, ownTicketsOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as resale from '@/lib/ticketing/resale';

/** The tickets must be the customer's own of the event; the API checks the rest (resellable, payout method, no active offer). */
export const POST = route(createResellOffer)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await customerOf(seller);
  await ownTicketsOf(session, input.ticketIds, input.eventId);
  const created = orRefuse(await resale.createResellOffer(ticketing(), { sellerId: seller._id, eventId: input.eventId, ticketIds: input.ticketIds, cpmId: input.cpmId }, session.token));
  return { id: created._id, status: created.status };
});
