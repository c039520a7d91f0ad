import { z } from 'zod';
import { pageInput, textInput, ticketIdsInput } from './shared.inputs.ts';
import { isValidE164 } from '../domain/phone.ts';

/** Bodies and queries of the transfer operations (lib/operations/transfers.ts; spec 02 §5 Transfer). */

export const ticketTransfersInput = z.object({ direction: z.enum(['received', 'sent'], { error: 'invalid' }), ...pageInput });

/** The tickets by id only: the handler finds their secrets among the session customer's own tickets. */
export const createTicketTransferInput = z.object({
  ticketIds: ticketIdsInput,
  recipient: z.object({
    email: z.string().trim().min(1, 'required').max(320).pipe(z.email('invalidEmail')),
    // Asked when the seller delivers by SMS (spec 02 §2); the form merges country and number to E.164.
    phone: z.string().trim().max(16, 'invalidPhone').refine(isValidE164, 'invalidPhone').optional(),
  }),
});

export const acceptTicketTransferInput = z.object({
  prename: textInput(100).min(1, 'required'),
  lastname: textInput(100).min(1, 'required'),
});
