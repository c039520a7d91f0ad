import { rejectTicketTransfer } from '@/lib/operations/transfers';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { ticketing } from '@/lib/ticketing/server';
import * as transfers from '@/lib/ticketing/transfers';

/** The recipient refuses, or the sender withdraws, by the transfer's secret. */
export const POST = route(rejectTicketTransfer)(async ({ params }) => {
  const rejected = orUnknownLink(await transfers.rejectTicketTransfer(ticketing(), params.id, params.secret), 'ticketTransfer');
  return { id: rejected._id, status: rejected.status };
});
