import { z } from 'zod';

/** What the browser sends to the resell offer route handlers (spec 02 §5 Resale, §7). */

const ticketIdsSchema = z.array(z.string().min(1).max(200)).min(1).max(100);

/** The tickets by id only: the handler checks them against the session customer's own tickets. */
export const resellStatusRequestSchema = z.object({ eventId: z.string().min(1).max(200), ticketIds: ticketIdsSchema });
export type ResellStatusRequest = z.infer<typeof resellStatusRequestSchema>;

/** Spec 02 §5: offer creation requires a chosen payout payment method. */
export const createResellOfferRequestSchema = resellStatusRequestSchema.extend({ cpmId: z.string().min(1, 'required').max(200) });
export type CreateResellOfferRequest = z.infer<typeof createResellOfferRequestSchema>;

/** The offer id is in the path; the body has nothing to say. */
export const cancelResellOfferRequestSchema = z.object({}).strict();
