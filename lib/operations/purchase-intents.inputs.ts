import { z } from 'zod';
import { idInput, pageInput } from './shared.inputs.ts';

/** The Open tab asks for status new, the Closed tab for complete and canceled (lib/account/lists.ts). */
export const purchaseIntentsInput = z.object({ status: z.enum(['open', 'closed'], { error: 'invalid' }), ...pageInput });

/**
 * Complete multiple: the intents by id only; the handler finds their secrets among the session
 * customer's own open intents. At least one (spec 01 §5); one per event is the API's to check too.
 */
export const completeMultipleInput = z.object({
  intentIds: z.array(idInput, { error: 'invalid' }).min(1, 'required').max(50, 'tooLarge'),
});
