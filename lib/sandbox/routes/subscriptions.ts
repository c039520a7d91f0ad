import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, queryObject, readJson } from '../http/respond.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { changeSubscriptionItem, changeSubscriptionPaymentMethod, publicPlan, ticketsOfSubscription } from '../services/subscriptions.ts';

/**
 * Subscriptions (spec 02 §7): the plan, the subscription's tickets, and its updates by secret
 * (payment method; an item). GET /api/public/subscriptions/{id} is with the other reads by secret
 * in by-secret.ts. A wrong or missing secret is a 404 like an unknown id.
 */

const id = z.string().min(1).max(200);
const secretOf = (url: URL) => z.string().optional().catch(undefined).parse(queryObject(url).secret);
// Update subscription (spec 01 §7): customerPaymentMethodId and secret; nothing else changes here.
const updateSchema = z.object({ secret: z.string().min(1).max(200), customerPaymentMethodId: id });
const itemSchema = z.object({ secret: z.string().min(1).max(200), ticketTypeId: id.optional() });

export const subscriptionRoutes: Route<SandboxContext>[] = [
  {
    // Before …/:id/tickets, so that a plan named "tickets" is still a plan.
    method: 'GET',
    path: '/api/public/subscriptions/plans/:id',
    handle: ({ params, ctx }) => json(publicPlan(ctx, params.id ?? '')),
  },
  {
    method: 'GET',
    path: '/api/public/subscriptions/:id/tickets',
    handle: ({ url, params, ctx }) => {
      const subscription = documentBySecret(ctx, 'subscriptions', params.id ?? '', secretOf(url), 'Subscription');
      const tickets = ticketsOfSubscription(ctx, subscription);
      return json({ docs: tickets, total: tickets.length });
    },
  },
  {
    method: 'PUT',
    path: '/api/public/subscriptions/:id',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, updateSchema);
      return json(
        ctx.store.transaction(() => changeSubscriptionPaymentMethod(ctx, documentBySecret(ctx, 'subscriptions', params.id ?? '', input.secret, 'Subscription'), input.customerPaymentMethodId)),
      );
    },
  },
  {
    method: 'PUT',
    path: '/api/public/subscriptions/:id/items/:itemId',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, itemSchema);
      return json(
        ctx.store.transaction(() => changeSubscriptionItem(ctx, documentBySecret(ctx, 'subscriptions', params.id ?? '', input.secret, 'Subscription'), params.itemId ?? '', input)),
      );
    },
  },
];
