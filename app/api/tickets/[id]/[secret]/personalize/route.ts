import { personalizeTicket } from '@/lib/operations/personalization';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { ticketing } from '@/lib/ticketing/server';
import { personalizeTicket as personalize } from '@/lib/ticketing/personalization';

/** The ticketing API validates the fields; its field codes pass through. */
export const POST = route(personalizeTicket)(async ({ params, input }) => ({ ticket: orRefuse(await personalize(ticketing(), params.id, params.secret, input)) }));
