import { z } from 'zod';
import { idInput, pageInput, ticketIdsInput } from './shared.inputs.ts';
import { MARKETPLACE_MAX_TICKETS } from '../domain/resale-marketplace.ts';

/** Bodies and queries of the resell offer operations (lib/operations/resale.ts; spec 02 §5 Resale, §7). */

export const resellOffersInput = z.object({ status: z.enum(['active', 'sold'], { error: 'invalid' }), ...pageInput });

/** An event's tickets by id only: the handler checks them against the session customer's own tickets. */
export const resellOfferStatusInput = z.object({ eventId: idInput, ticketIds: ticketIdsInput });

/** Spec 02 §5: offer creation requires a chosen payout payment method. */
export const createResellOfferInput = resellOfferStatusInput.extend({ cpmId: idInput });

/** Spec 01 §5, §9: the resale site takes 1 to 69 tickets. */
export const sellOnResaleSiteInput = z.object({
  eventId: idInput,
  ticketIds: z.array(idInput, { error: 'invalid' }).min(1, 'required').max(MARKETPLACE_MAX_TICKETS, 'tooLarge'),
});
