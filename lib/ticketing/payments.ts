import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { paymentGatewaysResponseSchema } from './schemas/payment-gateway.ts';
import { paymentProcessorResponseSchema, paymentRequestSchema, paymentRequestStatusSchema } from './schemas/payment-request.ts';
import { transactionRefSchema } from './checkouts.ts';

/** Paying a checkout (spec 02 §7 Payments): gateways, payment request, processor, verify. */

/**
 * Answer of verify: `succeeded` with the order, or still `new` with either a decline or an action
 * (a redirect to the bank), or `canceled` when the bank did not authorize.
 */
export const paymentVerificationSchema = z.object({
  status: paymentRequestStatusSchema,
  transaction: transactionRefSchema.optional(),
  declined: z.boolean().optional(),
  // Why a card was declined, where the gateway says (a saved card's CVC that does not match).
  code: z.string().optional(),
  message: z.string().optional(),
  action: z.object({ type: z.literal('redirect'), url: z.string().min(1) }).optional(),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

export const gatewayAuthorizationSchema = z.object({ redirectResult: z.string().min(1) });

/** The seller's active payment gateways (secrets never included). */
export function listPaymentGateways(client: TicketingClient, sellerId: string, channel: 'online' | 'pos' | 'subscription' = 'online') {
  return client.request({ path: apiPath`/api/public/sellers/${sellerId}/payment-gateways`, query: { channel }, schema: paymentGatewaysResponseSchema });
}

/** Opens (or answers the open) payment request of a checkout; its amount is the API's, never the caller's. */
export function createPaymentRequest(client: TicketingClient, checkoutId: string, input: { secret: string; paymentGatewayId: string }, customerToken?: string) {
  return client.request({ method: 'POST', path: apiPath`/api/public/checkouts/${checkoutId}/payment-request`, body: input, schema: paymentRequestSchema, customerToken });
}

export function getPaymentRequest(client: TicketingClient, paymentRequestId: string, secret: string) {
  return client.request({ path: apiPath`/api/payments/requests/${paymentRequestId}`, query: { secret }, schema: paymentRequestSchema });
}

/** `storePaymentMethod`: save the method that pays, for the request's customer (spec 02 §2 save-card checkbox). */
export function getPaymentProcessor(client: TicketingClient, paymentRequestId: string, input: { secret: string; paymentGatewayId: string; returnUrl: string; storePaymentMethod?: boolean }) {
  return client.request({ method: 'POST', path: apiPath`/api/payments/requests/${paymentRequestId}/processor`, body: input, schema: paymentProcessorResponseSchema });
}

export function verifyPaymentRequest(
  client: TicketingClient,
  paymentRequestId: string,
  input: { secret: string; paymentGatewayId: string; data: Record<string, unknown> },
  customerToken?: string,
) {
  return client.request({ method: 'POST', path: apiPath`/api/payments/requests/${paymentRequestId}/verify`, body: input, schema: paymentVerificationSchema, customerToken });
}

/** Sandbox only: the test bank's decision on its authorization page; verify redeems the redirectResult. */
export function authorizeSandboxPayment(client: TicketingClient, input: { request: string; secret: string; approve: boolean }) {
  return client.request({ method: 'POST', path: '/api/sandbox/gateway/authorize', body: input, schema: gatewayAuthorizationSchema });
}
