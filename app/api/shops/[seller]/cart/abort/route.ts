import { abortCart } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { customerTokenOf, requiredCartOf, shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { abortCheckout } from '@/lib/ticketing/checkouts';

export const POST = route(abortCart)(async ({ params, url }) => {
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const { ref } = await requiredCartOf(seller, url, token);
  return { cart: orRefuse(await abortCheckout(ticketing(), ref.checkoutId, ref.secret, token)) };
});
