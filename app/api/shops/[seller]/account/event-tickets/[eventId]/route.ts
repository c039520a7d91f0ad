import { getEventTickets } from '@/lib/operations/account-tickets';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { accountAccess } from '@/lib/account/access';
import { loadEventTickets } from '@/lib/account/tickets-screen';
import { getIntl } from '@/lib/i18n/server';

/** An event's tickets for its viewer, read with the session's login like the tickets page (401, 403 notVerified). */
export const GET = route(getEventTickets)(async ({ params, input, request }) => {
  const seller = await accountShopOf(params.seller);
  await verifiedCustomerOf(seller);
  const access = await accountAccess(seller._id);
  if (!access) throw refuse(401, 'unauthorized');
  const context = { access, seller, locale: input.locale, intl: getIntl(input.locale), userAgent: request.headers.get('user-agent') ?? '', now: new Date() };
  return orRefuse(await loadEventTickets(context, params.eventId));
});
