import { cancelResellOffer } from '@/lib/operations/resale';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as resale from '@/lib/ticketing/resale';

/** The API refuses anyone else's offer. */
export const POST = route(cancelResellOffer)(async ({ params }) => {
  const { token } = await customerOf(await accountShopOf(params.seller));
  const canceled = orRefuse(await resale.cancelResellOffer(ticketing(), params.id, token));
  return { id: canceled._id, status: canceled.status };
});
