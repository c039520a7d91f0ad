import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, queryObject } from '../http/respond.ts';
import { coded, notFound } from '../http/errors.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { secretsMatch } from '../services/ids.ts';
import { ticketsOfTransaction } from '../services/orders.ts';
import { sellerGateways } from '../services/payments.ts';
import { NO_ACTIONS_LEFT } from '../services/ticket-issue.ts';
import { availabilityChanged } from '../services/catalog-changes.ts';
import { refundAmount, returnDecision, type ReturnDecision } from '../../domain/ticket-return.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { ReturnInfo, ReturnResult } from '../../ticketing/schemas/return-info.ts';
import { ticketDeadlineDates } from '../../domain/relative-deadline.ts';

/**
 * Self-service return (spec 02 §7 Return): GET /api/public/tickets/{id}/return-info and POST
 * /api/public/tickets/{id}/return, both with the ticket's secret and its order's. The ticket and
 * the valid tickets it triggered (its add-on admissions) go back together; each refunds its price
 * times the phase's percentage. A refused return answers 409 'Return Impossible' with the reason
 * and changes nothing; a return invalidates the tickets with a `returned` history entry and
 * refunds the amount through the seller's test gateway (a `refunds` record).
 */

const querySchema = z.object({ secret: z.string().optional().catch(undefined), transactionSecret: z.string().optional().catch(undefined) });

interface Covered {
  ticket: Ticket;
  decision: ReturnDecision;
  tickets: { ticket: Ticket; refund: number }[];
}

function covered(ctx: SandboxContext, url: URL, id: string): Covered {
  const query = querySchema.parse(queryObject(url));
  const ticket = documentBySecret(ctx, 'tickets', id, query.secret, 'Ticket');
  const transaction = ticket.transactionId ? ctx.store.get('transactions', ticket.transactionId) : undefined;
  // The order's secret proves the buyer as well as the holder; a wrong one is an unknown ticket.
  if (!transaction || !secretsMatch(transaction.secret ?? undefined, query.transactionSecret)) throw notFound('Ticket');
  const event = ctx.store.get('events', ticket.eventId);
  const decision = returnDecision({
    ticket,
    dates: ticketDeadlineDates(ticket, event, transaction),
    now: ctx.now(),
  });
  if (decision.refusal || !decision.window) throw coded(409, 'returnImpossible', 'Return Impossible', { reason: decision.refusal ?? 'deadline' });
  const percentage = decision.window.refundPercentage;
  const triggered = ticketsOfTransaction(ctx, transaction.tid).filter((other) => other.triggeredBy === ticket._id && (other.status === 'valid' || other.status === 'detailsRequired'));
  const tickets = [ticket, ...triggered].map((each) => ({ ticket: each, refund: refundAmount(each.realPrice ?? 0, percentage) }));
  return { ticket, decision, tickets };
}

const total = (tickets: Covered['tickets']) => Math.round(tickets.reduce((sum, each) => sum + each.refund * 100, 0)) / 100;

/** A reference a buyer can quote to the seller's support: short, unambiguous letters and digits. */
function refundReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `RF-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export const ticketReturnRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/tickets/:id/return-info',
    handle: ({ url, params, ctx }) => {
      const { ticket, tickets } = covered(ctx, url, params.id ?? '');
      const info: ReturnInfo = {
        refundAmount: total(tickets),
        currency: ticket.currency ?? undefined,
        tickets: tickets.map(({ ticket: each, refund }) => ({
          _id: each._id,
          ...(each.ticketName ? { ticketName: each.ticketName } : {}),
          ...(each.categoryName ? { categoryName: each.categoryName } : {}),
          seatingInfo: each.seatingInfo ?? null,
          realPrice: each.realPrice ?? 0,
          refundAmount: refund,
        })),
      };
      return json(info);
    },
  },
  {
    method: 'POST',
    path: '/api/public/tickets/:id/return',
    handle: ({ url, params, ctx }) =>
      json(
        ctx.store.transaction((): ReturnResult => {
          const { tickets } = covered(ctx, url, params.id ?? '');
          const amount = total(tickets);
          const reference = refundReference();
          const date = ctx.now().toISOString();
          for (const { ticket, refund } of tickets) {
            ctx.store.put('tickets', {
              ...ticket,
              status: 'invalid',
              ...NO_ACTIONS_LEFT,
              history: [...(ticket.history ?? []), { type: 'returned', date, data: { amount: refund, reference } }],
            });
          }
          // The refund goes back through the gateway the order was paid with (the sandbox's test gateway).
          const transactionId = tickets[0]?.ticket.transactionId ?? '';
          const payment = ctx.store.list('paymentRequests', {}).docs.find((request) => request.transactionId === transactionId && request.status === 'succeeded');
          const gatewayId = payment?.processors?.[0]?.gatewayId ?? sellerGateways(ctx, tickets[0]?.ticket.sellerId ?? '', 'online')[0]?._id ?? null;
          ctx.store.put('refunds', {
            _id: reference,
            reference,
            transactionId,
            ticketIds: tickets.map(({ ticket }) => ticket._id),
            amount,
            currency: tickets[0]?.ticket.currency ?? 'EUR',
            gatewayId,
            paymentRequestId: payment?._id ?? null,
            status: 'succeeded',
            createdAt: date,
          });
          availabilityChanged(ctx, tickets.map(({ ticket }) => ticket.eventId));
          return { amount, reference };
        }),
      ),
  },
];
