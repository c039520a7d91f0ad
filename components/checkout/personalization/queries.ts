import { queryOptions } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/lib/operations/call';
import { getCartTickets } from '@/lib/operations/cart';
import { getDataFields, getTicket } from '@/lib/operations/personalization';
import type { DataFieldScope } from '@/lib/ticketing/schemas/data-field';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';

/** The reads of step 2's personalization, shared by the list, the modal and the pay flow. */

export const cartTicketsQuery = (seller: string) =>
  queryOptions({
    queryKey: queryKeyOf(getCartTickets, { params: { seller } }),
    queryFn: ({ signal }) => call(getCartTickets, { params: { seller }, signal }).then((answer) => answer.tickets),
  });

export interface DataFieldQuery {
  eventId: string;
  ticketTypeId?: string | undefined;
  scope: DataFieldScope;
}

export const dataFieldsQuery = (seller: string, query: DataFieldQuery) => {
  const input = { eventId: query.eventId, scope: query.scope, ...(query.ticketTypeId ? { ticketTypeId: query.ticketTypeId } : {}) };
  return queryOptions({
    queryKey: queryKeyOf(getDataFields, { params: { seller }, input }),
    queryFn: ({ signal }) => call(getDataFields, { params: { seller }, input, signal }).then((answer) => answer.fields),
    staleTime: 5 * 60_000,
  });
};

export const ticketQuery = (ticket: Pick<Ticket, '_id' | 'secret'>) =>
  queryOptions({
    queryKey: ['ticket', ticket._id],
    queryFn: ({ signal }) => call(getTicket, { params: { id: ticket._id, secret: ticket.secret ?? '' }, signal }).then((answer) => answer.ticket),
  });
