import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject } from '../http/respond.ts';
import { listParam } from '../http/query.ts';

const productsQuerySchema = z.object({
  sellerId: z.string().min(1),
  ids: listParam.optional(),
});

/**
 * GET /api/public/products?sellerId&ids: a seller's products, for the event page's upselling
 * section (the event names them in `productIds`). Only the seller's own products are answered, so
 * an id of another seller's product simply is not in the list.
 */
export const productRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/products',
    handle: ({ url, ctx }) => {
      const query = parseOr400(productsQuerySchema, queryObject(url));
      const page = ctx.store.list('products', { sellerId: query.sellerId, ...(query.ids ? { ids: query.ids } : {}) });
      // Keep the order the caller asked for: the event lists its products in the seller's order.
      const order = query.ids ?? [];
      const docs = order.length > 0 ? [...page.docs].sort((a, b) => order.indexOf(a._id) - order.indexOf(b._id)) : page.docs;
      return json({ docs, total: page.total });
    },
  },
];
