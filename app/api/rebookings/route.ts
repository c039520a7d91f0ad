import { createRebooking } from '@/lib/operations/rebooking';
import { route } from '@/lib/http/route';
import { orUnknownLink, unknownLink } from '@/lib/http/by-secret';
import { orRefuse } from '@/lib/http/refusal';
import { rememberCart } from '@/lib/cart/server';
import { requestLocale } from '@/lib/i18n/server';
import { shopSeller } from '@/lib/shop/queries';
import { ticketing } from '@/lib/ticketing/server';
import { createRebooking as openRebookingCheckout } from '@/lib/ticketing/rebooking';
import { rebookingContext } from '@/lib/ticket-actions/rebooking-server';

/**
 * The rebooking's checkout becomes the shop's cart and opens at step 1 of the target event (spec
 * 02 §4); the API checks every ticket against the rule again (409 rebookingNotAllowed).
 */
export const POST = route(createRebooking)(async ({ input, url }) => {
  const { tickets, transaction, sourceEvent } = await rebookingContext(input.tickets, input.sourceEventId, await requestLocale());
  if (!transaction.secret || !transaction.sellerId) throw unknownLink('ticket');
  const seller = orRefuse(await shopSeller(transaction.sellerId));
  if (!seller) throw unknownLink('ticket');
  const checkout = orUnknownLink(
    await openRebookingCheckout(ticketing(), {
      target: { eventId: input.targetEventId },
      ...(sourceEvent && input.sourceEventId ? { source: { eventId: sourceEvent._id } } : {}),
      transaction: { _id: transaction.tid, secret: transaction.secret },
      ticketIds: tickets.map((ticket) => ticket._id),
    }),
    'ticket',
  );
  const item = checkout.items[0];
  if (!item) throw unknownLink('ticket');
  await rememberCart(seller._id, { checkoutId: checkout._id, secret: checkout.secret }, url);
  const query = new URLSearchParams({ checkoutId: checkout._id, secret: checkout.secret });
  return { url: `/${encodeURIComponent(seller.slug ?? seller._id)}/checkout/${encodeURIComponent(item.eventId)}?${query.toString()}` };
});
