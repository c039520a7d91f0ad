import { createSeasonTransfer } from '@/lib/operations/season';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { createSeasonTicketTransfer } from '@/lib/ticketing/season';
import { ownSeasonCardsOf } from '@/lib/http/season-steps';

/** One transfer of the customer's own cards: for one child event, or the whole season; the API applies the season rules. */
export const POST = route(createSeasonTransfer)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await customerOf(seller);
  const cards = await ownSeasonCardsOf(session, input.ticketIds, input.eventId);
  const created = orRefuse(
    await createSeasonTicketTransfer(
      ticketing(),
      {
        tickets: cards.map((card) => ({ id: card._id, secret: card.secret ?? '' })),
        recipient: { email: input.recipient.email, phone: input.recipient.phone },
        groupEventId: input.eventId,
        childEventId: input.childEventId,
      },
      session.token,
    ),
  );
  return { id: created._id, status: created.status };
});
