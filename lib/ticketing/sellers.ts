import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { pageOf } from './schemas/common.ts';
import { sellerSchema } from './schemas/seller.ts';

/** A seller by its shop slug or id. */
export function getSeller(client: TicketingClient, slugOrId: string) {
  return client.request({ path: apiPath`/api/public/sellers/${slugOrId}`, schema: sellerSchema });
}

export const sellerPageSchema = pageOf(sellerSchema);

/** The shops this storefront serves (the landing page). */
export function listSellers(client: TicketingClient, paging: { top?: number; skip?: number } = {}) {
  return client.request({ path: '/api/public/sellers', query: { top: paging.top ?? 100, skip: paging.skip ?? 0 }, schema: sellerPageSchema });
}

export type SellerPage = z.infer<typeof sellerPageSchema>;
