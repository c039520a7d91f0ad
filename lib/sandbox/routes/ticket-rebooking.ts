import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import type { StoredRebooking, StoredTransaction } from '../collections.ts';
import { json, queryObject, readJson } from '../http/respond.ts';
import { coded, notFound } from '../http/errors.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { loadCheckout, newId } from '../services/checkouts.ts';
import { ticketsOfTransaction } from '../services/orders.ts';
import { rebookingOfCheckout } from '../services/rebooking-completion.ts';
import { creditActionLock, withoutEndedActionLocks } from '../services/action-records.ts';
import { openCreditCheckout } from '../services/credit-checkout.ts';
import { rebookingCredit, rebookingDecision, rebookingFee, rebookingFeeTotal, rebookingValue, type RebookingReason } from '../../domain/rebooking.ts';
import type { CartLine } from '../../ticketing/schemas/checkout.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { RebookingInfo } from '../../ticketing/schemas/rebooking-info.ts';
import type { CreatedCheckout } from '../../ticketing/schemas/checkout.ts';

/**
 * Rebooking (spec 02 §7 Rebooking; rule in lib/domain/rebooking.ts; ADR 0019):
 *
 * - GET /api/public/rebookings/strategies/{id}: a seller's rebooking strategy.
 * - POST /api/public/rebookings: the holder gives up tickets of an order (proved by the order's
 *   secret) for a new open checkout of the target event: a REBOOKING_CREDIT voucher worth what the
 *   tickets were paid, the rebooking fee as a line, and a lock on the tickets while it is open. The
 *   buyer adds the target's tickets in step 1 and pays (or completes for free) as usual; the
 *   completion gives up the old tickets (services/rebooking-completion.ts). A ticket the rule
 *   refuses answers 409 `rebookingNotAllowed` with the reason and the ticket, and nothing changes.
 * - GET /api/public/rebookings/info?checkoutId&secret: what a rebooking's checkout carried over.
 */

const createSchema = z.object({
  target: z.object({ eventId: z.string().trim().min(1) }),
  source: z.object({ eventId: z.string().trim().min(1) }).optional(),
  transaction: z.object({ _id: z.string().min(1), secret: z.string().min(1) }),
  ticketIds: z.array(z.string().min(1)).min(1).max(50),
});
type CreateInput = z.infer<typeof createSchema>;

/** A missing secret is a wrong one (404, like an unknown checkout), not a malformed request. */
const infoQuerySchema = z.object({ checkoutId: z.string().optional().catch(undefined), secret: z.string().optional().catch(undefined) });

const STILL_HELD: ReadonlySet<string> = new Set(['valid', 'detailsRequired']);

const refused = (reason: RebookingReason, ticketId: string) => coded(409, 'rebookingNotAllowed', 'This ticket cannot be rebooked', { reason, ticketId });

/** The tickets named, each of the order the secret proves; any other is answered like an unknown one. */
function namedTickets(ctx: SandboxContext, transaction: StoredTransaction, ids: readonly string[]): Ticket[] {
  return [...new Set(ids)].map((id) => {
    const ticket = ctx.store.get('tickets', id);
    if (!ticket || ticket.transactionId !== transaction.tid) throw notFound('Ticket');
    return withoutEndedActionLocks(ctx, ticket);
  });
}

