import 'server-only';
import { refundAmount, returnDecision } from '@/lib/domain/ticket-return';
import type { OfferBuilder } from './offers.ts';
import { ticketDeadlineDates } from '@/lib/domain/relative-deadline';

/**
 * Return: offered for tickets the platform marks returnable (and whose return capability is not
 * switched off) that belong to an order; possible while a refund phase is open. The preview's
 * refund is this ticket's; the modal asks the API for everything that goes back with it.
 */
export const returnOffer: OfferBuilder = async ({ ticket, event, seller, now, load }) => {
  if (ticket.returnable !== true || !ticket.transactionId) return undefined;
  const phases = ticket.capabilities?.selfServiceReturn?.phases ?? [];
  // The order is read only when a phase is placed relative to its date.
  const transaction = phases.some((phase) => phase.deadline?.target === 'orderDate') ? await load.transaction(ticket) : undefined;
  const decision = returnDecision({
    ticket,
    dates: ticketDeadlineDates(ticket, event, transaction),
    now,
  });
  if (decision.refusal === 'notReturnable') return undefined;
  return {
    action: 'return',
    possible: decision.refusal === undefined,
    policy: {
      currency: ticket.currency ?? event?.currency ?? seller?.currency ?? 'EUR',
      ...(decision.window && decision.refusal === undefined ? { refund: refundAmount(ticket.realPrice ?? 0, decision.window.refundPercentage) } : {}),
      deadline: decision.window?.deadline.toISOString(),
      timeZone: event?.timezone ?? seller?.timezone ?? 'UTC',
      reason: decision.refusal,
    },
  };
};
