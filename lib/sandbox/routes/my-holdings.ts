import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject } from '../http/respond.ts';
import { listParam, pagingQuerySchema } from '../http/query.ts';
import { looseEnum } from '../../ticketing/schemas/common.ts';
import { PURCHASE_INTENT_STATUSES } from '../../ticketing/schemas/purchase-intent.ts';
import { RESELL_OFFER_STATUSES } from '../../ticketing/schemas/resell-offer.ts';
import { CUSTOMER_PAYMENT_METHOD_STATUSES, PAYMENT_METHOD_CHANNELS } from '../../ticketing/schemas/customer-payment-method.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import { requireCustomer } from '../services/customers.ts';
import { publicEventsById } from '../services/events-by-id.ts';
import { newestFirst, pageFrom } from '../services/lists.ts';
import { heldEvents, myTicketEventCounts, myTickets } from '../services/my-tickets.ts';
import { publicTransaction } from '../services/orders.ts';
import { enrolledPrograms, publicPrograms } from '../services/memberships.ts';
import { notFound } from '../http/errors.ts';
import { findSeller } from './sellers.ts';

/**
 * The logged-in customer's holdings (spec 01 §7 "get my …"). Every list is read by the caller's
 * customer id from the bearer token and their seller: no query parameter names a customer, so no
 * id, secret or filter a caller sends can reach another customer's documents.
 */

const localeQuerySchema = z.object({ locale: z.string().min(2).max(35).default('en') });

