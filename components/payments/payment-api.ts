import { fetchJson } from '@/lib/api-client/fetch-json';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import type { StartedPayment, TransactionRef, VerifyAnswer } from './types';

/** Browser calls of paying (contract: docs/adr/0009). The amount is never sent: the server computes it. */

export const gatewaysQueryKey = (seller: string) => ['payment-gateways', seller] as const;

export const fetchGateways = (seller: string, signal?: AbortSignal) =>
  fetchJson<{ gateways: PaymentGateway[] }>(`/api/shops/${encodeURIComponent(seller)}/payment-gateways`, signal ? { signal } : {}).then((answer) => answer.gateways);

export type StartPaymentAnswer = StartedPayment | { completed: TransactionRef };

export const startCartPayment = (seller: string, input: { paymentGatewayId: string; returnUrl: string }) =>
  fetchJson<StartPaymentAnswer>(`/api/shops/${encodeURIComponent(seller)}/cart/payment`, { body: input });

export const verifyPayment = (paymentRequestId: string, input: { secret: string; paymentGatewayId: string; data: Record<string, unknown> }) =>
  fetchJson<VerifyAnswer>(`/api/payments/${encodeURIComponent(paymentRequestId)}/verify`, { body: input });
