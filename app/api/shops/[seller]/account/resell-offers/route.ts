import { listResellOffers } from '@/lib/operations/resale';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { listContextOf } from '@/lib/http/route-steps';
import { loadResellOfferPage } from '@/lib/account/lists';

export const GET = route(listResellOffers)(async ({ params, input }) => orRefuse(await loadResellOfferPage(await listContextOf(params.seller), input)));
