import { getCartTickets } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { currentCartOf, customerTokenOf, shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { getCheckoutTickets } from '@/lib/ticketing/checkouts';

export const GET = route(getCartTickets)(async ({ params, url }) => {
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const cart = await currentCartOf(seller, url, token);
  if (!cart) return { tickets: [] };
  return { tickets: orRefuse(await getCheckoutTickets(ticketing(), cart.ref.checkoutId, cart.ref.secret, token)).docs };
});
