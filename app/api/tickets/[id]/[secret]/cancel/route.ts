import { cancelTicket } from '@/lib/operations/cancellation';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { refuse } from '@/lib/http/refusal';
import { ticketing } from '@/lib/ticketing/server';
import { invalidateTicket } from '@/lib/ticketing/ticket-cancellation';

/** An answer without the ticket's id is a failed cancellation (spec 02 §8), not a success. */
export const POST = route(cancelTicket)(async ({ params }) => {
  const answer = orUnknownLink(await invalidateTicket(ticketing(), params.id, params.secret), 'ticket');
  if (!answer._id) throw refuse(502, 'cancellationFailed');
  return { ticketId: answer._id };
});
