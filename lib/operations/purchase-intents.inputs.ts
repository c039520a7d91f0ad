import { z } from 'zod';
import { pageInput } from './shared.inputs.ts';

/** The Open tab asks for status new, the Closed tab for complete and canceled (lib/account/lists.ts). */
export const purchaseIntentsInput = z.object({ status: z.enum(['open', 'closed'], { error: 'invalid' }), ...pageInput });
