import { getCart } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { currentCartOf, customerTokenOf, shopOf } from '@/lib/http/route-steps';

export const GET = route(getCart)(async ({ params, url }) => {
  const seller = await shopOf(params.seller);
  const cart = await currentCartOf(seller, url, await customerTokenOf(seller));
  return { cart: cart?.checkout ?? null };
});
