import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { coded } from '../http/errors.ts';
import { findSeller } from './sellers.ts';
import { chartOf } from '../seatmap/charts.ts';
import { seatMapStatus } from '../seatmap/status.ts';
import { issueSeatMapSession, seatMapCaller, type SeatMapCaller } from '../seatmap/session-token.ts';
import { changeableHold, holdAnswer, holdSeats, ownHold, releaseHold } from '../seatmap/hold-seats.ts';
import { widgetScript } from '../seatmap/widget-script.ts';
import { SEAT_MAP_HEADERS } from '../../seat-map/contract.ts';

/**
 * The seat-map service the sandbox stands in for (spec 02 §2 "Seat map"; the contract is
 * docs/adr/0031-seat-map-service.md). Its host is `{sandbox mount}/api/seatmap`. Every call but the
 * widget script and the issuing of a header set carries the security header set; the seller it
 * names must own the event.
 */

export const SEAT_MAP_PREFIX = '/api/seatmap';

const id = z.string().min(1).max(64);
const ticketTypeId = z.string().min(1).max(100).optional();
const unique = (ids: readonly { id: string }[]) => new Set(ids.map((entry) => entry.id)).size === ids.length;

const holdBodySchema = z
  .object({
    seats: z.array(z.object({ id, ticketTypeId })).max(50).default([]),
    areas: z.array(z.object({ id, amount: z.number().int().min(1).max(50), ticketTypeId })).max(10).default([]),
  })
  .refine((body) => body.seats.length + body.areas.length > 0, { message: 'required', path: ['seats'] })
  .refine((body) => unique(body.seats), { message: 'duplicate', path: ['seats'] })
  .refine((body) => unique(body.areas), { message: 'duplicate', path: ['areas'] });

const sessionBodySchema = z.object({ sellerId: z.string().min(1).max(200), sessionId: z.string().max(200).optional() });

/** If-None-Match names this ETag (a list, weak or `*` included). */
function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

function withEtag(request: Request, body: string, etag: string, headers: Record<string, string>): Response {
  const all = { 'content-type': 'application/json; charset=utf-8', etag, ...headers };
  return notModified(request, etag) ? new Response(null, { status: 304, headers: all }) : new Response(body, { status: 200, headers: all });
}

/** The event behind the path, if the caller's seller owns it and it has a seat map. */
function seatMapOf(ctx: SandboxContext, eventId: string, caller: SeatMapCaller) {
  const event = ctx.store.get('events', eventId);
  if (!event) throw coded(404, 'eventNotFound', 'Event not found');
  if (event.sellerId !== caller.sellerId) throw coded(403, 'sellerMismatch', 'The event belongs to another seller');
  const chart = chartOf(event);
  if (!chart) throw coded(404, 'noSeatMap', 'This event has no seat map');
  return { event, chart };
}

export const seatMapRoutes: Route<SandboxContext>[] = [
  {
    // A script tag sends no headers: the script is public, like any vendor's widget script.
    method: 'GET',
    path: `${SEAT_MAP_PREFIX}/js/init.js`,
    handle: () =>
      new Response(widgetScript().script, {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=300',
          'x-content-type-options': 'nosniff',
          'access-control-allow-origin': '*',
          'cross-origin-resource-policy': 'cross-origin',
        },
      }),
  },
  {
    // The storefront's server asks for a header set for its browser's session (a new one without sessionId).
    method: 'POST',
    path: `${SEAT_MAP_PREFIX}/sessions`,
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, sessionBodySchema);
      const seller = findSeller(ctx, input.sellerId);
      if (!seller || seller._id !== input.sellerId) throw coded(404, 'sellerNotFound', 'Seller not found');
      return json(issueSeatMapSession(ctx, seller._id, input.sessionId), 201);
    },
  },
  {
    method: 'GET',
    path: `${SEAT_MAP_PREFIX}/events/:eventId/chart`,
    handle: ({ request, params, ctx }) => {
      const { chart } = seatMapOf(ctx, params.eventId ?? '', seatMapCaller(ctx, request));
      // The same for every buyer; revalidated by ETag when prices change.
      return withEtag(request, chart.body, chart.etag, { 'cache-control': 'private, max-age=300' });
    },
  },
  {
    method: 'GET',
    path: `${SEAT_MAP_PREFIX}/events/:eventId/status`,
    handle: ({ request, params, ctx }) => {
      const caller = seatMapCaller(ctx, request);
      const { event, chart } = seatMapOf(ctx, params.eventId ?? '', caller);
      const { body, etag } = seatMapStatus(ctx, event, chart.index, caller.sessionId);
      // Polled: every poll is checked again (no-cache), and an unchanged hall answers 304 without a body.
      return withEtag(request, body, etag, { 'cache-control': 'private, no-cache', vary: SEAT_MAP_HEADERS.sessionId });
    },
  },
  {
    method: 'POST',
    path: `${SEAT_MAP_PREFIX}/events/:eventId/holds`,
    handle: async ({ request, params, ctx }) => {
      const caller = seatMapCaller(ctx, request);
      const input = await readJson(request, holdBodySchema);
      return ctx.store.transaction(() => {
        const { event, chart } = seatMapOf(ctx, params.eventId ?? '', caller);
        return json(holdAnswer(event, holdSeats(ctx, event, chart.index, caller, input)), 201);
      });
    },
  },
  {
    // Replaces the seats of one of the session's holds: the widget's selection as it is now.
    method: 'PUT',
    path: `${SEAT_MAP_PREFIX}/events/:eventId/holds/:token`,
    handle: async ({ request, params, ctx }) => {
      const caller = seatMapCaller(ctx, request);
      const input = await readJson(request, holdBodySchema);
      return ctx.store.transaction(() => {
        const { event, chart } = seatMapOf(ctx, params.eventId ?? '', caller);
        const hold = changeableHold(ctx, ownHold(ctx, event, caller, params.token ?? ''));
        return json(holdAnswer(event, holdSeats(ctx, event, chart.index, caller, input, hold)));
      });
    },
  },
  {
    method: 'DELETE',
    path: `${SEAT_MAP_PREFIX}/events/:eventId/holds/:token`,
    handle: ({ request, params, ctx }) => {
      const caller = seatMapCaller(ctx, request);
      return ctx.store.transaction(() => {
        const { event } = seatMapOf(ctx, params.eventId ?? '', caller);
        releaseHold(ctx, ownHold(ctx, event, caller, params.token ?? ''));
        return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
      });
    },
  },
];
