import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { requireCustomer } from '../services/customers.ts';
import { createCustomMethod, deleteMethod, setPrimaryMethod } from '../services/payment-methods.ts';
import { openSetupRequest } from '../services/payment-method-setup.ts';

/**
 * Adding and managing the logged-in customer's payment methods (spec 02 §7 Payments, customer
 * payment methods; spec 01 §4-5): the setup payment request, custom SEPA / ACH methods, primary
 * and delete. The list (GET /api/customers/me/payment-methods) stays with the other "my" lists in
 * my-holdings.ts; verifying a setup request goes through the payments' verify route.
 */

const id = z.string().min(1).max(200);
const setupSchema = z.object({ customerId: id.optional(), paymentStrategyId: id.optional(), paymentOptionId: id.optional() });
// The details are checked against the gateway's required information (SEPA or ACH) by the service.
const customMethodSchema = z.object({ gatewayId: id, data: z.record(z.string(), z.unknown()) });

export const paymentMethodRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/payments/requests/setup',
    handle: async ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const input = await readJson(request, setupSchema);
      return json(ctx.store.transaction(() => openSetupRequest(ctx, customer, input)), 201);
    },
  },
  {
    method: 'POST',
    path: '/api/customers/me/payment-methods',
    handle: async ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const input = await readJson(request, customMethodSchema);
      return json(ctx.store.transaction(() => createCustomMethod(ctx, customer, input)), 201);
    },
  },
  {
    method: 'POST',
    path: '/api/customers/me/payment-methods/:id/primary',
    handle: ({ request, params, ctx }) => {
      const customer = requireCustomer(ctx, request);
      return json(ctx.store.transaction(() => setPrimaryMethod(ctx, customer, params.id ?? '')));
    },
  },
  {
    method: 'POST',
    path: '/api/customers/me/payment-methods/:id/delete',
    handle: ({ request, params, ctx }) => {
      const customer = requireCustomer(ctx, request);
      return json(ctx.store.transaction(() => deleteMethod(ctx, customer, params.id ?? '')));
    },
  },
];
