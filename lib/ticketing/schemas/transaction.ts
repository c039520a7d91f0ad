import { z } from 'zod';
import { currencySchema, idSchema, isoDateTimeSchema, moneySchema, openEnum, SALES_CHANNELS, secretSchema } from './common.ts';
import { appliedDiscountSchema, feeComponentSchema } from './checkout.ts';
import { eventSchema } from './event.ts';
import { PRODUCT_TYPES } from './product.ts';
import { VOUCHER_INTERNAL_TYPES } from '../voucher-types.ts';

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

/**
 * What an order bought besides its tickets, and what it cost (ADR 0024; not in the spec's
 * transaction, which lists only tickets and realPrice): one entry per cart line that is not a
 * ticket. `kind` is the product's type (a gift voucher is `voucher`) or the line's own type for a
 * bundle or an additional item (fulfillment, insurance, a ticket action's fee); open, so a
 * platform's other kinds pass through. `price` is one unit's list price (net where the seller
 * shows net prices), `total` the line after discounts.
 */
export const TRANSACTION_ITEM_KINDS = [...PRODUCT_TYPES, 'bundle', 'fulfillmentType', 'insurance', 'additionalFee'] as const;
export const transactionItemKindSchema = openEnum(TRANSACTION_ITEM_KINDS);
export type TransactionItemKind = z.infer<typeof transactionItemKindSchema>;

export const transactionItemSchema = z.object({
  kind: transactionItemKindSchema.optional(),
  productId: idSchema.nullish(),
  name: z.string().optional(),
  amount: z.number().int().nonnegative(),
  price: moneySchema.optional(),
  total: moneySchema.optional(),
  taxRate: z.number().nonnegative().optional(),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;

/** Credit that paid part of the order: an upgrade's or a rebooking's voucher (spec 01 §3 internal types). */
export const transactionCreditSchema = z.object({
  type: openEnum(VOUCHER_INTERNAL_TYPES).optional(),
  amount: moneySchema,
});
export type TransactionCredit = z.infer<typeof transactionCreditSchema>;

/** One tax rate's share of an order whose prices are net; `name` is the seller's tax name (VAT, MwSt.). */
export const transactionTaxSchema = z.object({
  rate: z.number().nonnegative(),
  amount: moneySchema,
  name: z.string().optional(),
});
export type TransactionTax = z.infer<typeof transactionTaxSchema>;

/**
 * The order's sums. `net` and `taxes` are present when its prices were net (taxCalculationMethod
 * Exclusive): net subtotal of the lines, tax per rate; `gross` is what the lines, fees and
 * credits come to, the same as realPrice.
 */
export const transactionTotalsSchema = z.object({
  net: moneySchema.optional(),
  taxes: z.array(transactionTaxSchema).optional(),
  gross: moneySchema.optional(),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

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
  // The order's receipt (ADR 0024): everything but the tickets, the fees, discounts, credits and sums.
  items: z.array(transactionItemSchema).optional(),
  fees: z.array(feeComponentSchema).optional(),
  discounts: z.array(appliedDiscountSchema).optional(),
  credits: z.array(transactionCreditSchema).optional(),
  totals: transactionTotalsSchema.optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Answer of "get my transactions" (spec 01 §7): the orders and their events. */
export const myTransactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  events: z.array(eventSchema),
});
export type MyTransactionsResponse = z.infer<typeof myTransactionsResponseSchema>;
