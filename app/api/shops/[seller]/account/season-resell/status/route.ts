import { getSeasonResellStatus, type SeasonResellEventView } from '@/lib/operations/season';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as resale from '@/lib/ticketing/resale';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import { listPaymentGateways } from '@/lib/ticketing/payments';
import { payoutMethodOptions } from '@/lib/domain/payout-methods';
import { sumMoney } from '@/lib/domain/money';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { seasonEvents } from '@/lib/account/season';
import { ownSeasonCardsOf } from '@/lib/http/season-steps';

/**
 * The season's upcoming events, each with the customer's own cards that can be offered for it and
 * what they bring (one status call per event: a card may be offerable for one event and not for
 * another), and the payout methods.
 */
export const POST = route(getSeasonResellStatus)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await customerOf(seller);
  const cards = await ownSeasonCardsOf(session, input.ticketIds, input.eventId);
  const locale = await requestLocale(seller.localeSettings);
  const client = ticketing();
  const ticketIds = cards.map((card) => card._id);
  const events = orRefuse(await seasonEvents(client, { sellerId: seller._id, seasonId: input.eventId, locale, intl: getIntl(locale), now: new Date() }));
  const [statuses, methods, gateways] = await Promise.all([
    Promise.all(events.map((event) => resale.getResellOfferStatus(client, { sellerId: seller._id, eventIds: [event.id], ticketIds }, session.token).then(orRefuse))),
    listMyPaymentMethods(client, { status: ['active'] }, session.token).then(orRefuse),
    listPaymentGateways(client, seller._id).then(orRefuse),
  ]);
  const views = events.map((event, index): SeasonResellEventView => {
    const status = statuses[index];
    const offerable = (status?.tickets ?? []).filter((ticket) => ticket.resellAble);
    const offer = status?.events?.find((candidate) => candidate.eventId === event.id);
    const price = sumMoney(offerable.map((ticket) => ticket.price ?? 0));
    const resellFee = sumMoney(offerable.map((ticket) => ticket.resellFee ?? 0));
    return {
      ...event,
      offerAble: (offer?.offerAble ?? false) && offerable.length > 0,
      ...(offer?.activeOffer ? { activeOfferId: offer.activeOffer._id } : {}),
      ticketIds: offerable.map((ticket) => ticket.ticketId),
      price,
      resellFee,
      proceeds: sumMoney([price, -resellFee]),
    };
  });
  return {
    events: views,
    currency: statuses.find((status) => status.currency)?.currency ?? seller.currency ?? 'EUR',
    payoutMethods: payoutMethodOptions(methods.docs, gateways.gateways),
  };
});
