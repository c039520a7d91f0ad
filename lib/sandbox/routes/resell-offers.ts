import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { resellOfferCreateSchema, resellOfferStatusRequestSchema } from '../../ticketing/schemas/resell-offer.ts';
import { requireCustomer } from '../services/customers.ts';
import { cancelResellOffer, createResellOffer, resellOfferStatus } from '../services/resell-offers.ts';

/**
 * Resell offers (spec 02 §7 Resale). All three calls act for the bearer token's customer: the
 * status and the offer only ever cover the caller's own tickets, and only the owner cancels.
 */

export const resellOfferRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/public/resell/offers/status',
    handle: async ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const body = await readJson(request, resellOfferStatusRequestSchema);
      return json(resellOfferStatus(ctx, customer, body));
    },
  },
  {
    method: 'POST',
    path: '/api/public/resell/offers',
    handle: async ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const body = await readJson(request, resellOfferCreateSchema.extend({ ticketIds: resellOfferCreateSchema.shape.ticketIds.max(100) }));
      return json(createResellOffer(ctx, customer, body), 201);
    },
  },
  {
    method: 'POST',
    path: '/api/public/resell/offers/:id/cancel',
    // The offer id is all it takes; a body, if any, is ignored.
    handle: ({ request, params, ctx }) => json(cancelResellOffer(ctx, requireCustomer(ctx, request), params.id ?? '')),
  },
];
