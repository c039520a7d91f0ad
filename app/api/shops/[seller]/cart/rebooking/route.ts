import { getCartRebooking } from '@/lib/operations/rebooking';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { cartOf } from '@/lib/cart/server';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { getRebookingInfo } from '@/lib/ticketing/rebooking';

/** A cart that is not a rebooking (the API's 404) is simply none. */
export const GET = route(getCartRebooking)(async ({ params }) => {
  const seller = await shopOf(params.seller);
  const ref = await cartOf(seller._id);
  if (!ref) return { rebooking: null };
  const result = await getRebookingInfo(ticketing(), ref.checkoutId, ref.secret);
  if (!result.ok && result.error.kind === 'http' && (result.error.status === 404 || result.error.status === 403)) return { rebooking: null };
  return { rebooking: orRefuse(result) };
});
