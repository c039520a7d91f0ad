import type { EventTicketsView } from '../account/ticket-views.ts';
import { json, operation } from './define.ts';

/**
 * The tickets screen's event viewer (spec 01 §2 Tickets, spec 02 §2 ticket viewer): when it opens
 * it reads the session customer's tickets of that event, every status but reserved, with the
 * actions of them all. The page itself carries only the event cards (issue 9: events first). An
 * event the customer holds nothing of answers no tickets, whoever else holds some.
 */
export const getEventTickets = operation({
  method: 'GET',
  path: '/api/shops/[seller]/account/event-tickets/[eventId]',
  input: () => import('./account-tickets.inputs.ts').then((m) => m.eventTicketsInput),
  answer: json<EventTicketsView>(),
  errors: ['notVerified'],
});
