import { cancelTicketTransfer } from '@/lib/operations/transfers';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { rejectTicketTransfer } from '@/lib/ticketing/transfers';
import { findPendingSentTransfer } from '@/lib/ticketing/sent-transfers';

/**
 * Only a pending transfer the session customer sent can be withdrawn: anyone else's, an answered
 * one and an unknown id are all the same 404. The rejection uses the transfer's secret, which the
 * sender's own list holds (spec 02 §7 reject with secret).
 */
export const POST = route(cancelTicketTransfer)(async ({ params }) => {
  const { token } = await customerOf(await accountShopOf(params.seller));
  const client = ticketing();
  const transfer = orRefuse(await findPendingSentTransfer(client, params.id, token));
  if (!transfer?.secret) throw refuse(404, 'transferNotFound', undefined, 'Ticket transfer not found');
  const canceled = orRefuse(await rejectTicketTransfer(client, transfer._id, transfer.secret));
  return { id: canceled._id, status: canceled.status };
});
