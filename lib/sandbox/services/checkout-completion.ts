import type { SandboxContext } from '../context.ts';
import type { StoredTransaction } from '../collections.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { TransactionTicket } from '../../ticketing/schemas/transaction.ts';
import { findCredentials, saveCredentials } from '../auth.ts';
import { newId, newSecret } from './ids.ts';
import { discountedUnitPrice, linesOf } from './cart-pricing.ts';
import { liveTicketsOfCheckout } from './cart-tickets.ts';
import { asDetailsRequiredTicket, asValidTicket } from './ticket-issue.ts';
import { sendVerificationMail } from './account-mail-flows.ts';
import { completeTicketActions } from './action-completions.ts';
import { checkoutReceipt } from './order-receipt.ts';
import { availabilityChanged } from './catalog-changes.ts';

/**
 * A paid (or free) checkout becomes an order: the checkout `completed`, its reserved tickets valid
 * with barcodes (or detailsRequired while a holder's details are missing), and a transaction with
 * its receipt (products, vouchers, fees and sums; ADR 0024).
 *
 * The order belongs to the logged-in customer who paid, else to the seller's customer with the
 * checkout's e-mail, else to a new password customer when step 2 asked for an account (unverified,
 * with a verification mail in the outbox), else to nobody (a guest order, reachable by its secret).
 */

const sameEmail = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

function orderCustomer(ctx: SandboxContext, checkout: Checkout, payingCustomerId: string | null | undefined): string | null {
  const sellerId = checkout.sellerId ?? '';
  const paying = payingCustomerId ? ctx.store.get('customers', payingCustomerId) : undefined;
  if (paying && paying.sellerId === sellerId) return paying._id;
  const email = checkout.email?.trim();
  if (!email) return null;
  const known = findCredentials(ctx.db, sellerId, email)?.customerId ?? ctx.store.list('customers', { sellerId }).docs.find((customer) => sameEmail(customer.primaryEmail, email))?._id;
  if (known) return known;
  const pending = ctx.store.get('checkoutAccounts', checkout._id);
  if (!pending) return null;
  const customer: Customer = {
    _id: newId('cus'),
    sellerId,
    name: [checkout.firstname, checkout.lastname].filter(Boolean).join(' '),
    prename: checkout.firstname ?? null,
    lastname: checkout.lastname ?? null,
    company: checkout.company ?? null,
    primaryEmail: email,
    verified: false,
    ...(checkout.address ? { location: checkout.address } : {}),
    _account: { loginType: 'password' },
  };
  ctx.store.put('customers', customer, { sellerId, customerId: customer._id, createdAt: ctx.now().toISOString() });
  saveCredentials(ctx.db, { customerId: customer._id, sellerId, email, passwordHash: pending.passwordHash });
  ctx.store.delete('checkoutAccounts', checkout._id);
  sendVerificationMail(ctx, customer, ctx.store.get('sellers', sellerId));
  return customer._id;
}

function orderLines(tickets: readonly Ticket[]): TransactionTicket[] {
  const lines = new Map<string, TransactionTicket>();
  for (const ticket of tickets) {
    const key = JSON.stringify([ticket.ticketTypeId, ticket.regularPrice]);
    const line = lines.get(key);
    if (line) line.amount += 1;
    else
      lines.set(key, {
        amount: 1,
        ...(ticket.ticketTypeId ? { ticketTypeId: ticket.ticketTypeId } : {}),
        ...(ticket.ticketName ? { name: ticket.ticketName } : {}),
        ...(ticket.regularPrice !== undefined ? { price: ticket.regularPrice } : {}),
        ...(ticket.categoryRef ? { categoryRef: ticket.categoryRef } : {}),
      });
  }
  return [...lines.values()];
}

export function completeCheckout(ctx: SandboxContext, checkout: Checkout, input: { payingCustomerId?: string | null | undefined }): StoredTransaction {
  const now = ctx.now();
  const date = now.toISOString();
  const sellerId = checkout.sellerId ?? '';
  const customerId = orderCustomer(ctx, checkout, input.payingCustomerId);
  const tid = newId('tx');
  const items = checkout.items ?? [];
  const lineOf = new Map(items.flatMap((item) => linesOf(item).map((line) => [line._id, { item, line }] as const)));
  const buyer = { firstname: checkout.firstname ?? '', lastname: checkout.lastname ?? '' };

  const issued = liveTicketsOfCheckout(ctx, checkout._id)
    .filter((ticket) => ticket.status === 'reserved')
    .map((ticket) => {
      const bought = lineOf.get(ticket.cartItemId ?? '');
      const event = ctx.store.get('events', ticket.eventId);
      const needsDetails = (ticket.requiresPersonalization === true || ticket.requiresExtraFields === true) && ticket.personalized !== true;
      const holder = ticket.personalized ? {} : needsDetails ? { firstname: '', lastname: '' } : buyer;
      const paid: Ticket = {
        ...ticket,
        ...holder,
        transactionId: tid,
        customerId,
        email: checkout.email ?? null,
        realPrice: bought ? discountedUnitPrice(bought.item, bought.line) : ticket.realPrice,
        expiresAt: null,
        history: [...(ticket.history ?? []), { type: needsDetails ? 'detailsRequired' : 'validated', date }],
      };
      const ready = needsDetails ? asDetailsRequiredTicket(paid) : asValidTicket(paid, now, event?.start ?? date);
      return ctx.store.put('tickets', ready, { customerId: customerId ?? undefined });
    });

  const transaction: StoredTransaction = {
    _id: tid,
    tid,
    secret: newSecret(),
    sellerId,
    customerId,
    ...(items[0] ? { eventId: items[0].eventId } : {}),
    tickets: orderLines(issued),
    createdAt: date,
    realPrice: checkout.realPrice ?? 0,
    ...(checkout.currency ? { currency: checkout.currency } : {}),
    ...checkoutReceipt(ctx, checkout),
  };
  ctx.store.put('transactions', transaction, { sellerId, customerId: customerId ?? undefined, eventId: transaction.eventId, createdAt: date });
  ctx.store.put('checkouts', { ...checkout, status: 'completed', items: items.map((item) => ({ ...item, transactionId: tid })) });
  completeTicketActions(ctx, checkout, transaction);
  availabilityChanged(ctx, issued.map((ticket) => ticket.eventId));
  return transaction;
}
