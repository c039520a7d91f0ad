import { ApiError } from '@/lib/operations/call';
import { redirectTo } from './navigation';
import { call } from '@/lib/operations/call';
import { verifyPayment } from '@/lib/operations/payments';
import type { PaymentOutcome, StartedPayment, VerifyAnswer } from './types';

/** A verification's answer as an outcome; requiresAction leaves for the provider's page (the pending payment was saved when it started). */
export function settleVerification(answer: VerifyAnswer, onOutcome: (outcome: PaymentOutcome) => void): void {
  if (answer.status === 'succeeded') onOutcome({ status: 'succeeded', transaction: answer.transaction });
  else if (answer.status === 'requiresAction') redirectTo(answer.redirectUrl);
  else onOutcome({ status: 'failed', message: answer.message });
}

/** What a failed call said: its reason code when it has one (texts: error-codes.ts), else its message. */
export function failureMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  return error.code ?? (error.message.startsWith('Request failed') ? undefined : error.message);
}

/** POST /api/payments/{id}/verify with the gateway's data, then settle. */
export async function verifyAndSettle(payment: StartedPayment, gatewayId: string, data: Record<string, unknown>, onOutcome: (outcome: PaymentOutcome) => void): Promise<void> {
  try {
    const answer = await call(verifyPayment, { params: { id: payment.paymentRequest._id }, input: { secret: payment.paymentRequest.secret, paymentGatewayId: gatewayId, data } });
    settleVerification(answer, onOutcome);
  } catch (error) {
    onOutcome({ status: 'failed', message: failureMessage(error) });
  }
}
