import { z } from 'zod';
import { idSchema, isoDateTimeSchema, looseEnum, secretSchema } from './common.ts';

/** Ticket transfer (spec 01 §3, spec 02 §3): tickets sent by e-mail (or phone) to another person. */

// 'rejected': the recipient refused or the sender withdrew a created transfer; it stays listed and its tickets are free again.
export const TICKET_TRANSFER_STATUSES = ['created', 'transferred', 'rejected'] as const;
export const ticketTransferStatusSchema = looseEnum(TICKET_TRANSFER_STATUSES);
export type TicketTransferStatus = z.infer<typeof ticketTransferStatusSchema>;

/** Sender or recipient of a transfer. */
export const ticketTransferPartySchema = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  customerId: idSchema.nullish(),
});
export type TicketTransferParty = z.infer<typeof ticketTransferPartySchema>;

/** A ticket reference in a transfer: note `id`, not `_id`. */
export const ticketTransferTicketSchema = z.object({
  id: idSchema,
  secret: secretSchema.optional(),
});
export type TicketTransferTicket = z.infer<typeof ticketTransferTicketSchema>;

export const ticketTransferSchema = z.object({
  _id: idSchema,
  status: ticketTransferStatusSchema,
  secret: secretSchema.optional(),
  sellerId: idSchema.optional(),
  eventId: idSchema.optional(),
  // Season transfers: the season and, for a single child event, that event.
  groupEventId: idSchema.nullish(),
  childEventId: idSchema.nullish(),
  // 'customer' or the name of an external resale marketplace; free string.
  origin: z.string().optional(),
  sender: ticketTransferPartySchema.optional(),
  recipient: ticketTransferPartySchema.optional(),
  tickets: z.array(ticketTransferTicketSchema).optional(),
  // Whether the recipient has to accept (create payload default true, spec 02 §5).
  requiresAcceptance: z.boolean().optional(),
  createdAt: isoDateTimeSchema.optional(),
  // The list filter takes an updatedAt range (spec 02 §5).
  updatedAt: isoDateTimeSchema.optional(),
});
export type TicketTransfer = z.infer<typeof ticketTransferSchema>;
