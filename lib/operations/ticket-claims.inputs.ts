import { z } from 'zod';
import { ticketIdsInput } from './shared.inputs.ts';

/** The order's tickets to claim, by id only: the handler finds their secrets through the order link. */
export const claimOrderTicketsInput = z.object({ ticketIds: ticketIdsInput }).strict();
