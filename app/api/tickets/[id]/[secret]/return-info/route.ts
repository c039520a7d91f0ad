import { getReturnInfo } from '@/lib/operations/ticket-return';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { returnSecrets } from '@/lib/http/return-secrets';
import { ticketing } from '@/lib/ticketing/server';
import { getReturnInfo as readReturnInfo } from '@/lib/ticketing/ticket-returns';

export const GET = route(getReturnInfo)(async ({ params }) => {
  const client = ticketing();
  return orUnknownLink(await readReturnInfo(client, params.id, await returnSecrets(client, params.id, params.secret)), 'ticket');
});
