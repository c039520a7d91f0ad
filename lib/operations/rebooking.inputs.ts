import { z } from 'zod';
import { idInput, ticketRefsInput } from './shared.inputs.ts';

/** Bodies of the rebooking operations (lib/operations/rebooking.ts; spec 02 §5 Rebooking, §7). */

export const rebookingOptionsInput = z.object({ tickets: ticketRefsInput, sourceEventId: idInput.optional() }).strict();

export const createRebookingInput = rebookingOptionsInput.extend({ targetEventId: idInput }).strict();
