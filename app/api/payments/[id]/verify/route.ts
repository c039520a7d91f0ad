import { verifyPayment } from '@/lib/operations/payments';
import { route } from '@/lib/http/route';
import { invalidInput, orRefuse } from '@/lib/http/refusal';
import { validateCardInput } from '@/lib/domain/test-cards';
import { ticketing } from '@/lib/ticketing/server';
import { verifyPaymentRequest } from '@/lib/ticketing/payments';

export const POST = route(verifyPayment)(async ({ params, input }) => {
  const { data } = input;
  if (data.customerPaymentMethodId !== undefined) {
    // A saved card pays with its CVC only (spec 02 §5); whether it matches is the gateway's to say.
    const cvc = data.cvc?.trim() ?? '';
    if (!/^\d{3,4}$/.test(cvc)) throw invalidInput({ 'data.cvc': [cvc ? 'invalidCvc' : 'required'] });
  } else if (data.redirectResult === undefined) {
    const errors = validateCardInput(data, new Date());
    if (Object.keys(errors).length > 0) throw invalidInput(Object.fromEntries(Object.entries(errors).map(([field, code]) => [`data.${field}`, [code]])));
  }
  const answer = orRefuse(await verifyPaymentRequest(ticketing(), params.id, input));
  if (answer.status === 'succeeded' && answer.transaction) return { status: 'succeeded', transaction: answer.transaction };
  if (answer.action?.type === 'redirect') return { status: 'requiresAction', redirectUrl: answer.action.url };
  const code = answer.declined ? (answer.code === 'cvcIncorrect' ? 'cvcIncorrect' : 'cardDeclined') : answer.status === 'canceled' ? 'paymentNotAuthorized' : 'paymentNotVerified';
  return { status: 'failed', message: code, code };
});
