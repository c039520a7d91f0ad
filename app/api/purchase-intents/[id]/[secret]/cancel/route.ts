import { cancelPurchaseIntent } from '@/lib/operations/purchase-intents';
import { route } from '@/lib/http/route';
import { orIntentNotFound } from '@/lib/http/purchase-intent-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as intents from '@/lib/ticketing/purchase-intents';

/** Cancels an intent by its link when its cancellation strategy allows it (409 purchaseIntentNotCancellable otherwise). */
export const POST = route(cancelPurchaseIntent)(async ({ params }) => {
  const canceled = orIntentNotFound(await intents.cancelPurchaseIntent(ticketing(), params.id, params.secret));
  return { id: canceled._id, status: canceled.status };
});
