import { startPaymentSchema } from '@/lib/cart/inputs';
import { checkoutErrorResponse, crossSite, currentCart, customerTokenFor, isSameOriginPath, jsonBody, okJson, reasonJson, shopOf } from '@/lib/cart/route-support';
import { ticketing } from '@/lib/ticketing/server';
import { completeFreeCheckout } from '@/lib/ticketing/checkouts';
import { createPaymentRequest, getPaymentProcessor } from '@/lib/ticketing/payments';

/**
 * POST /api/shops/{seller}/cart/payment `{ paymentGatewayId, returnUrl }`: starts paying the cart.
 * The ticketing API opens the payment request for the amount it computed (the browser never sends
 * one; a double click gets the same request), then the gateway's processor session. Answers
 * `{ paymentRequest: { _id, secret, amount, currency }, processor: { reference, data } }`, or
 * `{ completed: { tid, secret } }` for a free order, which completes without a payment.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSite(request);
  if (refused) return refused;
  const input = await jsonBody(request, startPaymentSchema);
  if (!input.ok) return input.response;
  if (!isSameOriginPath(input.data.returnUrl)) return reasonJson(400, 'invalidInput', { errors: { returnUrl: ['invalid'] } });
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const token = await customerTokenFor(shop.seller._id);
  const cart = await currentCart(shop.seller, new URL(request.url), token);
  if (!cart.ok) return cart.response;
  if (!cart.cart) return reasonJson(404, 'noCart');
  const { ref, checkout } = cart.cart;
  if (checkout.status !== 'open') return reasonJson(409, checkout.status === 'expired' ? 'checkoutExpired' : 'checkoutClosed');
  const lines = (checkout.items ?? []).flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])]);
  if (lines.length === 0) return reasonJson(409, 'emptyCart');

  const client = ticketing();
  if ((checkout.realPrice ?? 0) === 0) {
    const completed = await completeFreeCheckout(client, ref.checkoutId, ref.secret, token);
    if (!completed.ok) return checkoutErrorResponse(completed.error);
    return okJson({ completed: completed.data.transaction });
  }

  const created = await createPaymentRequest(client, ref.checkoutId, { secret: ref.secret, paymentGatewayId: input.data.paymentGatewayId }, token);
  if (!created.ok) return checkoutErrorResponse(created.error);
  const paymentRequest = created.data;
  const processor = await getPaymentProcessor(client, paymentRequest._id, {
    secret: paymentRequest.secret ?? '',
    paymentGatewayId: input.data.paymentGatewayId,
    returnUrl: input.data.returnUrl,
  });
  if (!processor.ok) return checkoutErrorResponse(processor.error);
  return okJson({
    paymentRequest: { _id: paymentRequest._id, secret: paymentRequest.secret ?? '', amount: paymentRequest.amount ?? 0, currency: paymentRequest.currency ?? checkout.currency ?? 'EUR' },
    processor: processor.data,
  });
}
