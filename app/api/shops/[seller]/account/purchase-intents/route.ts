import { listPurchaseIntents } from '@/lib/operations/purchase-intents';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { listContextOf } from '@/lib/http/route-steps';
import { loadPurchaseIntentPage } from '@/lib/account/lists';

export const GET = route(listPurchaseIntents)(async ({ params, input }) => orRefuse(await loadPurchaseIntentPage(await listContextOf(params.seller), input)));
