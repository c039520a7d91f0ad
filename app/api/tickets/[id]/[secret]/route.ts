import { getTicket } from '@/lib/operations/personalization';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { ticketing } from '@/lib/ticketing/server';
import { getTicket as readTicket } from '@/lib/ticketing/tickets';

export const GET = route(getTicket)(async ({ params }) => ({ ticket: orRefuse(await readTicket(ticketing(), params.id, params.secret)) }));
