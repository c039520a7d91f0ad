import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { pageOf } from './schemas/common.ts';
import { purchaseIntentSchema, type PurchaseIntentStatus } from './schemas/purchase-intent.ts';

/** The customer's purchase intents (reservations), newest first (spec 01 §2). */

export const purchaseIntentPageSchema = pageOf(purchaseIntentSchema);
export type PurchaseIntentPage = z.infer<typeof purchaseIntentPageSchema>;

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
