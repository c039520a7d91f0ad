import { getTicket } from '@/lib/operations/personalization';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { ticketing } from '@/lib/ticketing/server';
import { getTicket as readTicket } from '@/lib/ticketing/tickets';

export const GET = route(getTicket)(async ({ params }) => ({ ticket: orUnknownLink(await readTicket(ticketing(), params.id, params.secret), 'ticket') }));
