import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { ok, type Result } from './errors.ts';
import { pageOf } from './schemas/common.ts';
import { resellOfferSchema, type ResellOfferStatus } from './schemas/resell-offer.ts';

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
