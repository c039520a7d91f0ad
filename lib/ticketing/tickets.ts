import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { ticketSchema } from './schemas/ticket.ts';
import { eventSchema } from './schemas/event.ts';
import { pageOf } from './schemas/common.ts';

/** Answer of "get my tickets": every ticket of the customer (by event start) and those events. */
export const myTicketsResponseSchema = z.object({
  tickets: z.array(ticketSchema),
  events: z.array(eventSchema),
});
export type MyTicketsResponse = z.infer<typeof myTicketsResponseSchema>;

export interface MyTicketsQuery {
  locale: string;
  /** Only the tickets of these events (the listing's filter name, spec 02 §7). */
  eventIds?: readonly string[] | undefined;
  /** Only tickets sold in a package. */
  packaged?: boolean | undefined;
}

export function getMyTickets(client: TicketingClient, query: MyTicketsQuery, customerToken: string) {
  return client.request({
    path: '/api/customers/me/tickets',
    query: { locale: query.locale, eventIds: query.eventIds, packaged: query.packaged ? true : undefined },
    schema: myTicketsResponseSchema,
    customerToken,
  });
}

/**
 * One event the customer holds tickets of, with how many in each status (ADR 0011: the UI
 * decides which statuses it shows). Not in the spec: the tickets page reads these instead of
 * every ticket, and an event's tickets when its viewer opens.
 */
export const myTicketEventSchema = z.object({
  event: eventSchema,
  countsByStatus: z.record(z.string(), z.number().int().nonnegative()),
});
export type MyTicketEvent = z.infer<typeof myTicketEventSchema>;
export const myTicketEventPageSchema = pageOf(myTicketEventSchema);

/** The events of the customer's tickets, earliest first; `top` up to 1000 (spec 02 §9). */
export function listMyTicketEvents(client: TicketingClient, query: { locale: string; skip: number; top: number }, customerToken: string) {
  return client.request({ path: '/api/customers/me/ticket-events', query, schema: myTicketEventPageSchema, customerToken });
}

/** GET /api/tickets/{id}/{secret} (spec 02 §7): one ticket by its secret. */
export function getTicket(client: TicketingClient, ticketId: string, secret: string) {
  return client.request({ path: apiPath`/api/tickets/${ticketId}/${secret}`, schema: ticketSchema });
}
