import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, queryObject } from '../http/respond.ts';
import { coded } from '../http/errors.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { NO_ACTIONS_LEFT } from '../services/ticket-issue.ts';
import { availabilityChanged } from '../services/catalog-changes.ts';
import { cancellationRefusal } from '../../domain/ticket-cancellation.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';

/**
 * POST /api/tickets/{id}/invalidate?secret (spec 02 §7 Cancel): the holder cancels a ticket. The
 * ticket becomes invalid with an `invalidated` history entry and can do nothing more; a refused
 * cancellation changes nothing. The answer is the ticket's `_id`.
 */

const secretOf = (url: URL) => z.string().optional().catch(undefined).parse(queryObject(url).secret);

export const ticketCancellationRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/tickets/:id/invalidate',
    handle: ({ url, params, ctx }) =>
      json(
        ctx.store.transaction(() => {
          const ticket = documentBySecret(ctx, 'tickets', params.id ?? '', secretOf(url), 'Ticket');
          const event = ctx.store.get('events', ticket.eventId);
          const refusal = cancellationRefusal({ ticket, eventStart: ticket.slotStartTime ?? event?.start ?? ctx.now(), now: ctx.now() });
          if (refusal) throw coded(409, 'ticketNotCancellable', 'The ticket cannot be cancelled', { reason: refusal });
          const date = ctx.now().toISOString();
          const cancelled: Ticket = {
            ...ticket,
            status: 'invalid',
            ...NO_ACTIONS_LEFT,
            history: [...(ticket.history ?? []), { type: 'invalidated', date, data: { reason: 'cancelled' } }],
          };
          ctx.store.put('tickets', cancelled);
          availabilityChanged(ctx, [cancelled.eventId]);
          return { _id: cancelled._id };
        }),
      ),
  },
];
