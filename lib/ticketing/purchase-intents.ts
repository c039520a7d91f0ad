import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { pageOf } from './schemas/common.ts';
import { createdCheckoutSchema } from './schemas/checkout.ts';
import { purchaseIntentSchema, type PurchaseIntentStatus } from './schemas/purchase-intent.ts';
import { ticketSchema } from './schemas/ticket.ts';

/** The customer's purchase intents (reservations), and one intent by its secret (spec 01 §2, spec 02 §7). */

export const purchaseIntentPageSchema = pageOf(purchaseIntentSchema);
export type PurchaseIntentPage = z.infer<typeof purchaseIntentPageSchema>;

export const purchaseIntentTicketsSchema = pageOf(ticketSchema);

/** The Open tab asks for status new, the Closed tab for complete and canceled. */
export function listMyPurchaseIntents(
  client: TicketingClient,
  query: { status?: readonly PurchaseIntentStatus[]; skip?: number; top?: number },
  customerToken: string,
) {
  return client.request({
    path: '/api/customers/me/purchase-intents',
    query: { status: query.status, skip: query.skip ?? 0, top: query.top ?? 25 },
    schema: purchaseIntentPageSchema,
    customerToken,
  });
}

/** GET /api/public/purchaseintents/{id}?secret. */
export function getPurchaseIntent(client: TicketingClient, id: string, secret: string) {
  return client.request({ path: apiPath`/api/public/purchaseintents/${id}`, query: { secret }, schema: purchaseIntentSchema });
}

/** GET /api/public/purchaseintents/{id}/tickets?secret: the tickets it reserved (or issued, once completed). */
export function getPurchaseIntentTickets(client: TicketingClient, id: string, secret: string) {
  return client.request({ path: apiPath`/api/public/purchaseintents/${id}/tickets`, query: { secret }, schema: purchaseIntentTicketsSchema });
}

/** POST /api/public/purchaseintents/{id}/checkout (secret): a checkout that completes the intent. */
export function checkoutPurchaseIntent(client: TicketingClient, id: string, secret: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/purchaseintents/${id}/checkout`, body: { secret }, schema: createdCheckoutSchema });
}

/** POST /api/public/purchaseintents/checkout (items of purchaseIntentId and secret): one checkout for several, one per event. */
export function checkoutPurchaseIntents(client: TicketingClient, items: readonly { purchaseIntentId: string; secret: string }[]) {
  return client.request({ method: 'POST', path: '/api/public/purchaseintents/checkout', body: { items }, schema: createdCheckoutSchema });
}

/** POST /api/public/purchaseintents/{id}/cancel (secret): the intent, canceled. */
export function cancelPurchaseIntent(client: TicketingClient, id: string, secret: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/purchaseintents/${id}/cancel`, body: { secret }, schema: purchaseIntentSchema });
}
