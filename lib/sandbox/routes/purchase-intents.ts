import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, queryObject, readJson } from '../http/respond.ts';
import { cancelIntent, intentBySecret, openIntentCheckout, ticketsOfIntent } from '../services/purchase-intents.ts';
import type { CreatedCheckout, Checkout } from '../../ticketing/schemas/checkout.ts';

/**
 * Purchase intents (spec 02 §7, verbatim; services/purchase-intents.ts; ADR 0030):
 *
 * - GET  /api/public/purchaseintents/{id}?secret: the intent.
 * - GET  /api/public/purchaseintents/{id}/tickets?secret: its tickets ({ docs, total }).
 * - POST /api/public/purchaseintents/{id}/checkout (secret): a checkout completing it.
 * - POST /api/public/purchaseintents/checkout (items of purchaseIntentId and secret): one checkout
 *   completing several, one per event.
 * - POST /api/public/purchaseintents/{id}/cancel (secret): cancels it when its strategy allows.
 *
 * The secret is the capability (no login needed), in the body of a POST or the query; an unknown
 * id and a wrong secret are the same 404. Checkouts answer `_id, secret, items[].eventId` (201).
 */

/** A missing secret is a wrong one (404, like an unknown id), not a malformed request. */
const optionalSecret = z.string().optional().catch(undefined);
const secretOf = (url: URL) => optionalSecret.parse(queryObject(url).secret);

const secretBodySchema = z.object({ secret: optionalSecret }).catch({ secret: undefined });
const multipleSchema = z.object({
  items: z
    .array(z.object({ purchaseIntentId: z.string().trim().min(1).max(100), secret: z.string().max(200) }))
    .min(1)
    .max(50),
});

/** The secret of a POST: its JSON body's, else the query's. */
async function postedSecret(request: Request, url: URL): Promise<string | undefined> {
  const type = request.headers.get('content-type') ?? '';
  const body = type.toLowerCase().startsWith('application/json') ? await readJson(request, secretBodySchema) : { secret: undefined };
  return body.secret ?? secretOf(url);
}

const created = (checkout: Checkout): CreatedCheckout => ({
  _id: checkout._id,
  secret: checkout.secret ?? '',
  items: (checkout.items ?? []).map((item) => ({ eventId: item.eventId, ...(item.shopId ? { shopId: item.shopId } : {}) })),
});

export const purchaseIntentRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/public/purchaseintents/checkout',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, multipleSchema);
      return json(created(ctx.store.transaction(() => openIntentCheckout(ctx, input.items))), 201);
    },
  },
  {
    method: 'GET',
    path: '/api/public/purchaseintents/:id',
    handle: ({ url, params, ctx }) => json(intentBySecret(ctx, params.id ?? '', secretOf(url))),
  },
  {
    method: 'GET',
    path: '/api/public/purchaseintents/:id/tickets',
    handle: ({ url, params, ctx }) => {
      const intent = intentBySecret(ctx, params.id ?? '', secretOf(url));
      const tickets = ticketsOfIntent(ctx, intent._id);
      return json({ docs: tickets, total: tickets.length });
    },
  },
  {
    method: 'POST',
    path: '/api/public/purchaseintents/:id/checkout',
    handle: async ({ request, url, params, ctx }) => {
      const secret = await postedSecret(request, url);
      return json(created(ctx.store.transaction(() => openIntentCheckout(ctx, [{ purchaseIntentId: params.id ?? '', secret }]))), 201);
    },
  },
  {
    method: 'POST',
    path: '/api/public/purchaseintents/:id/cancel',
    handle: async ({ request, url, params, ctx }) => {
      const secret = await postedSecret(request, url);
      return json(ctx.store.transaction(() => cancelIntent(ctx, params.id ?? '', secret)));
    },
  },
];
