import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { findSeller } from './sellers.ts';
import {
  CHECKOUT_LIFETIME_MS,
  checkoutTotal,
  loadCheckout,
  newId,
  newSecret,
  releaseReservations,
  requireOpen,
} from '../services/checkouts.ts';
import { eventCapacity, takenByEvent, takenByTicketType } from '../services/capacity.ts';
import { toPublicEvent } from '../services/public-event.ts';
import { availableAmount, COULD_NOT_ADD_TO_CART, MISSING_CATEGORY, NO_ACTIVE_TICKET_TYPE } from '../../domain/availability.ts';
import type { CartLine, Checkout, CheckoutItem } from '../../ticketing/schemas/checkout.ts';

const createSchema = z.object({
  sellerId: z.string().min(1),
  shopId: z.string().min(1).optional(),
});

const secretQuerySchema = z.object({ secret: z.string().min(1) });

const addItemsSchema = z.object({
  secret: z.string().min(1),
  eventId: z.string().min(1),
  items: z
    .array(z.object({ ticketTypeId: z.string().min(1), amount: z.number().int().min(1).max(1000) }))
    .min(1),
  coupons: z.array(z.string().min(1)).optional(),
  seatingReservationToken: z.string().optional(),
  shopId: z.string().optional(),
  channelId: z.string().optional(),
});

const abortSchema = z.object({ secret: z.string().min(1) });

function ticketLine(existing: CartLine | undefined, input: { ticketTypeId: string; amount: number; name: string; price: number; categoryRef: string }): CartLine {
  return {
    _id: existing?._id ?? newId('line'),
    type: 'ticket',
    ticketTypeId: input.ticketTypeId,
    name: input.name,
    categoryRef: input.categoryRef,
    price: input.price,
    amount: (existing?.amount ?? 0) + input.amount,
  };
}

export const checkoutRoutes: Route<SandboxContext>[] = [
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
      ctx.store.put('checkouts', checkout, { sellerId: seller._id, createdAt: ctx.now().toISOString() });
      return json(checkout, 201);
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
      return json(
        ctx.store.transaction(() => {
          const checkout = loadCheckout(ctx, params.id ?? '', input.secret);
          requireOpen(checkout);
          const event = ctx.store.get('events', input.eventId);
          if (!event || event.sellerId !== checkout.sellerId) throw notFound('Event');
          const live = toPublicEvent(event, { locale: 'en', taken: takenByEvent(ctx, [event._id]).get(event._id) ?? 0, now: ctx.now() });
          if (live.saleStatus !== 'onSale') throw conflict(COULD_NOT_ADD_TO_CART);

          const takenByType = takenByTicketType(ctx, event._id);
          const eventTaken = takenByEvent(ctx, [event._id]).get(event._id) ?? 0;
          const item: CheckoutItem = checkout.items?.find((candidate) => candidate.eventId === event._id) ?? {
            _id: newId('item'),
            eventId: event._id,
            tickets: [],
            ...(input.shopId ? { shopId: input.shopId } : {}),
            ...(input.channelId ? { channelId: input.channelId } : {}),
          };
          const lines = [...(item.tickets ?? [])];
          let addedToEvent = 0;

          for (const wanted of input.items) {
            const type = event.tickets?.find((candidate) => candidate._id === wanted.ticketTypeId);
            if (!type || type.active === false) throw badRequest(NO_ACTIVE_TICKET_TYPE);
            const category = event.categories?.find((candidate) => candidate.ref === type.categoryRef);
            if (!category) throw badRequest(MISSING_CATEGORY);
            const categoryTaken = (event.tickets ?? [])
              .filter((other) => other.categoryRef === category.ref)
              .reduce((sum, other) => sum + (takenByType.get(other._id) ?? 0), 0);
            const inCartOfType = lines.find((line) => line.ticketTypeId === type._id)?.amount ?? 0;
            const inCartOfCategory = lines
              .filter((line) => line.categoryRef === category.ref)
              .reduce((sum, line) => sum + line.amount, 0);
            const inCartForMax = lines
              .filter((line) => !event.tickets?.find((other) => other._id === line.ticketTypeId)?.ignoredForMaxAmounts)
              .reduce((sum, line) => sum + line.amount, 0);
            const capacity = eventCapacity(event);
            const available = availableAmount({
              ticketType: {
                remaining: type.volume === undefined ? undefined : type.volume - (takenByType.get(type._id) ?? 0),
                volume: type.volume,
                maxAmountPerOrder: type.maxAmountPerOrder,
                minAmountPerOrder: type.minAmountPerOrder,
                ignoredForMaxAmounts: type.ignoredForMaxAmounts,
              },
              category: {
                remaining: category.volume === undefined ? undefined : category.volume - categoryTaken,
                maxAmountPerOrder: category.maxAmountPerOrder,
              },
              event: {
                remaining: Number.isFinite(capacity) ? capacity - eventTaken - addedToEvent : undefined,
                maxAmountPerOrder: event.maxAmountPerOrder,
              },
              inCart: { ticketType: inCartOfType, category: inCartOfCategory, eventCountedForMax: inCartForMax },
            });
            if (available < wanted.amount) throw conflict(COULD_NOT_ADD_TO_CART);

            const index = lines.findIndex((line) => line.ticketTypeId === type._id);
            const line = ticketLine(lines[index], { ...wanted, name: type.name, price: type.price, categoryRef: type.categoryRef });
            if (index === -1) lines.push(line);
            else lines[index] = line;
            takenByType.set(type._id, (takenByType.get(type._id) ?? 0) + wanted.amount);
            addedToEvent += wanted.amount;
            ctx.store.put(
              'reservations',
              { _id: newId('res'), checkoutId: checkout._id, eventId: event._id, ticketTypeId: type._id, amount: wanted.amount, expiresAt: checkout.expiresAt ?? '' },
              { eventId: event._id, sellerId: checkout.sellerId },
            );
          }

          const nextItem: CheckoutItem = { ...item, tickets: lines };
          const items = [...(checkout.items ?? []).filter((candidate) => candidate._id !== item._id), nextItem];
          const next: Checkout = { ...checkout, items };
          return ctx.store.put('checkouts', { ...next, realPrice: checkoutTotal(next) });
        }),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/public/checkouts/:id/abort',
    handle: async ({ request, params, ctx }) => {
      const { secret } = await readJson(request, abortSchema);
      return json(
        ctx.store.transaction(() => {
          const checkout = loadCheckout(ctx, params.id ?? '', secret);
          if (checkout.status !== 'open') return checkout;
          releaseReservations(ctx, checkout._id);
          return ctx.store.put('checkouts', { ...checkout, status: 'aborted', items: [], realPrice: 0 });
        }),
      );
    },
  },
];
