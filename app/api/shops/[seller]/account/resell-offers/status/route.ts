import { getResellOfferStatus } from '@/lib/operations/resale';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf, ownTicketsOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as resale from '@/lib/ticketing/resale';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import { listPaymentGateways } from '@/lib/ticketing/payments';
import { payoutMethodOptions } from '@/lib/domain/payout-methods';

/** Only the session customer's own tickets of the event count. */
export const POST = route(getResellOfferStatus)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await customerOf(seller);
  await ownTicketsOf(session, input.ticketIds, input.eventId);

  const client = ticketing();
  const [status, methods, gateways] = await Promise.all([
    resale.getResellOfferStatus(client, { sellerId: seller._id, eventIds: [input.eventId], ticketIds: input.ticketIds }, session.token).then(orRefuse),
    listMyPaymentMethods(client, { status: ['active'] }, session.token).then(orRefuse),
    listPaymentGateways(client, seller._id).then(orRefuse),
  ]);
  const event = status.events?.find((candidate) => candidate.eventId === input.eventId);
  return {
    offerAble: event?.offerAble ?? false,
    activeOffer: event?.activeOffer ? { id: event.activeOffer._id, ticketCount: event.activeOffer.items?.length ?? 0 } : null,
    tickets: (status.tickets ?? []).map((ticket) => ({
      id: ticket.ticketId,
      price: ticket.price ?? 0,
      resellFee: ticket.resellFee ?? 0,
      offerable: ticket.resellAble,
      ...(ticket.reason ? { reason: ticket.reason } : {}),
      externallyListed: ticket.externallyListed === true,
    })),
    price: (status.proceeds ?? 0) + (status.resellFee ?? 0),
    resellFee: status.resellFee ?? 0,
    proceeds: status.proceeds ?? 0,
    currency: status.currency ?? seller.currency ?? 'EUR',
    payoutMethods: payoutMethodOptions(methods.docs, gateways.gateways),
  };
});
