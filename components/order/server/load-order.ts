import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { shopSeller } from '@/lib/shop/queries';
import { TicketingFailure, type Result } from '@/lib/ticketing/errors';
import { ticketing } from '@/lib/ticketing/server';
import { getTransaction, getTransactionTickets } from '@/lib/ticketing/transactions';
import { getTransactionPaymentPlan } from '@/lib/ticketing/payment-plans';
import type { Seller } from '@/lib/ticketing/schemas/seller';

/** A wrong secret (403) or an unknown order (404) is a 404 page: the link does not lead anywhere. */
function orNotFound<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  if (result.error.kind === 'http' && (result.error.status === 403 || result.error.status === 404)) notFound();
  throw new TicketingFailure(result.error);
}

/**
 * The order of a confirmation link with its tickets, seller and payment plan. Cached per request:
 * the root layout (for the seller's language), the metadata and the page all ask.
 */
export const loadOrder = cache(async (tid: string, secret: string) => {
  const client = ticketing();
  const [transactionResult, ticketsResult, planResult] = await Promise.all([getTransaction(client, tid, secret), getTransactionTickets(client, tid, secret), getTransactionPaymentPlan(client, tid, secret)]);
  const transaction = orNotFound(transactionResult);
  const tickets = orNotFound(ticketsResult).docs;
  const sellerId = transaction.sellerId ?? tickets[0]?.sellerId;
  const sellerResult = sellerId ? await shopSeller(sellerId) : undefined;
  const seller: Seller | undefined = sellerResult?.ok ? (sellerResult.data ?? undefined) : undefined;
  // An order paid in installments links its plan; any other answers 404, which is no plan.
  return { transaction, tickets, seller, paymentPlan: planResult.ok ? planResult.data : undefined };
});

/** The seller of the order, or undefined when the link leads nowhere (its page says so). */
export async function orderSeller(tid: string, secret: string): Promise<Seller | undefined> {
  try {
    return (await loadOrder(tid, secret)).seller;
  } catch {
    return undefined;
  }
}
