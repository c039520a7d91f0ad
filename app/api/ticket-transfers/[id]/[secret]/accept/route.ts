import { acceptTicketTransfer } from '@/lib/operations/transfers';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { ticketing } from '@/lib/ticketing/server';
import * as transfers from '@/lib/ticketing/transfers';

/** Whoever holds the mailed link accepts, in the name they give (spec 02 §5); no login needed. */
export const POST = route(acceptTicketTransfer)(async ({ params, input }) => {
  const accepted = orRefuse(await transfers.acceptTicketTransfer(ticketing(), params.id, { secret: params.secret, ...input }));
  return { id: accepted._id, status: accepted.status };
});
