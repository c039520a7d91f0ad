import { personalizeTicket } from '@/lib/operations/personalization';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { ticketing } from '@/lib/ticketing/server';
import { personalizeTicket as personalize } from '@/lib/ticketing/personalization';

/** The ticketing API validates the fields; its field codes pass through. */
export const POST = route(personalizeTicket)(async ({ params, input }) => ({ ticket: orUnknownLink(await personalize(ticketing(), params.id, params.secret, input), 'ticket') }));
