import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, queryObject } from '../http/respond.ts';
import { notFound } from '../http/errors.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { publicTransaction, ticketsOfTransaction } from '../services/orders.ts';

/**
 * Reads by id and secret (spec 02 §6-7): the links of the account lists (/subscription/{id}/{secret},
 * /transaction/{tid}/{secret}) and single tickets; payment plans are read in payment-plans.ts,
 * which bills what is due first. The secret is the capability; no login is needed and a token
 * grants nothing extra.
 */

/** The secret from the query; a missing one is a wrong one (404, like an unknown id), not a malformed request. */
const secretOf = (url: URL) => z.string().optional().catch(undefined).parse(queryObject(url).secret);

export const bySecretRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/subscriptions/:id',
    handle: ({ url, params, ctx }) => json(documentBySecret(ctx, 'subscriptions', params.id ?? '', secretOf(url), 'Subscription')),
  },
  {
    method: 'GET',
    path: '/api/public/transactions/:id',
    handle: ({ url, params, ctx }) => json(publicTransaction(documentBySecret(ctx, 'transactions', params.id ?? '', secretOf(url), 'Transaction'))),
  },
  {
    method: 'GET',
    path: '/api/public/transactions/:id/tickets',
    handle: ({ url, params, ctx }) => {
      const transaction = documentBySecret(ctx, 'transactions', params.id ?? '', secretOf(url), 'Transaction');
      const tickets = ticketsOfTransaction(ctx, transaction.tid);
      return json({ docs: tickets, total: tickets.length });
    },
  },
  {
    // The order a ticket was bought in, with its secret: the ticket's secret is the capability for
    // the calls that need the order's (return, rebooking). A ticket of no order (a transfer's or a
    // resale's successor) has none to answer.
    method: 'GET',
    path: '/api/public/tickets/:id/transaction',
    handle: ({ url, params, ctx }) => {
      const ticket = documentBySecret(ctx, 'tickets', params.id ?? '', secretOf(url), 'Ticket');
      const transaction = ticket.transactionId ? ctx.store.get('transactions', ticket.transactionId) : undefined;
      if (!transaction) throw notFound('Transaction');
      return json(publicTransaction(transaction));
    },
  },
  {
    method: 'GET',
    path: '/api/tickets/:id/:secret',
    handle: ({ params, ctx }) => json(documentBySecret(ctx, 'tickets', params.id ?? '', params.secret, 'Ticket')),
  },
];
