import { startCartPayment } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { invalidInput, orRefuse, refuse } from '@/lib/http/refusal';
import { customerTokenOf, requiredCartOf, shopOf } from '@/lib/http/route-steps';
import { isSameOriginPath } from '@/lib/cart/return-path';
import { ticketing } from '@/lib/ticketing/server';
import { completeFreeCheckout } from '@/lib/ticketing/checkouts';
import { createPaymentRequest, getPaymentProcessor } from '@/lib/ticketing/payments';
import { selectPaymentRequestOption } from '@/lib/ticketing/payment-plans';

/** A double click gets the same payment request; a free order completes without one. */
export const POST = route(startCartPayment)(async ({ params, input, url }) => {
  if (!isSameOriginPath(input.returnUrl)) throw invalidInput({ returnUrl: ['invalid'] });
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  // Saving a card needs a login in a shop that keeps payment methods (spec 02 §6): refused before anything is opened.
  if (input.storePaymentMethod && (!token || !seller.features?.customerPaymentMethods)) throw refuse(403, 'storePaymentMethodNotAllowed');
  const { ref, checkout } = await requiredCartOf(seller, url, token);
  if (checkout.status !== 'open') throw refuse(409, checkout.status === 'expired' ? 'checkoutExpired' : 'checkoutClosed');
  const lines = (checkout.items ?? []).flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])]);
  if (lines.length === 0) throw refuse(409, 'emptyCart');

  const client = ticketing();
  if ((checkout.realPrice ?? 0) === 0) {
    return { completed: orRefuse(await completeFreeCheckout(client, ref.checkoutId, ref.secret, token)).transaction };
  }
  const opened = orRefuse(await createPaymentRequest(client, ref.checkoutId, { secret: ref.secret, paymentGatewayId: input.paymentGatewayId }, token));
  // Paying by instalments charges what the option's schedule asks at checkout; an earlier choice is undone when paying in full.
  const option = input.paymentOption ?? (opened.paymentOptionSelection?.paymentOptionId ? null : undefined);
  const paymentRequest =
    option === undefined
      ? opened
      : orRefuse(await selectPaymentRequestOption(client, opened._id, { secret: opened.secret ?? '', paymentStrategyId: option?.paymentStrategyId ?? null, paymentOptionId: option?.paymentOptionId ?? null }));
  const processor = orRefuse(
    await getPaymentProcessor(client, paymentRequest._id, {
      secret: paymentRequest.secret ?? '',
      paymentGatewayId: input.paymentGatewayId,
      returnUrl: input.returnUrl,
      ...(input.storePaymentMethod ? { storePaymentMethod: true } : {}),
    }),
  );
  return {
    paymentRequest: { _id: paymentRequest._id, secret: paymentRequest.secret ?? '', amount: paymentRequest.amount ?? 0, currency: paymentRequest.currency ?? checkout.currency ?? 'EUR' },
    processor,
  };
});
