import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { optionalCustomerId } from '../services/customers.ts';
import { checkoutPackage, findPackageConfig, packageConfigInfo, publicPackageConfig } from '../services/packages.ts';

/**
 * Packages (spec 02 §7): the config, its info (events, tickets, price, sale status) and its
 * checkout. `{id}` is the config's id, or its slug when `sellerId` names the seller (the package
 * page's address takes either). Answers: services/packages.ts.
 */

const id = z.string().min(1).max(200);
const configQuerySchema = z.object({ sellerId: id.optional() });
const infoQuerySchema = configQuerySchema.extend({ locale: z.string().min(2).max(10).default('en') });
const checkoutSchema = z.object({ sellerId: id.optional(), shopId: id.optional(), channelId: id.optional() });

export const packageRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/packages/configs/:id',
    handle: ({ url, params, ctx }) => {
      const query = parseOr400(configQuerySchema, queryObject(url));
      return json(publicPackageConfig(findPackageConfig(ctx, params.id ?? '', query.sellerId)));
    },
  },
  {
    method: 'GET',
    path: '/api/public/packages/configs/:id/info',
    handle: ({ url, params, ctx }) => {
      const query = parseOr400(infoQuerySchema, queryObject(url));
      return json(packageConfigInfo(ctx, findPackageConfig(ctx, params.id ?? '', query.sellerId), query.locale));
    },
  },
  {
    method: 'POST',
    path: '/api/public/packages/configs/:id/checkout',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, checkoutSchema);
      const config = findPackageConfig(ctx, params.id ?? '', input.sellerId);
      return json(checkoutPackage(ctx, config, { shopId: input.shopId, channelId: input.channelId, buyerCustomerId: optionalCustomerId(ctx, request) }), 201);
    },
  },
];
