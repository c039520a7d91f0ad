import 'server-only';
import { rebookingTicketDecision, rebookingValue } from '@/lib/domain/rebooking';
import type { OfferBuilder } from './offers.ts';
import { ticketDeadlineDates } from '@/lib/domain/relative-deadline';

/**
 * Rebook: offered for tickets with a rebooking strategy; possible when nothing about the ticket
 * itself refuses it (the target is chosen in the modal, which says per event whether it can be).
 * A locked ticket says 'rebookingLocked' (spec 02 §2). A season card's concert is chosen in the
 * modal, so its button answers for the card as a whole.
 */
export const rebookOffer: OfferBuilder = async ({ ticket, event, seller, now, load }) => {
  if (!ticket.rebookingStrategyId || !ticket.transactionId) return undefined;
  const [strategy, transaction] = await Promise.all([load.rebookingStrategy(ticket.rebookingStrategyId), load.transaction(ticket)]);
  const season = ticket.type === 'multi';
  const decision = rebookingTicketDecision({
    ticket,
    strategy,
    transaction,
    sourceEvent: season ? undefined : event,
    // A season card's concert is chosen in the modal; its deadline then also stops at that concert.
    dates: { ...ticketDeadlineDates(ticket, event, transaction), ...(season ? { eventStart: undefined } : {}) },
    now,
  });
  const refusal = decision.refusal;
  return {
    action: 'rebook',
    possible: refusal === undefined,
    policy: {
      currency: ticket.currency ?? event?.currency ?? seller?.currency ?? 'EUR',
      ...(season ? {} : { credit: rebookingValue(ticket) }),
      deadline: decision.deadline?.toISOString(),
      timeZone: event?.timezone ?? seller?.timezone ?? 'UTC',
      reason: refusal === 'ticketLocked' ? 'rebookingLocked' : refusal,
    },
  };
};
