import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject } from '../http/respond.ts';
import { notFound } from '../http/errors.ts';
import { pagingQuerySchema } from '../http/query.ts';
import type { StoredSeller } from '../collections.ts';

export function findSeller(ctx: SandboxContext, slugOrId: string): StoredSeller | undefined {
  return ctx.store.get('sellers', slugOrId) ?? ctx.store.list('sellers').docs.find((seller) => seller.slug === slugOrId);
}

export const sellerRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/sellers',
    handle: ({ url, ctx }) => {
      const { top, skip } = parseOr400(pagingQuerySchema, queryObject(url));
      return json(ctx.store.list('sellers', {}, { top, skip }));
    },
  },
  {
    method: 'GET',
    path: '/api/public/sellers/:slugOrId',
    handle: ({ params, ctx }) => {
      const seller = findSeller(ctx, params.slugOrId ?? '');
      if (!seller) throw notFound('Seller');
      return json(seller);
    },
  },
];
