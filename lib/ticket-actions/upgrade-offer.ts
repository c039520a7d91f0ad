import 'server-only';
import { upgradeCandidateIds, upgradeTicketRefusal, upgradeValue } from '@/lib/domain/upgrade';
import type { OfferBuilder } from './offers.ts';

/**
 * Upgrade: offered for tickets the platform marks upgradeable (spec 02 §6 ticket flags); possible
 * when the ticket's own checks pass (spec 02 §5) and its event names upgrade targets at all. The
 * targets themselves are the API's to say, in the modal. Possible until the event starts.
 */
export const upgradeOffer: OfferBuilder = async ({ ticket, event, seller, now }) => {
  if (ticket.upgradeable !== true || !event) return undefined;
  const refusal = upgradeTicketRefusal({ ticket, event, seller, now }) ?? (upgradeCandidateIds(event).length === 0 ? 'noTargets' : undefined);
  const season = ticket.type === 'multi';
  return {
    action: 'upgrade',
    possible: refusal === undefined,
    policy: {
      currency: ticket.currency ?? event.currency ?? seller?.currency ?? 'EUR',
      ...(season ? {} : { credit: upgradeValue(ticket, 'ticket') }),
      // A season card may trade up a later concert until the season ends.
      deadline: new Date(season ? (event.end ?? event.start) : (ticket.slotStartTime ?? event.start)).toISOString(),
      timeZone: event.timezone ?? seller?.timezone ?? 'UTC',
      reason: refusal,
    },
  };
};
