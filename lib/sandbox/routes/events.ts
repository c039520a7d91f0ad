import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject } from '../http/respond.ts';
import { notFound } from '../http/errors.ts';
import { listParam, pagingQuerySchema } from '../http/query.ts';
import { takenByEvent } from '../services/capacity.ts';
import { toPublicEvent } from '../services/public-event.ts';
import { withPaymentStrategy } from '../services/payment-plans.ts';
import type { StoredEvent } from '../collections.ts';

const listingQuerySchema = pagingQuerySchema.extend({
  sellerId: z.string().min(1).optional(),
  locale: z.string().default('en'),
  endMin: z.iso.datetime({ offset: true }).optional(),
  eventIds: listParam.optional(),
  rootId: z.string().min(1).optional(),
  groupEventId: z.string().min(1).optional(),
});

const localeQuerySchema = z.object({ locale: z.string().default('en') });

export function publicEvents(ctx: SandboxContext, events: StoredEvent[], locale: string) {
  const taken = takenByEvent(ctx, events.map((event) => event._id));
  // With the event's payment strategy, so step 2 can offer its instalment options (ADR 0029).
  return events.map((event) => withPaymentStrategy(ctx, toPublicEvent(event, { locale, taken: taken.get(event._id) ?? 0, now: ctx.now() })));
}

export const eventRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/events/public/listings',
    handle: ({ url, ctx }) => {
      const query = parseOr400(listingQuerySchema, queryObject(url));
      const endMin = query.endMin ? Date.parse(query.endMin) : undefined;
      const parentId = query.groupEventId ?? query.rootId;
      // A season's child listing (spec 02 §9): its concerts, named by their root or by the season's list, never a group itself.
      const season = query.groupEventId ? ctx.store.get('events', query.groupEventId) : undefined;
      const isChild = (event: StoredEvent) => event.rootId === parentId || (season?.childEventIds ?? []).includes(event._id);
      const matching = ctx.store
        .list('events', query.sellerId ? { sellerId: query.sellerId } : {})
        .docs.filter((event) => endMin === undefined || Date.parse(event.end ?? event.start) >= endMin)
        .filter((event) => !query.eventIds || query.eventIds.includes(event._id))
        .filter((event) => !parentId || isChild(event))
        .filter((event) => !query.groupEventId || event.eventType !== 'group')
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id));
      const page = matching.slice(query.skip, query.skip + query.top);
      return json({ docs: publicEvents(ctx, page, query.locale), total: matching.length });
    },
  },
  {
    method: 'GET',
    path: '/api/events/public/listings/:id',
    handle: ({ url, params, ctx }) => {
      const { locale } = parseOr400(localeQuerySchema, queryObject(url));
      const event = ctx.store.get('events', params.id ?? '');
      if (!event) throw notFound('Event');
      return json(publicEvents(ctx, [event], locale)[0]);
    },
  },
  {
    method: 'GET',
    path: '/api/public/events/:id',
    handle: ({ url, params, ctx }) => {
      const { locale } = parseOr400(localeQuerySchema, queryObject(url));
      const event = ctx.store.get('events', params.id ?? '');
      if (!event) throw notFound('Event');
      return json(publicEvents(ctx, [event], locale)[0]);
    },
  },
];
