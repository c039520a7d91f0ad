import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { coded, notFound } from '../http/errors.ts';
import { findSeller } from './sellers.ts';
import { CHECKOUT_LIFETIME_MS, loadCheckout, newId, newSecret, requireOpen } from '../services/checkouts.ts';
import { addToCart } from '../services/cart-add.ts';
import { abortCart, removeFromCart } from '../services/cart-remove.ts';
import { declineBundleOffer } from '../services/bundle-offers.ts';
import { saveDetails } from '../services/checkout-details.ts';
import { liveTicketsOfCheckout, moveTicketExpiry } from '../services/cart-tickets.ts';
import { completeFreeOrder } from '../services/payments.ts';
import { optionalCustomerId } from '../services/customers.ts';
import { eventAvailabilities } from '../services/availabilities.ts';

/**
 * Checkouts (ADR 0002 paths, ADR 0009 flow): an event's live availabilities, create, read, add
 * tickets / products / coupons / a chosen bundle, remove one unit of a line, decline a bundle
 * offer (ADR 0026), abort, step 2 details, the cart's tickets, completing a free order, and the
 * sandbox-only control that moves a checkout's expiry for e2e journeys.
 */

const secretQuerySchema = z.object({ secret: z.string().min(1) });
const secretBodySchema = z.object({ secret: z.string().min(1) });

const amount = z.number().int().min(1).max(1000);

const itemsFields = z.object({
  eventId: z.string().min(1),
  items: z
    .array(
      z.object({
        ticketTypeId: z.string().min(1),
        amount,
        slotId: z.string().min(1).optional(),
        asHardTicket: z.boolean().optional(),
      }),
    )
    .default([]),
  products: z.array(z.object({ productId: z.string().min(1), amount })).default([]),
  coupons: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
  // The buyer's choice of an offered bundle (ADR 0026); amounts are checked against the bundle.
  bundle: z
    .object({
      bundleId: z.string().min(1),
      triggeredBy: z.string().min(1),
      components: z.array(z.object({ componentId: z.string().min(1), amount: z.number().int().min(0).max(1000) })).max(50),
    })
    .optional(),
  // Seated categories are always assigned best available; the flag is accepted for clients that send the view mode.
  bestAvailable: z.boolean().optional(),
  seatingReservationToken: z.string().optional(),
  // Secondary-market listings (resell offer ids), each bought whole.
  listings: z.array(z.string().min(1).max(100)).max(10).default([]),
  shopId: z.string().optional(),
  channelId: z.string().optional(),
});
const somethingToAdd = (input: z.infer<typeof itemsFields>) =>
  input.items.length + input.products.length + input.coupons.length + input.listings.length > 0 || input.bundle !== undefined || input.seatingReservationToken !== undefined;

const addItemsSchema = itemsFields.extend({ secret: z.string().min(1) }).refine(somethingToAdd, { message: 'required', path: ['items'] });

/**
 * Opening a checkout may carry its first items: then it is created only if they can be added
 * (one transaction), so a refused add leaves nothing behind (issue 10, finding 3).
 */
const createSchema = z.object({
  sellerId: z.string().min(1),
  shopId: z.string().min(1).optional(),
  add: itemsFields.refine(somethingToAdd, { message: 'required', path: ['items'] }).optional(),
});

const removeSchema = z.object({ secret: z.string().min(1), lineId: z.string().min(1), confirm: z.boolean().optional() });

const declineBundleSchema = z.object({ secret: z.string().min(1), bundleId: z.string().min(1), triggeredBy: z.string().min(1) });

const detailsBodySchema = z.looseObject({ secret: z.string().min(1) });

const expireInSchema = z.object({ secret: z.string().min(1), seconds: z.number().int().min(0).max(CHECKOUT_LIFETIME_MS / 1000) });

