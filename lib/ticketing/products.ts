import type { TicketingClient } from './client.ts';
import { pageOf } from './schemas/common.ts';
import { productSchema } from './schemas/product.ts';

export const productPageSchema = pageOf(productSchema);

/** GET /api/public/products?sellerId&ids: products of a seller, e.g. those an event upsells. */
export function listProducts(client: TicketingClient, query: { sellerId: string; ids: readonly string[] }) {
  return client.request({ path: '/api/public/products', query: { sellerId: query.sellerId, ids: query.ids.join(',') }, schema: productPageSchema });
}
