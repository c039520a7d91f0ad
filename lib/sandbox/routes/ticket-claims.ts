import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { badRequest, coded, notFound } from '../http/errors.ts';
import { requireCustomer } from '../services/customers.ts';
import { documentBySecret } from '../services/by-secret.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';

/**
 * Claiming tickets (spec 02 §4 ticket claim, §5 Claim, §6 secure ticket access, §7 Tickets): a
 * logged-in customer who holds tickets' ids and secrets makes them theirs. A ticket another customer
 * claimed already is refused, and then none of the tickets is claimed.
 */

const claimSchema = z.object({
  tickets: z.array(z.object({ _id: z.string().min(1).max(200), secret: z.string().min(1).max(200) })).min(1).max(100),
});

export const ticketClaimRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/public/tickets/claim',
    handle: async ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const input = await readJson(request, claimSchema);
      if (new Set(input.tickets.map((ref) => ref._id)).size !== input.tickets.length) throw badRequest('Invalid request', { tickets: ['a ticket is named twice'] });
      return json(
        ctx.store.transaction(() => {
          const tickets = input.tickets.map((ref) => documentBySecret(ctx, 'tickets', ref._id, ref.secret, 'Ticket'));
          // Another shop's tickets are as unknown to this customer as missing ones.
          if (tickets.some((ticket) => ticket.sellerId !== customer.sellerId)) throw notFound('Ticket');
          if (tickets.some((ticket) => ticket.claimed === true && ticket.customerId !== customer._id)) {
            throw coded(409, 'ticketAlreadyClaimed', 'A ticket was claimed by another customer');
          }
          const date = ctx.now().toISOString();
          return tickets.map((ticket) => {
            if (ticket.claimed === true) return ticket;
            const claimed: Ticket = {
              ...ticket,
              claimed: true,
              customerId: customer._id,
              history: [...(ticket.history ?? []), { type: 'updated', date, data: { claimedBy: customer._id } }],
            };
            ctx.store.put('tickets', claimed, { sellerId: claimed.sellerId ?? '', customerId: customer._id, eventId: claimed.eventId });
            return claimed;
          });
        }),
      );
    },
  },
];
