import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { ok, type Result } from './errors.ts';
import { pageOf } from './schemas/common.ts';
import { apiPath } from './path.ts';
import { resellOfferSchema, resellOfferStatusResponseSchema, type ResellOfferCreate, type ResellOfferStatus } from './schemas/resell-offer.ts';

/** The customer's secondary-market offers (spec 01 §2, §7). */

export const resellOfferPageSchema = pageOf(resellOfferSchema);
export type ResellOfferPage = z.infer<typeof resellOfferPageSchema>;

export function listMyResellOffers(
  client: TicketingClient,
  query: { status?: readonly ResellOfferStatus[]; skip?: number; top?: number },
  customerToken: string,
) {
  return client.request({
    path: '/api/customers/me/resell-offers',
    query: { status: query.status, skip: query.skip ?? 0, top: query.top ?? 25 },
    schema: resellOfferPageSchema,
    customerToken,
  });
}

/** The existence query behind the Secondary market menu entry: top 1, total above 0 (spec 02 §7). */
export async function hasResellOffers(client: TicketingClient, customerToken: string): Promise<Result<boolean>> {
  const result = await listMyResellOffers(client, { top: 1 }, customerToken);
  return result.ok ? ok(result.data.total > 0) : result;
}

/** POST /api/public/resell/offers/status with the customer's token: what these tickets would bring and whether their events have the customer's active offer. */
export function getResellOfferStatus(client: TicketingClient, input: { sellerId: string; eventIds: readonly string[]; ticketIds: readonly string[] }, customerToken: string) {
  return client.request({
    method: 'POST',
    path: '/api/public/resell/offers/status',
    body: { sellerId: input.sellerId, eventIds: input.eventIds, ticketIds: input.ticketIds },
    schema: resellOfferStatusResponseSchema,
    customerToken,
  });
}

/** POST /api/public/resell/offers: 201 and the active offer; 409 HAS_ACTIVE_OFFER when a ticket is already offered. */
export function createResellOffer(client: TicketingClient, input: ResellOfferCreate, customerToken: string) {
  return client.request({ method: 'POST', path: '/api/public/resell/offers', body: input, schema: resellOfferSchema, customerToken });
}

/** POST /api/public/resell/offers/{id}/cancel: the owner withdraws an active offer. */
export function cancelResellOffer(client: TicketingClient, offerId: string, customerToken: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/resell/offers/${offerId}/cancel`, body: {}, schema: resellOfferSchema, customerToken });
}
