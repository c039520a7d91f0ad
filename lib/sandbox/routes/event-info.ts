import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject } from '../http/respond.ts';
import { channelInfo, couponInfo, eventInfo, eventOffers, eventRecommendations, eventShop } from '../services/event-info.ts';

/**
 * The event and shop calls of spec 02 §7 with the paths it names: event info, the event's shop,
 * its offers, recommendations, coupon info and sales channel info (answers: services/event-info.ts).
 */

// Query flags as the spec writes them (`web=true&underShop`): present without a value or 'true' is on.
const flag = z
  .union([z.literal(''), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((value) => value !== undefined && value !== 'false' && value !== '0');
const locale = z.string().min(2).max(10).default('en');

const infoQuerySchema = z.object({ web: flag, underShop: flag, channel: z.string().min(1).max(100).optional(), locale });
const recommendationsQuerySchema = z.object({ top: z.coerce.number().int().min(1).max(20).default(4), locale });
const couponQuerySchema = z.object({ sellerId: z.string().min(1).max(100), eventId: z.string().min(1).max(100).optional() });

export const eventInfoRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/events/info/:id',
    handle: ({ url, params, ctx }) => json(eventInfo(ctx, params.id ?? '', parseOr400(infoQuerySchema, queryObject(url)))),
  },
  {
    method: 'GET',
    path: '/api/public/events/:id/shop',
    handle: ({ params, ctx }) => json(eventShop(ctx, params.id ?? '')),
  },
  {
    method: 'GET',
    path: '/api/public/events/:id/offers',
    handle: ({ params, ctx }) => json(eventOffers(ctx, params.id ?? '')),
  },
  {
    method: 'GET',
    path: '/api/events/:id/recommendations',
    handle: ({ url, params, ctx }) => json(eventRecommendations(ctx, params.id ?? '', parseOr400(recommendationsQuerySchema, queryObject(url)))),
  },
  {
    method: 'GET',
    path: '/api/coupon/:code/info',
    handle: ({ url, params, ctx }) => json(couponInfo(ctx, params.code ?? '', parseOr400(couponQuerySchema, queryObject(url)))),
  },
  {
    method: 'GET',
    path: '/api/channels/:id/info',
    handle: ({ params, ctx }) => json(channelInfo(ctx, params.id ?? '')),
  },
];
