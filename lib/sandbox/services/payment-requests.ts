import type { SandboxContext } from '../context.ts';
import type { PaymentRequest } from '../../ticketing/schemas/payment-request.ts';

/** Payment requests of a checkout (spec 02 §3-4): NEW until they succeed or are canceled. */
export function paymentRequestsOfCheckout(ctx: SandboxContext, checkoutId: string): PaymentRequest[] {
  return ctx.db
    .prepare(`SELECT body FROM documents WHERE collection = 'paymentRequests' AND json_extract(body, '$.checkoutId') = ? ORDER BY created_at, id`)
    .all(checkoutId)
    .map((row) => JSON.parse(String(row.body)) as PaymentRequest);
}

export function openPaymentRequests(ctx: SandboxContext, checkoutId: string): PaymentRequest[] {
  return paymentRequestsOfCheckout(ctx, checkoutId).filter((request) => request.status === 'new');
}

export function cancelPaymentRequest(ctx: SandboxContext, request: PaymentRequest): PaymentRequest {
  return ctx.store.put('paymentRequests', { ...request, status: 'canceled' });
}

/** A checkout that changes state (expired, aborted) can no longer be paid by what was opened for it. */
export function cancelOpenPaymentRequests(ctx: SandboxContext, checkoutId: string): void {
  for (const request of openPaymentRequests(ctx, checkoutId)) cancelPaymentRequest(ctx, request);
}
