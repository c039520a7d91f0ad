import { removeFromCart } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { customerTokenOf, requiredCartOf, shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { removeFromCheckout } from '@/lib/ticketing/checkouts';

export const POST = route(removeFromCart)(async ({ params, input, url }) => {
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const { ref } = await requiredCartOf(seller, url, token);
  const result = orRefuse(await removeFromCheckout(ticketing(), ref.checkoutId, ref.secret, { lineId: input.lineId, confirm: input.confirm === true }, token));
  if ('confirmationRequired' in result) throw refuse(409, 'confirmationRequired', { lines: result.confirmationRequired });
  return { cart: result.removed };
});
