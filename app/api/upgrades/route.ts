import { createUpgrade } from '@/lib/operations/upgrade';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { actionSeller, openAsCart } from '@/lib/http/action-checkout';
import { UPGRADE_SALES_CHANNEL } from '@/lib/domain/upgrade';
import { ticketing } from '@/lib/ticketing/server';
import { createUpgrade as openUpgradeCheckout } from '@/lib/ticketing/upgrades';
import { upgradeTickets } from '@/lib/ticket-actions/upgrade-server';

/**
 * The upgrade's checkout, on the web channel (spec 02 §9), becomes the shop's cart and opens at
 * step 1 of the target event (spec 02 §4); the API checks every ticket again (409 upgradeNotAllowed).
 */
export const POST = route(createUpgrade)(async ({ input, url }) => {
  const tickets = await upgradeTickets(input.tickets);
  const seller = await actionSeller(tickets[0]?.sellerId);
  const checkout = orUnknownLink(
    await openUpgradeCheckout(ticketing(), {
      targetEventId: input.targetEventId,
      tickets: tickets.map((ticket) => ({ _id: ticket._id, secret: ticket.secret ?? '' })),
      salesChannelId: UPGRADE_SALES_CHANNEL,
    }),
    'ticket',
  );
  return openAsCart(seller, checkout, url);
});
