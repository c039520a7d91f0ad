import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { coded, notFound } from '../http/errors.ts';
import { pagingQuerySchema } from '../http/query.ts';
import { optionalCustomerId, requireCustomer } from '../services/customers.ts';
import { secretsMatch } from '../services/ids.ts';
import { listResaleListings } from '../services/resale-listings.ts';
import { ticketResaleStatus } from '../services/resale-ticket-status.ts';
import { reportExternalListing, trackResaleSiteClick } from '../services/resale-site.ts';

/**
 * The buyer's side of the secondary market and the seller's resale site (spec 02 §7 Resale,
 * spec 01 §7 "Track a resale-site click"; paths the spec does not name are ours, ADR draft
 * "resale"). Listings are public; a ticket's status needs its secret or its holder's token; a
 * click is the logged-in holder's. The external listing report is a sandbox control.
 */

const listingsQuerySchema = pagingQuerySchema.extend({ eventId: z.string().min(1), sellerId: z.string().min(1).optional() });
const statusQuerySchema = z.object({ secret: z.string().min(1).max(200).optional() });
const ticketIds = z.array(z.string().min(1).max(100)).min(1).max(100);
const clickSchema = z.object({ sellerId: z.string().min(1), eventId: z.string().min(1), ticketIds });
const externalListingSchema = z.object({ sellerId: z.string().min(1), ticketIds });

export const resaleMarketRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/resell/listings',
    handle: ({ url, ctx }) => {
      const query = parseOr400(listingsQuerySchema, queryObject(url));
      const event = ctx.store.get('events', query.eventId);
      if (!event || (query.sellerId !== undefined && event.sellerId !== query.sellerId)) throw coded(404, 'eventNotFound', 'Event not found');
      return json(listResaleListings(ctx, event, query));
    },
  },
  {
    method: 'GET',
    path: '/api/public/resell/ticket/:id/status',
    handle: ({ url, request, params, ctx }) => {
      const { secret } = parseOr400(statusQuerySchema, queryObject(url));
      const ticket = ctx.store.get('tickets', params.id ?? '');
      const holder = secret === undefined ? optionalCustomerId(ctx, request) : undefined;
      if (secret === undefined && holder === undefined) throw coded(401, 'unauthorized', 'The ticket secret or the holder’s token is required');
      // A wrong secret or someone else's ticket answers like an unknown one.
      const proven = ticket && (secret !== undefined ? secretsMatch(ticket.secret ?? undefined, secret) : ticket.customerId === holder);
      if (!ticket || !proven) throw notFound('Ticket');
      return json(ticketResaleStatus(ctx, ticket));
    },
  },
  {
    method: 'POST',
    path: '/api/public/resell/marketplace/clicks',
    handle: async ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const body = await readJson(request, clickSchema);
      return json(trackResaleSiteClick(ctx, customer, body), 201);
    },
  },
  {
    // Sandbox-only: what the seller's resale site would report when tickets were listed there.
    method: 'POST',
    path: '/api/sandbox/resale-site/listings',
    handle: async ({ request, ctx }) => json(reportExternalListing(ctx, await readJson(request, externalListingSchema)), 201),
  },
];
