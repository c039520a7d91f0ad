import { rejectTicketTransfer } from '@/lib/operations/transfers';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { ticketing } from '@/lib/ticketing/server';
import * as transfers from '@/lib/ticketing/transfers';

/** The recipient refuses, or the sender withdraws, by the transfer's secret. */
export const POST = route(rejectTicketTransfer)(async ({ params }) => {
  const rejected = orRefuse(await transfers.rejectTicketTransfer(ticketing(), params.id, params.secret));
  return { id: rejected._id, status: rejected.status };
});
