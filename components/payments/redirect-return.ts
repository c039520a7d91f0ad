import type { PendingPayment } from './pending-payment';
import { verifyAndSettle } from './settle';
import type { PaymentOutcome, StartedPayment } from './types';

/**
 * Returning from a provider's page (spec 02 §4): a redirect result (Adyen, the sandbox gateway), a
 * payment intent or setup intent (Stripe), a source, or a paymentFailed flag in the URL query
 * triggers handling. These are the parameters, and the provider's companions that go with them.
 */
export const RETURN_PARAMS = [
  'redirectResult',
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'redirect_status',
  'source',
  'client_secret',
  'livemode',
  'paymentFailed',
  // The sandbox gateway names its payment request on the way back.
  'paymentRequestId',
] as const;

export type RedirectReturn =
  | { kind: 'failed' }
  | { kind: 'redirectResult'; value: string }
  | { kind: 'paymentIntent'; value: string; clientSecret?: string | undefined; redirectStatus?: string | undefined }
  | { kind: 'setupIntent'; value: string }
  | { kind: 'source'; value: string };

export function readRedirectReturn(search: string): RedirectReturn | undefined {
  const params = new URLSearchParams(search);
  const failedFlag = params.get('paymentFailed');
  if (failedFlag !== null && failedFlag !== 'false') return { kind: 'failed' };
  const redirectResult = params.get('redirectResult');
  if (redirectResult) return { kind: 'redirectResult', value: redirectResult };
  const paymentIntent = params.get('payment_intent');
  if (paymentIntent) {
    return { kind: 'paymentIntent', value: paymentIntent, clientSecret: params.get('payment_intent_client_secret') ?? undefined, redirectStatus: params.get('redirect_status') ?? undefined };
  }
  const setupIntent = params.get('setup_intent');
  if (setupIntent) return { kind: 'setupIntent', value: setupIntent };
  const source = params.get('source');
  if (source) return { kind: 'source', value: source };
  return undefined;
}

/** The URL without the provider's parameters (handled once; a reload must not verify again). */
export function stripReturnParams(href: string): string {
  const url = new URL(href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Redirect statuses after which Stripe may still be settling the payment (spec 02 §4). */
const SETTLING_STATUSES = ['succeeded', 'pending', 'requires_capture', 'processing'];

/** Verifies the payment a redirect left open and reports the outcome. */
export async function completeRedirectReturn(input: {
  found: RedirectReturn;
  pending: PendingPayment | undefined;
  locale: string;
  onOutcome: (outcome: PaymentOutcome) => void;
}): Promise<void> {
  const { found, pending, onOutcome } = input;
  if (found.kind === 'failed' || !pending) return onOutcome({ status: 'failed' });
  const payment: StartedPayment = { paymentRequest: { _id: pending.paymentRequestId, secret: pending.secret, amount: 0, currency: '' }, processor: { reference: '' } };
  if (found.kind === 'redirectResult') return verifyAndSettle(payment, pending.gatewayId, { redirectResult: found.value }, onOutcome);
  if (found.kind === 'setupIntent') return verifyAndSettle(payment, pending.gatewayId, { setupIntentId: found.value }, onOutcome);
  if (found.kind === 'source') return verifyAndSettle(payment, pending.gatewayId, { source: found.value }, onOutcome);

  if (found.redirectStatus && !SETTLING_STATUSES.includes(found.redirectStatus)) return onOutcome({ status: 'failed' });
  const clientSecret = found.clientSecret ?? pending.clientSecret;
  // Stripe.js only loads for a Stripe return; it polls the payment intent while the server waits for it.
  const { loadStripeJs, verifyStripePayment } = await import('./StripePaymentForm');
  const stripe = pending.publicKey ? await loadStripeJs(pending.publicKey, input.locale).catch(() => null) : null;
  if (!stripe || !clientSecret) return verifyAndSettle(payment, pending.gatewayId, { paymentIntentId: found.value }, (outcome) => onOutcome(outcome));
  return verifyStripePayment({ stripe, payment, gatewayId: pending.gatewayId, clientSecret, paymentIntentId: found.value, onOutcome });
}