export const checkoutRoutes: Route<SandboxContext>[] = [
  {
    // What is left per ticket type, category and slot, for step 1's amount pickers.
    method: 'GET',
    path: '/api/public/events/:id/availabilities',
    handle: ({ params, ctx }) => {
      const event = ctx.store.get('events', params.id ?? '');
      if (!event) throw coded(404, 'eventNotFound', 'Event not found');
      return json(eventAvailabilities(ctx, event));
    },
  },
  {
    method: 'POST',
    path: '/api/public/checkouts',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, createSchema);
      const seller = findSeller(ctx, input.sellerId);
      if (!seller) throw notFound('Seller');
      const checkout: Checkout = {
        _id: newId('chk'),
        secret: newSecret(),
        sellerId: seller._id,
        status: 'open',
        type: 'transaction',
        expiresAt: new Date(ctx.now().getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
        currency: seller.currency ?? 'EUR',
        realPrice: 0,
        items: [],
      };
      const { add } = input;
      return json(
        ctx.store.transaction(() => {
          ctx.store.put('checkouts', checkout, { sellerId: seller._id, createdAt: ctx.now().toISOString() });
          return add ? addToCart(ctx, checkout, { ...add, buyerCustomerId: optionalCustomerId(ctx, request) }) : checkout;
        }),
        201,
      );
    },
  },
  {
    method: 'GET',
    path: '/api/public/checkouts/:id',
    handle: ({ url, params, ctx }) => {
      const { secret } = parseOr400(secretQuerySchema, queryObject(url));
      return json(loadCheckout(ctx, params.id ?? '', secret));
    },
  },
  {
    method: 'POST',
    path: '/api/public/checkouts/:id/items',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, addItemsSchema);
      const buyerCustomerId = optionalCustomerId(ctx, request);
      return json(ctx.store.transaction(() => addToCart(ctx, loadCheckout(ctx, params.id ?? '', input.secret), { ...input, buyerCustomerId })));
    },
  },
  {
    method: 'POST',
    path: '/api/public/checkouts/:id/remove',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, removeSchema);
      return json(
        ctx.store.transaction(() => removeFromCart(ctx, loadCheckout(ctx, params.id ?? '', input.secret), { lineId: input.lineId, confirm: input.confirm === true })),
      );
    },
  },
  {
    // Declines a bundle offer (ADR 0026); for a required bundle that is aborting: the ticket line goes.
    method: 'POST',
    path: '/api/public/checkouts/:id/bundles/decline',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, declineBundleSchema);
      return json(
        ctx.store.transaction(() => declineBundleOffer(ctx, loadCheckout(ctx, params.id ?? '', input.secret), { bundleId: input.bundleId, triggeredBy: input.triggeredBy })),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/public/checkouts/:id/abort',
    handle: async ({ request, params, ctx }) => {
      const { secret } = await readJson(request, secretBodySchema);
      return json(ctx.store.transaction(() => abortCart(ctx, loadCheckout(ctx, params.id ?? '', secret))));
    },
  },
  {
    method: 'PUT',
    path: '/api/public/checkouts/:id/details',
    handle: async ({ request, params, ctx }) => {
      const body = await readJson(request, detailsBodySchema);
      return json(ctx.store.transaction(() => saveDetails(ctx, loadCheckout(ctx, params.id ?? '', body.secret), body)));
    },
  },
  {
    method: 'GET',
    path: '/api/public/checkouts/:id/tickets',
    handle: ({ url, params, ctx }) => {
      const { secret } = parseOr400(secretQuerySchema, queryObject(url));
      const checkout = loadCheckout(ctx, params.id ?? '', secret);
      const tickets = liveTicketsOfCheckout(ctx, checkout._id);
      return json({ docs: tickets, total: tickets.length });
    },
  },
  {
    method: 'POST',
    path: '/api/public/checkouts/:id/complete',
    handle: async ({ request, params, ctx }) => {
      const { secret } = await readJson(request, secretBodySchema);
      const customerId = optionalCustomerId(ctx, request);
      return json({ transaction: ctx.store.transaction(() => completeFreeOrder(ctx, loadCheckout(ctx, params.id ?? '', secret), customerId)) });
    },
  },
  {
    // Sandbox-only test control: lets an e2e journey watch a checkout expire without waiting 15 minutes.
    method: 'POST',
    path: '/api/sandbox/checkouts/:id/expire-in',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, expireInSchema);
      return json(
        ctx.store.transaction(() => {
          const checkout = loadCheckout(ctx, params.id ?? '', input.secret);
          requireOpen(checkout);
          const expiresAt = new Date(ctx.now().getTime() + input.seconds * 1000).toISOString();
          moveTicketExpiry(ctx, checkout._id, expiresAt);
          return ctx.store.put('checkouts', { ...checkout, expiresAt });
        }),
      );
    },
  },
];
