import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { coded, notFound } from '../http/errors.ts';
import { dataFieldScopeSchema } from '../../ticketing/schemas/data-field.ts';
import { appliesToTicketType } from '../../domain/data-field-rules.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { sellerDataFields } from '../services/data-fields.ts';
import { personalizeTicket } from '../services/personalize.ts';

/** Data fields and ticket personalization (spec 02 §7 "Personalization and data fields"). */

const resolveQuerySchema = z.object({
  sellerId: z.string().min(1),
  eventId: z.string().min(1).optional(),
  ticketTypeId: z.string().min(1).optional(),
  scope: dataFieldScopeSchema.optional(),
  // Definitions carry one language in the sandbox; accepted for the contract.
  locale: z.string().optional(),
});

const personalizeSchema = z.object({
  firstname: z.string().max(200).nullish(),
  lastname: z.string().max(200).nullish(),
  extraFields: z.record(z.string().max(100), z.unknown()).optional(),
});

export const personalizationRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/data-fields/resolve',
    handle: ({ url, ctx }) => {
      const query = parseOr400(resolveQuerySchema, queryObject(url));
      if (query.eventId) {
        const event = ctx.store.get('events', query.eventId);
        if (!event || event.sellerId !== query.sellerId) throw coded(404, 'eventNotFound', 'Event not found');
        if (query.ticketTypeId && !event.tickets?.some((type) => type._id === query.ticketTypeId)) throw notFound('Ticket type');
      }
      // Ticket fields that name ticket types apply only to those; the others (and other scopes) to all.
      const fields = sellerDataFields(ctx, query.sellerId, query.scope).filter(
        (field) => field.scope !== 'TICKET' || query.ticketTypeId === undefined || appliesToTicketType(field, query.ticketTypeId),
      );
      return json(fields);
    },
  },
  {
    method: 'POST',
    path: '/api/tickets/personalize/:ticketId/:secret',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, personalizeSchema);
      return json(ctx.store.transaction(() => personalizeTicket(ctx, documentBySecret(ctx, 'tickets', params.ticketId ?? '', params.secret, 'Ticket'), input)));
    },
  },
];
