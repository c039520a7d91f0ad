import { z } from 'zod';
import { idInput } from './shared.inputs.ts';

/** Bodies of the rebooking operations (lib/operations/rebooking.ts; spec 02 §5 Rebooking, §7). */

/** The selected tickets, each proven by its secret; a rebooking moves at most an order's worth. */
const ticketRefsInput = z.array(z.object({ id: idInput, secret: idInput }).strict(), { error: 'invalid' }).min(1, 'required').max(50, 'tooLarge');

export const rebookingOptionsInput = z.object({ tickets: ticketRefsInput, sourceEventId: idInput.optional() }).strict();

export const createRebookingInput = rebookingOptionsInput.extend({ targetEventId: idInput }).strict();
