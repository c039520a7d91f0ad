import { returnTicket } from '@/lib/operations/ticket-return';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { returnSecrets } from '@/lib/http/return-secrets';
import { ticketing } from '@/lib/ticketing/server';
import { returnTicket as giveBack } from '@/lib/ticketing/ticket-returns';

export const POST = route(returnTicket)(async ({ params }) => {
  const client = ticketing();
  return orUnknownLink(await giveBack(client, params.id, await returnSecrets(client, params.id, params.secret)), 'ticket');
});
