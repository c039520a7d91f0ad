import type { PaymentGateway } from '../ticketing/schemas/payment-gateway.ts';
import { json, operation } from './define.ts';

/** Paying (ADR 0009). The amount is never sent by the browser: the server computes it. */

/** Where the order page of a paid checkout is (/transaction/{tid}/{secret}). */
export interface TransactionRef {
  tid: string;
  secret: string;
}

/** A payment request to complete with a gateway's form. */
export interface StartedPayment {
  paymentRequest: { _id: string; secret: string; amount: number; currency: string };
  processor: { reference: string; redirectUrl?: string | null | undefined; data?: { clientSecret?: string | undefined; sessionData?: string | undefined } | undefined };
}

export type VerifyAnswer =
  | { status: 'succeeded'; transaction: TransactionRef }
  | { status: 'requiresAction'; redirectUrl: string }
  | { status: 'failed'; message?: string; code?: 'cardDeclined' | 'cvcIncorrect' | 'paymentNotAuthorized' | 'paymentNotVerified' };

/** The gateways the shop takes online payments with; secrets, entitlements and organisation stay on the server. */
export const getPaymentGateways = operation({
  method: 'GET',
  path: '/api/shops/[seller]/payment-gateways',
  answer: json<{ gateways: PaymentGateway[] }>(),
});

/**
 * Verifies a payment request with what the gateway's form produced (test gateway: card number,
 * expiry and CVC, or the bank page's redirectResult). A declined card is an answer, not a refusal.
 */
export const verifyPayment = operation({
  method: 'POST',
  path: '/api/payments/[id]/verify',
  input: () => import('./payments.inputs.ts').then((m) => m.verifyPaymentInput),
  answer: json<VerifyAnswer>(),
  errors: ['paymentRequestNotFound', 'paymentRequestClosed', 'amountChanged', 'invalidRedirectResult'],
});
