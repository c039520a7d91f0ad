import { z } from 'zod';
import { currencySchema, idSchema, moneySchema } from './common.ts';
import { seatingInfoSchema } from './ticket.ts';

/** Self-service return: the refund preview and the confirmed result (spec 02 §3, §7). */

/** A ticket covered by the return, as the preview lists it. */
export const returnInfoTicketSchema = z.object({
  _id: idSchema,
  ticketName: z.string().optional(),
  name: z.string().nullish(),
  categoryName: z.string().optional(),
  seatingInfo: seatingInfoSchema.nullish(),
  realPrice: moneySchema.optional(),
  refundAmount: moneySchema.optional(),
});
export type ReturnInfoTicket = z.infer<typeof returnInfoTicketSchema>;

/** Answer of GET /api/public/tickets/{id}/return-info. */
export const returnInfoSchema = z.object({
  refundAmount: moneySchema,
  currency: currencySchema.optional(),
  tickets: z.array(returnInfoTicketSchema).optional(),
});
export type ReturnInfo = z.infer<typeof returnInfoSchema>;

/** Answer of POST /api/public/tickets/{id}/return: the refunded amount and its reference. */
export const returnResultSchema = z.object({
  amount: moneySchema,
  reference: z.string().min(1),
});
export type ReturnResult = z.infer<typeof returnResultSchema>;
