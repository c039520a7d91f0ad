import { acceptTicketTransfer } from '@/lib/operations/transfers';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { ticketing } from '@/lib/ticketing/server';
import * as transfers from '@/lib/ticketing/transfers';

/** Whoever holds the mailed link accepts, in the name they give (spec 02 §5); no login needed. */
export const POST = route(acceptTicketTransfer)(async ({ params, input }) => {
  const accepted = orUnknownLink(await transfers.acceptTicketTransfer(ticketing(), params.id, { secret: params.secret, ...input }), 'ticketTransfer');
  return { id: accepted._id, status: accepted.status };
});
