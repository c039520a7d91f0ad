import 'server-only';
import { cancellationRefusal } from '@/lib/domain/ticket-cancellation';
import type { OfferBuilder } from './offers.ts';

/**
 * Cancel: offered for tickets the platform marks cancellable; possible until the event (or the
 * ticket's slot) starts. Nothing comes back: a refund is what Return is for.
 */
export const cancelOffer: OfferBuilder = async ({ ticket, event, seller, now }) => {
  if (ticket.cancellable !== true) return undefined;
  const eventStart = ticket.slotStartTime ?? event?.start;
  if (!eventStart) return undefined;
  const reason = cancellationRefusal({ ticket, eventStart, now });
  return {
    action: 'cancel',
    possible: reason === undefined,
    policy: {
      currency: ticket.currency ?? event?.currency ?? seller?.currency ?? 'EUR',
      fee: 0,
      deadline: new Date(eventStart).toISOString(),
      timeZone: event?.timezone ?? seller?.timezone ?? 'UTC',
      reason,
    },
  };
};
