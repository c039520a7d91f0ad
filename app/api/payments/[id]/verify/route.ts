import { verifyPaymentSchema } from '@/lib/cart/inputs';
import { checkoutErrorResponse, crossSite, jsonBody, okJson, reasonJson } from '@/lib/cart/route-support';
import { validateCardInput } from '@/lib/domain/test-cards';
import { ticketing } from '@/lib/ticketing/server';
import { verifyPaymentRequest } from '@/lib/ticketing/payments';

/**
 * POST /api/payments/{id}/verify `{ secret, paymentGatewayId, data }` (test gateway data: card
 * number, expiry and CVC, or the redirectResult of the bank's page). Answers
 * `{ status: 'succeeded', transaction: { tid, secret } }`, `{ status: 'requiresAction', redirectUrl }`
 * or `{ status: 'failed', message, code }` with code cardDeclined / paymentNotAuthorized / paymentNotVerified.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = crossSite(request);
  if (refused) return refused;
  const input = await jsonBody(request, verifyPaymentSchema);
  if (!input.ok) return input.response;
  const { data } = input.data;
  if (data.redirectResult === undefined) {
    const errors = validateCardInput(data, new Date());
    if (Object.keys(errors).length > 0) {
      return reasonJson(400, 'invalidInput', { errors: Object.fromEntries(Object.entries(errors).map(([field, code]) => [`data.${field}`, [code]])) });
    }
  }

  const result = await verifyPaymentRequest(ticketing(), (await params).id, input.data);
  if (!result.ok) return checkoutErrorResponse(result.error);
  const answer = result.data;
  if (answer.status === 'succeeded' && answer.transaction) return okJson({ status: 'succeeded', transaction: answer.transaction });
  if (answer.action?.type === 'redirect') return okJson({ status: 'requiresAction', redirectUrl: answer.action.url });
  const code = answer.declined ? 'cardDeclined' : answer.status === 'canceled' ? 'paymentNotAuthorized' : 'paymentNotVerified';
  return okJson({ status: 'failed', message: code, code });
}