function createRebooking(ctx: SandboxContext, input: CreateInput): CreatedCheckout {
  const transaction = documentBySecret(ctx, 'transactions', input.transaction._id, input.transaction.secret, 'Transaction');
  const named = namedTickets(ctx, transaction, input.ticketIds);
  const first = named[0];
  if (!first) throw notFound('Ticket');
  const now = ctx.now();
  const targetEvent = ctx.store.get('events', input.target.eventId);
  // Single tickets are given up for their own event; a season card needs the child event named.
  const sourceEventId = input.source?.eventId ?? named.find((ticket) => ticket.type !== 'multi')?.eventId;
  const sourceEvent = sourceEventId ? ctx.store.get('events', sourceEventId) : undefined;
  if (!targetEvent || !sourceEvent) throw refused('technicalError', first._id);

  const decided = named.map((ticket) => {
    const strategy = ticket.rebookingStrategyId ? ctx.store.get('rebookingStrategies', ticket.rebookingStrategyId) : undefined;
    const decision = rebookingDecision({
      ticket,
      strategy,
      transaction,
      sourceEvent,
      targetEvent,
      dates: {
        eventStart: (ticket.type !== 'multi' ? ticket.slotStartTime : undefined) ?? sourceEvent.start,
        eventEnd: sourceEvent.end,
        orderDate: transaction.createdAt,
        relevancyStart: ticket.relevancyDate,
      },
      now,
    });
    if (decision.refusal) throw refused(decision.refusal, ticket._id);
    return { ticket, strategy, rule: decision.rule };
  });

  // Tickets triggered by a rebooked one (its add-on admissions) are given up with it (spec 02 §5).
  const namedIds = new Set(named.map((ticket) => ticket._id));
  const triggered = ticketsOfTransaction(ctx, transaction.tid)
    .filter((other) => other.triggeredBy && namedIds.has(other.triggeredBy) && !namedIds.has(other._id) && STILL_HELD.has(other.status))
    .map((other) => withoutEndedActionLocks(ctx, other));
  const given = [...named, ...triggered];

  const seasonEvents = (ticket: Ticket) => (ticket.type === 'multi' ? (ctx.store.get('events', ticket.eventId)?.childEventIds?.length ?? 1) : 1);
  const valueOf = (ticket: Ticket) => rebookingValue(ticket, seasonEvents(ticket));
  const credit = rebookingCredit(given.map((ticket) => ({ realPrice: valueOf(ticket) })));
  const fee = rebookingFeeTotal(decided.map(({ ticket, strategy, rule }) => rebookingFee(strategy, rule, { realPrice: valueOf(ticket) })));

  const sellerId = targetEvent.sellerId;
  const currency = ctx.store.get('sellers', sellerId)?.currency ?? transaction.currency ?? 'EUR';
  const feeLine = (price: number, offsetable: boolean): CartLine => ({
    _id: newId('line'),
    type: 'additionalFee',
    name: 'Rebooking fee',
    price,
    amount: 1,
    ...(offsetable ? {} : { offsetable: false }),
  });
  const additionalItems = [...(fee.offsetable > 0 ? [feeLine(fee.offsetable, true)] : []), ...(fee.notOffsetable > 0 ? [feeLine(fee.notOffsetable, false)] : [])];
  const checkout = openCreditCheckout(ctx, {
    targetEvent,
    voucherType: 'REBOOKING_CREDIT',
    codePrefix: 'RBK',
    credit,
    currency,
    transactionId: transaction.tid,
    customerId: transaction.customerId ?? null,
    additionalItems,
  });
  const createdAt = now.toISOString();

  const rebooking: StoredRebooking = {
    _id: newId('rbk'),
    checkoutId: checkout._id,
    transactionId: transaction.tid,
    ticketIds: given.map((ticket) => ticket._id),
    sourceEventId: sourceEvent._id,
    targetEventId: targetEvent._id,
    credit,
    fee: fee.total,
    currency,
    status: 'open',
    createdAt,
  };
  ctx.store.put('rebookings', rebooking, { sellerId, customerId: transaction.customerId ?? undefined, eventId: targetEvent._id, createdAt });
  // Locked while the checkout is open, so the tickets are not rebooked, transferred or resold twice.
  const lock = creditActionLock('rebookings', rebooking, 'Rebooking in progress', checkout.expiresAt ?? undefined);
  for (const ticket of given) ctx.store.put('tickets', { ...ticket, locks: [...(ticket.locks ?? []), lock] });

  return { _id: checkout._id, secret: checkout.secret ?? '', items: [{ eventId: targetEvent._id, shopId: sellerId }] };
}

export const ticketRebookingRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/rebookings/strategies/:id',
    handle: ({ params, ctx }) => {
      const strategy = ctx.store.get('rebookingStrategies', params.id ?? '');
      if (!strategy) throw notFound('Rebooking strategy');
      return json(strategy);
    },
  },
  {
    method: 'GET',
    path: '/api/public/rebookings/info',
    handle: ({ url, ctx }) => {
      const query = infoQuerySchema.parse(queryObject(url));
      const checkout = loadCheckout(ctx, query.checkoutId ?? '', query.secret);
      const rebooking = rebookingOfCheckout(ctx, checkout);
      if (!rebooking) throw notFound('Rebooking');
      const info: RebookingInfo = {
        rebooking: true,
        credit: rebooking.credit,
        fee: rebooking.fee,
        currency: rebooking.currency,
        ticketIds: rebooking.ticketIds,
        sourceEventId: rebooking.sourceEventId,
        targetEventId: rebooking.targetEventId,
      };
      return json(info);
    },
  },
  {
    method: 'POST',
    path: '/api/public/rebookings',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, createSchema);
      return json(
        ctx.store.transaction(() => createRebooking(ctx, input)),
        201,
      );
    },
  },
];
