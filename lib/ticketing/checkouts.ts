import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { ok, type Result } from './errors.ts';
import { apiPath } from './path.ts';
import { pageOf, secretSchema, idSchema } from './schemas/common.ts';
import { cartLineSchema, checkoutSchema, type CartLine, type Checkout } from './schemas/checkout.ts';
import { ticketSchema } from './schemas/ticket.ts';

/**
 * The cart and checkout operations (ADR 0002 paths, ADR 0009 flow): one function per call, each
 * answering a Result parsed with its schema. `customerToken` is the logged-in customer's, when any.
 */

export const transactionRefSchema = z.object({ tid: idSchema, secret: secretSchema });
export type TransactionRef = z.infer<typeof transactionRefSchema>;

export const completedCheckoutSchema = z.object({ transaction: transactionRefSchema });
export const checkoutTicketsSchema = pageOf(ticketSchema);
export type CheckoutTickets = z.infer<typeof checkoutTicketsSchema>;

/** The lines a removal would also take (409 confirmationRequired). */
export const removalConfirmationSchema = z.object({ lines: z.array(cartLineSchema) });

export interface AddToCheckoutInput {
  eventId: string;
  items?: { ticketTypeId: string; amount: number; slotId?: string | undefined; asHardTicket?: boolean | undefined }[];
  products?: { productId: string; amount: number }[];
  coupons?: string[];
  bestAvailable?: boolean | undefined;
  /** Seats held on the seat map (spec 02 §3 Checkout items; ADR 0031): claimed by this add, one line per seat. */
  seatingReservationToken?: string | undefined;
  /** Secondary-market listings (resell offer ids) of the event, each bought whole. */
  listings?: string[] | undefined;
  /** The buyer's choice of a bundle offered with one of the cart's ticket lines (ADR 0026). */
  bundle?: { bundleId: string; triggeredBy: string; components: { componentId: string; amount: number }[] } | undefined;
}

/** Opens a checkout; with `add`, only if those items can be added (nothing is created otherwise). */
export function createCheckout(client: TicketingClient, input: { sellerId: string; shopId?: string; add?: AddToCheckoutInput }, customerToken?: string) {
  return client.request({ method: 'POST', path: '/api/public/checkouts', body: input, schema: checkoutSchema, customerToken });
}

export function getCheckout(client: TicketingClient, checkoutId: string, secret: string, customerToken?: string) {
  return client.request({ path: apiPath`/api/public/checkouts/${checkoutId}`, query: { secret }, schema: checkoutSchema, customerToken });
}

/** Adds tickets, products and coupons; 409 'Could not add to cart!', 400 with the spec's messages and coupon codes. */
export function addToCheckout(client: TicketingClient, checkoutId: string, secret: string, input: AddToCheckoutInput, customerToken?: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/checkouts/${checkoutId}/items`, body: { secret, ...input }, schema: checkoutSchema, customerToken });
}

export type RemovalOutcome = { removed: Checkout } | { confirmationRequired: CartLine[] };

/**
 * Removes one unit of a line. When a rule would also take other lines and `confirm` is not set,
 * the answer names them (`confirmationRequired`) and nothing changed.
 */
export async function removeFromCheckout(
  client: TicketingClient,
  checkoutId: string,
  secret: string,
  input: { lineId: string; confirm?: boolean },
  customerToken?: string,
): Promise<Result<RemovalOutcome>> {
  const result = await client.request({ method: 'POST', path: apiPath`/api/public/checkouts/${checkoutId}/remove`, body: { secret, ...input }, schema: checkoutSchema, customerToken });
  if (result.ok) return ok({ removed: result.data });
  const { error } = result;
  if (error.kind === 'http' && error.status === 409 && error.upstreamCode === 'confirmationRequired') {
    const parsed = removalConfirmationSchema.safeParse(error.upstreamDetails);
    if (parsed.success) return ok({ confirmationRequired: parsed.data.lines });
  }
  return result;
}

/**
 * Declines a bundle offer (ADR 0026): the offer goes and the ticket stays; for a required bundle it
 * is aborting, and the triggering ticket line goes instead.
 */
export function declineBundleOffer(client: TicketingClient, checkoutId: string, secret: string, input: { bundleId: string; triggeredBy: string }, customerToken?: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/checkouts/${checkoutId}/bundles/decline`, body: { secret, ...input }, schema: checkoutSchema, customerToken });
}

export function abortCheckout(client: TicketingClient, checkoutId: string, secret: string, customerToken?: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/checkouts/${checkoutId}/abort`, body: { secret }, schema: checkoutSchema, customerToken });
}

/** Checkout step 2: the details form as lib/domain/checkout-details.ts reads it; 400 with the spec's codes. */
export function putCheckoutDetails(client: TicketingClient, checkoutId: string, secret: string, details: Record<string, unknown>, customerToken?: string) {
  return client.request({ method: 'PUT', path: apiPath`/api/public/checkouts/${checkoutId}/details`, body: { ...details, secret }, schema: checkoutSchema, customerToken });
}

/** The checkout's tickets that are not invalid: reserved ones in the cart, then the bought ones. */
export function getCheckoutTickets(client: TicketingClient, checkoutId: string, secret: string, customerToken?: string) {
  return client.request({ path: apiPath`/api/public/checkouts/${checkoutId}/tickets`, query: { secret }, schema: checkoutTicketsSchema, customerToken });
}

/** Completes a free order (realPrice 0) without a payment. */
export function completeFreeCheckout(client: TicketingClient, checkoutId: string, secret: string, customerToken?: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/checkouts/${checkoutId}/complete`, body: { secret }, schema: completedCheckoutSchema, customerToken });
}

/** Sandbox only: moves the checkout's expiry to now + seconds (e2e journeys that let a cart expire). */
export function expireCheckoutIn(client: TicketingClient, checkoutId: string, secret: string, seconds: number) {
  return client.request({ method: 'POST', path: apiPath`/api/sandbox/checkouts/${checkoutId}/expire-in`, body: { secret, seconds }, schema: checkoutSchema });
}
