import 'server-only';
import { repersonalizationDecision } from '@/lib/domain/repersonalization';
import type { OfferBuilder } from './offers.ts';
import { ticketDeadlineDates } from '@/lib/domain/relative-deadline';

/**
 * Re-personalize: offered for personalized tickets whose capability or event allows changing the
 * holder; possible while the status, the limit and the deadline allow it. A fee already paid
 * makes the next change free, so the preview then says "free of charge".
 */
export const repersonalizeOffer: OfferBuilder = async ({ ticket, event, seller, now, load }) => {
  if (ticket.personalized !== true) return undefined;
  const deadlines = [ticket.capabilities?.repersonalization?.deadline, event?.repersonalization?.deadline];
  // The order is read only when a deadline is placed relative to its date.
  const transaction = deadlines.some((deadline) => deadline?.target === 'orderDate') ? await load.transaction(ticket) : undefined;
  const decision = repersonalizationDecision({
    ticket,
    event,
    dates: ticketDeadlineDates(ticket, event, transaction),
    now,
  });
  if (decision.refusal === 'notRepersonalizable') return undefined;
  return {
    action: 'repersonalize',
    possible: decision.refusal === undefined,
    policy: {
      currency: ticket.currency ?? event?.currency ?? seller?.currency ?? 'EUR',
      fee: decision.paid ? 0 : decision.fee,
      remaining: decision.remaining,
      deadline: decision.deadline?.toISOString(),
      timeZone: event?.timezone ?? seller?.timezone ?? 'UTC',
      reason: decision.refusal,
    },
  };
};
