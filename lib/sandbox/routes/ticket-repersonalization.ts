import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { coded } from '../http/errors.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { CHECKOUT_LIFETIME_MS, newId, newSecret } from '../services/checkouts.ts';
import { priceCheckout } from '../services/cart-pricing.ts';
import { repersonalizationDecisionOf } from '../services/personalize.ts';
import type { Checkout, CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';

/**
 * POST /api/public/tickets/repersonalization (spec 02 §5 paid re-personalization, §7): the holder
 * asks to pay the re-personalization fee of tickets (each by id and secret). The answer is a new
 * open checkout holding one repersonalization-fee line per event, which the buyer pays at step 2;
 * paying it gives each ticket a `repersonalizationPaid` entry, after which its holder can be
 * changed once (lib/sandbox/services/action-completions.ts). Refused requests create nothing.
 */

const bodySchema = z.object({
  successUrl: z.string().trim().min(1).max(2000),
  tickets: z.array(z.object({ _id: z.string().min(1), secret: z.string().min(1) })).min(1).max(50),
});

function feeOf(ctx: SandboxContext, ticket: Ticket): number {
  const decision = repersonalizationDecisionOf(ctx, ticket, ctx.now());
  if (decision.refusal) throw coded(409, 'repersonalizationNotAllowed', 'This ticket cannot be re-personalized', { reason: decision.refusal, ticketId: ticket._id });
  if (decision.paid || decision.fee <= 0) throw coded(409, 'repersonalizationFeeNotDue', 'No repersonalization fee is due for this ticket', { ticketId: ticket._id });
  return decision.fee;
}

export const ticketRepersonalizationRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/public/tickets/repersonalization',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, bodySchema);
      return json(
        ctx.store.transaction(() => {
          const tickets = input.tickets.map((ref) => documentBySecret(ctx, 'tickets', ref._id, ref.secret, 'Ticket'));
          const sellerId = tickets[0]?.sellerId ?? '';
          if (tickets.some((ticket) => ticket.sellerId !== sellerId)) throw coded(400, 'invalidInput', 'The tickets must belong to one seller');
          const seller = ctx.store.get('sellers', sellerId);
          const byEvent = new Map<string, { ticket: Ticket; fee: number }[]>();
          for (const ticket of tickets) byEvent.set(ticket.eventId, [...(byEvent.get(ticket.eventId) ?? []), { ticket, fee: feeOf(ctx, ticket) }]);
          const items: CheckoutItem[] = [...byEvent.entries()].map(([eventId, entries]) => ({
            _id: newId('itm'),
            eventId,
            shopId: sellerId,
            tickets: [],
            products: [],
            additionalItems: entries.map(({ ticket, fee }) => ({
              _id: newId('line'),
              type: 'additionalFee',
              price: fee,
              amount: 1,
              // Which ticket each fee is for; the name says it in the cart panel.
              name: `Repersonalization fee (${ticket.ticketName ?? ticket.categoryName ?? ticket._id})`,
            })),
          }));
          const checkout: Checkout = priceCheckout(ctx, {
            _id: newId('chk'),
            secret: newSecret(),
            sellerId,
            status: 'open',
            type: 'transaction',
            expiresAt: new Date(ctx.now().getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
            currency: seller?.currency ?? tickets[0]?.currency ?? 'EUR',
            realPrice: 0,
            items,
          });
          ctx.store.put('checkouts', checkout, { sellerId, createdAt: ctx.now().toISOString() });
          ctx.store.put('repersonalizations', { _id: checkout._id, checkoutId: checkout._id, ticketIds: tickets.map((ticket) => ticket._id), successUrl: input.successUrl, status: 'open' });
          return { _id: checkout._id, secret: checkout.secret, items: items.map((item) => ({ eventId: item.eventId, shopId: item.shopId })) };
        }),
        201,
      );
    },
  },
];
