import { getSeasonTransferOptions } from '@/lib/operations/season';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { seasonTransferOptions } from '@/lib/account/season';
import { ownSeasonCardsOf } from '@/lib/http/season-steps';

/** The season rules' data for the customer's own cards of the season; their secrets stay here. */
export const POST = route(getSeasonTransferOptions)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await customerOf(seller);
  const cards = await ownSeasonCardsOf(session, input.ticketIds, input.eventId);
  const locale = await requestLocale(seller.localeSettings);
  return orRefuse(await seasonTransferOptions(ticketing(), { sellerId: seller._id, seasonId: input.eventId, cards, locale, intl: getIntl(locale), now: new Date() }));
});