/** "Get my tickets" filters (ADR "tickets page: events first"): by event, as spec 02 §7 lists events; only packaged ones. */
const myTicketsQuerySchema = localeQuerySchema.extend({
  eventIds: listParam.pipe(z.array(z.string().min(1).max(200)).max(100)).optional(),
  packaged: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
const ticketEventsQuerySchema = pagingQuerySchema.extend(localeQuerySchema.shape);

/** `?status=a,b` or repeated `?status=a&status=b`, any letter case (ADR 0005). */
const statusList = <const T extends readonly [string, ...string[]]>(values: T) => listParam.pipe(z.array(looseEnum(values))).optional();

const purchaseIntentQuerySchema = pagingQuerySchema.extend({ status: statusList(PURCHASE_INTENT_STATUSES) });
const resellOfferQuerySchema = pagingQuerySchema.extend({ status: statusList(RESELL_OFFER_STATUSES) });
const paymentMethodQuerySchema = z.object({
  status: statusList(CUSTOMER_PAYMENT_METHOD_STATUSES),
  channel: looseEnum(PAYMENT_METHOD_CHANNELS).optional(),
  gatewayId: z.string().min(1).optional(),
});
const publicProgramsQuerySchema = z.object({ sellerId: z.string().min(1) });

/** Whose documents: the caller, within the caller's shop. */
const ownedBy = (customer: { _id: string; sellerId?: string | undefined }) => ({ customerId: customer._id, sellerId: customer.sellerId ?? '' });

const unique = <T>(values: Iterable<T | null | undefined>) => [...new Set([...values].filter((value): value is T => value !== null && value !== undefined))];

export const myHoldingsRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/customers/me/tickets',
    handle: ({ request, url, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const { locale, eventIds, packaged } = parseOr400(myTicketsQuerySchema, queryObject(url));
      const tickets = myTickets(ctx, ownedBy(customer), { eventIds, packaged });
      // Season tickets of a child event also need their season (the card shows both).
      const events = publicEventsById(ctx, [...tickets.map((ticket) => ticket.eventId), ...tickets.map((ticket) => ticket.rootEventId)], locale);
      const start = new Map(events.map((event) => [event._id, Date.parse(event.start)]));
      const when = (ticket: Ticket) => start.get(ticket.eventId) ?? (ticket.relevancyDate ? Date.parse(ticket.relevancyDate) : Number.POSITIVE_INFINITY);
      tickets.sort((a, b) => when(a) - when(b) || a._id.localeCompare(b._id, 'en', { numeric: true }));
      return json({ tickets, events });
    },
  },
  {
    // Not in the spec (ADR "tickets page: events first"): the events the caller holds tickets of,
    // each with its count per status, paged like every list; their tickets are read by eventIds.
    method: 'GET',
    path: '/api/customers/me/ticket-events',
    handle: ({ request, url, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const query = parseOr400(ticketEventsQuerySchema, queryObject(url));
      const counts = new Map(myTicketEventCounts(ctx, ownedBy(customer)).map((entry) => [entry.eventId, entry.countsByStatus]));
      // Earliest first, then by id: the order of the pages.
      const docs = heldEvents(ctx, [...counts.keys()], query.locale).map((event) => ({ event, countsByStatus: counts.get(event._id) ?? {} }));
      return json(pageFrom(docs, query));
    },
  },
  {
    method: 'GET',
    path: '/api/customers/me/transactions',
    handle: ({ request, url, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const { locale } = parseOr400(localeQuerySchema, queryObject(url));
      const transactions = ctx.store.list('transactions', ownedBy(customer)).docs.sort(newestFirst).map(publicTransaction);
      const events = publicEventsById(ctx, transactions.map((transaction) => transaction.eventId), locale);
      return json({ transactions, events });
    },
  },
  {
    method: 'GET',
    path: '/api/customers/me/subscriptions',
    handle: ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const subscriptions = ctx.store.list('subscriptions', ownedBy(customer)).docs.sort(newestFirst);
      const plans = ctx.store.list('subscriptionPlans', { ids: unique(subscriptions.map((subscription) => subscription.planId)) }).docs;
      return json({ subscriptions, plans });
    },
  },
  {
    method: 'GET',
    path: '/api/customers/me/payment-plans',
    handle: ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const paymentPlans = ctx.store.list('paymentPlans', ownedBy(customer)).docs.sort(newestFirst);
      const strategies = ctx.store.list('paymentStrategies', { ids: unique(paymentPlans.map((plan) => plan.paymentStrategyId)) }).docs;
      return json({ paymentPlans, strategies });
    },
  },
  {
    method: 'GET',
    path: '/api/customers/me/purchase-intents',
    handle: ({ request, url, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const query = parseOr400(purchaseIntentQuerySchema, queryObject(url));
      const intents = ctx.store
        .list('purchaseIntents', ownedBy(customer))
        .docs.filter((intent) => !query.status || query.status.includes(intent.status))
        .sort(newestFirst);
      return json(pageFrom(intents, query));
    },
  },
  {
    method: 'GET',
    path: '/api/customers/me/resell-offers',
    handle: ({ request, url, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const query = parseOr400(resellOfferQuerySchema, queryObject(url));
      const offers = ctx.store
        .list('resellOffers', ownedBy(customer))
        .docs.filter((offer) => !query.status || query.status.includes(offer.status))
        .sort(newestFirst);
      return json(pageFrom(offers, query));
    },
  },
  {
    method: 'GET',
    path: '/api/customers/me/payment-methods',
    handle: ({ request, url, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const query = parseOr400(paymentMethodQuerySchema, queryObject(url));
      const methods = ctx.store
        .list('customerPaymentMethods', ownedBy(customer))
        // Without a status filter, deleted methods stay hidden: they exist only for the records.
        .docs.filter((method) => (query.status ? query.status.includes(method.status ?? 'active') : method.status !== 'deleted'))
        .filter((method) => !query.channel || (method.channels ?? []).includes(query.channel))
        .filter((method) => !query.gatewayId || method.gatewayId === query.gatewayId)
        .sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)) || newestFirst(a, b));
      return json({ docs: methods, total: methods.length });
    },
  },
  {
    method: 'GET',
    path: '/api/customers/me/membership-programs',
    handle: ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const programs = enrolledPrograms(ctx, customer);
      return json({ docs: programs, total: programs.length });
    },
  },
  {
    method: 'GET',
    path: '/api/public/membership-programs',
    handle: ({ url, ctx }) => {
      const { sellerId } = parseOr400(publicProgramsQuerySchema, queryObject(url));
      const seller = findSeller(ctx, sellerId);
      if (!seller) throw notFound('Seller');
      const programs = publicPrograms(ctx, seller._id);
      return json({ docs: programs, total: programs.length });
    },
  },
];
