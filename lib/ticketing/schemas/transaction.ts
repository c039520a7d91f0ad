import { z } from 'zod';
import { currencySchema, idSchema, isoDateTimeSchema, moneySchema, openEnum, SALES_CHANNELS, secretSchema } from './common.ts';
import { eventSchema } from './event.ts';

/** Transaction (an order; spec 01 §3, spec 02 §3), identified by `tid`. */

/** A ticket line of an order: the orders list counts the amounts. */
export const transactionTicketSchema = z.object({
  amount: z.number().int().nonnegative(),
  ticketTypeId: idSchema.optional(),
  name: z.string().optional(),
  price: moneySchema.optional(),
  categoryRef: z.string().optional(),
});
export type TransactionTicket = z.infer<typeof transactionTicketSchema>;

/**
 * Where an order was made (spec 02 §3: tickets carry "transaction origins", §6 sales channels);
 * point-of-sale orders cannot be rebooked (§5). Open: other origins pass through.
 */
export const transactionOriginSchema = openEnum(SALES_CHANNELS);

/**
 * The spec shows no order statuses, only that an order that is not complete cannot be rebooked
 * (§5 transactionNotComplete). Open, with the purchase intent's words; absent means complete (the
 * sandbox stores an order only once it is paid).
 */
export const TRANSACTION_STATUSES = ['new', 'complete', 'canceled'] as const;
export const transactionStatusSchema = openEnum(TRANSACTION_STATUSES);

export const transactionSchema = z.object({
  tid: idSchema,
  secret: secretSchema.optional(),
  eventId: idSchema.optional(),
  // The seller and customer of the order, for ownership checks.
  sellerId: idSchema.optional(),
  customerId: idSchema.nullish(),
  tickets: z.array(transactionTicketSchema).optional(),
  createdAt: isoDateTimeSchema.optional(),
  realPrice: moneySchema.optional(),
  currency: currencySchema.optional(),
  origin: transactionOriginSchema.optional(),
  status: transactionStatusSchema.optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Answer of "get my transactions" (spec 01 §7): the orders and their events. */
export const myTransactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  events: z.array(eventSchema),
});
export type MyTransactionsResponse = z.infer<typeof myTransactionsResponseSchema>;
