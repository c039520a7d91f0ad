import { declineBundle } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { customerTokenOf, requiredCartOf, shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { declineBundleOffer } from '@/lib/ticketing/checkouts';

export const POST = route(declineBundle)(async ({ params, input, url }) => {
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const { ref } = await requiredCartOf(seller, url, token);
  return { cart: orRefuse(await declineBundleOffer(ticketing(), ref.checkoutId, ref.secret, { bundleId: input.bundleId, triggeredBy: input.triggeredBy }, token)) };
});
