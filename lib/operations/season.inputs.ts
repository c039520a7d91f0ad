import { z } from 'zod';
import { idInput, ticketIdsInput } from './shared.inputs.ts';
import { isValidE164 } from '../domain/phone.ts';
import { toLocale } from '../i18n/locales.ts';

/** Bodies and queries of the season-card operations (lib/operations/season.ts; spec 02 §2, §5, §7). */

/** The language of the season's event list (dates are formatted on the server, ADR 0006). */
export const seasonEventsInput = z.object({
  locale: z
    .string()
    .optional()
    .transform((value) => toLocale(value) ?? 'en'),
});

/** Season cards of one season, by id only: the handler checks them against the session customer's own. */
export const seasonCardsInput = z.object({ eventId: idInput, ticketIds: ticketIdsInput });

/** One create call: a child event of the season, or none for the whole season (spec 02 §5, §7). */
export const createSeasonTransferInput = seasonCardsInput.extend({
  recipient: z.object({
    email: z.string().trim().min(1, 'required').max(320).pipe(z.email('invalidEmail')),
    // Asked when the seller delivers by SMS (spec 02 §2): country and number merged to E.164.
    phone: z.string().trim().max(16, 'invalidPhone').refine(isValidE164, 'invalidPhone').optional(),
  }),
  childEventId: idInput.optional(),
});

/** The season-card sell modal's pick: one card and one child event. */
export const sellSeasonEventInput = z.object({ ticketId: idInput, childEventId: idInput });

/** A season resale offer for one child event (spec 02 §5: the select step needs at least one event; one call each). */
export const createSeasonResellOfferInput = seasonCardsInput.extend({ childEventId: idInput, cpmId: idInput });
