import { z } from 'zod';

/** What the browser sends to the transfer route handlers (spec 02 §5 Transfer). */

/** The tickets by id only: the handler finds their secrets among the session customer's own tickets. */
export const createTransferRequestSchema = z.object({
  ticketIds: z.array(z.string().min(1).max(200)).min(1).max(100),
  recipient: z.object({ email: z.string().trim().min(1, 'required').max(320).pipe(z.email('invalidEmail')) }),
});
export type CreateTransferRequest = z.infer<typeof createTransferRequestSchema>;

export const acceptTransferRequestSchema = z.object({
  prename: z.string().trim().min(1, 'required').max(100),
  lastname: z.string().trim().min(1, 'required').max(100),
});
export type AcceptTransferRequest = z.infer<typeof acceptTransferRequestSchema>;

/** The secret is in the path; the body has nothing to say. */
export const rejectTransferRequestSchema = z.object({}).strict();
