import { createRebooking } from '@/lib/operations/rebooking';
import { route } from '@/lib/http/route';
import { orUnknownLink, unknownLink } from '@/lib/http/by-secret';
import { actionSeller, openAsCart } from '@/lib/http/action-checkout';
import { requestLocale } from '@/lib/i18n/server';
import { ticketing } from '@/lib/ticketing/server';
import { createRebooking as openRebookingCheckout } from '@/lib/ticketing/rebooking';
import { rebookingContext } from '@/lib/ticket-actions/rebooking-server';

/**
 * The rebooking's checkout becomes the shop's cart and opens at step 1 of the target event (spec
 * 02 §4); the API checks every ticket against the rule again (409 rebookingNotAllowed).
 */
export const POST = route(createRebooking)(async ({ input, url }) => {
  const { tickets, transaction, sourceEvent } = await rebookingContext(input.tickets, input.sourceEventId, await requestLocale());
  if (!transaction.secret) throw unknownLink('ticket');
  const seller = await actionSeller(transaction.sellerId);
  const checkout = orUnknownLink(
    await openRebookingCheckout(ticketing(), {
      target: { eventId: input.targetEventId },
      ...(sourceEvent && input.sourceEventId ? { source: { eventId: sourceEvent._id } } : {}),
      transaction: { _id: transaction.tid, secret: transaction.secret },
      ticketIds: tickets.map((ticket) => ticket._id),
    }),
    'ticket',
  );
  return openAsCart(seller, checkout, url);
});
