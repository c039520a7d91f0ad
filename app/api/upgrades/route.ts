import { createUpgrade } from '@/lib/operations/upgrade';
import { route } from '@/lib/http/route';
import { orUnknownLink, unknownLink } from '@/lib/http/by-secret';
import { orRefuse } from '@/lib/http/refusal';
import { rememberCart } from '@/lib/cart/server';
import { shopSeller } from '@/lib/shop/queries';
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
  const sellerId = tickets[0]?.sellerId;
  const seller = sellerId ? orRefuse(await shopSeller(sellerId)) : null;
  if (!seller) throw unknownLink('ticket');
  const checkout = orUnknownLink(
    await openUpgradeCheckout(ticketing(), {
      targetEventId: input.targetEventId,
      tickets: tickets.map((ticket) => ({ _id: ticket._id, secret: ticket.secret ?? '' })),
      salesChannelId: UPGRADE_SALES_CHANNEL,
    }),
    'ticket',
  );
  const item = checkout.items[0];
  if (!item) throw unknownLink('ticket');
  await rememberCart(seller._id, { checkoutId: checkout._id, secret: checkout.secret }, url);
  const query = new URLSearchParams({ checkoutId: checkout._id, secret: checkout.secret });
  return { url: `/${encodeURIComponent(seller.slug ?? seller._id)}/checkout/${encodeURIComponent(item.eventId)}?${query.toString()}` };
});
