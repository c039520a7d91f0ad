import { startCartPayment } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { invalidInput, orRefuse, refuse } from '@/lib/http/refusal';
import { customerTokenOf, requiredCartOf, shopOf } from '@/lib/http/route-steps';
import { isSameOriginPath } from '@/lib/cart/return-path';
import { ticketing } from '@/lib/ticketing/server';
import { completeFreeCheckout } from '@/lib/ticketing/checkouts';
import { createPaymentRequest, getPaymentProcessor } from '@/lib/ticketing/payments';

/** A double click gets the same payment request; a free order completes without one. */
export const POST = route(startCartPayment)(async ({ params, input, url }) => {
  if (!isSameOriginPath(input.returnUrl)) throw invalidInput({ returnUrl: ['invalid'] });
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const { ref, checkout } = await requiredCartOf(seller, url, token);
  if (checkout.status !== 'open') throw refuse(409, checkout.status === 'expired' ? 'checkoutExpired' : 'checkoutClosed');
  const lines = (checkout.items ?? []).flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])]);
  if (lines.length === 0) throw refuse(409, 'emptyCart');

  const client = ticketing();
  if ((checkout.realPrice ?? 0) === 0) {
    return { completed: orRefuse(await completeFreeCheckout(client, ref.checkoutId, ref.secret, token)).transaction };
  }
  const paymentRequest = orRefuse(await createPaymentRequest(client, ref.checkoutId, { secret: ref.secret, paymentGatewayId: input.paymentGatewayId }, token));
  const processor = orRefuse(
    await getPaymentProcessor(client, paymentRequest._id, { secret: paymentRequest.secret ?? '', paymentGatewayId: input.paymentGatewayId, returnUrl: input.returnUrl }),
  );
  return {
    paymentRequest: { _id: paymentRequest._id, secret: paymentRequest.secret ?? '', amount: paymentRequest.amount ?? 0, currency: paymentRequest.currency ?? checkout.currency ?? 'EUR' },
    processor,
  };
});
