import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { dataFieldSchema, type DataFieldScope } from './schemas/data-field.ts';

export const dataFieldListSchema = z.array(dataFieldSchema);

/** GET /api/data-fields/resolve (spec 02 §7): the data fields that apply to an event, ticket type and scope. */
export function resolveDataFields(
  client: TicketingClient,
  query: { sellerId: string; eventId?: string | undefined; ticketTypeId?: string | undefined; scope?: DataFieldScope | undefined; locale?: string | undefined },
) {
  return client.request({
    path: '/api/data-fields/resolve',
    query: { sellerId: query.sellerId, eventId: query.eventId, ticketTypeId: query.ticketTypeId, scope: query.scope, locale: query.locale },
    schema: dataFieldListSchema,
  });
}
