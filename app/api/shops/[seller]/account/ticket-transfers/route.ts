import { listTicketTransfers } from '@/lib/operations/transfers';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { listContextOf } from '@/lib/http/route-steps';
import { loadTransferPage } from '@/lib/account/lists';

export const GET = route(listTicketTransfers)(async ({ params, input }) => orRefuse(await loadTransferPage(await listContextOf(params.seller), input)));
