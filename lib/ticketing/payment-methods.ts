import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { pageOf } from './schemas/common.ts';
import {
  customerPaymentMethodSchema,
  type CustomerPaymentMethodStatus,
  type CustomPaymentMethodPayload,
  type PaymentMethodChannel,
} from './schemas/customer-payment-method.ts';
import { paymentRequestSchema } from './schemas/payment-request.ts';

/** The customer's saved payment methods (spec 02 §7), primary first, then newest first. */

export const customerPaymentMethodListSchema = pageOf(customerPaymentMethodSchema);
export type CustomerPaymentMethodList = z.infer<typeof customerPaymentMethodListSchema>;

export interface PaymentMethodQuery {
  status?: readonly CustomerPaymentMethodStatus[];
  channel?: PaymentMethodChannel;
  gatewayId?: string;
}

export function listMyPaymentMethods(client: TicketingClient, query: PaymentMethodQuery, customerToken: string) {
  return client.request({
    path: '/api/customers/me/payment-methods',
    query: { status: query.status, channel: query.channel, gatewayId: query.gatewayId },
    schema: customerPaymentMethodListSchema,
    customerToken,
  });
}

/** Answer of "create payment request" for a setup (spec 01 §7): _id, secret, sellerId, paymentOptionSelection. */
export const setupRequestSchema = paymentRequestSchema.pick({ _id: true, secret: true, sellerId: true, paymentOptionSelection: true });
export type SetupRequest = z.infer<typeof setupRequestSchema>;

/** POST /api/payments/requests/setup: a payment request that adds a payment method for the token's customer (spec 01 §4). */
export function createSetupRequest(client: TicketingClient, input: { customerId: string; paymentStrategyId?: string; paymentOptionId?: string }, customerToken: string) {
  return client.request({ method: 'POST', path: '/api/payments/requests/setup', body: input, schema: setupRequestSchema, customerToken });
}

/** POST /api/customers/me/payment-methods: a custom (SEPA / ACH) method from the gateway id and the bank details. */
export function createCustomPaymentMethod(client: TicketingClient, input: CustomPaymentMethodPayload, customerToken: string) {
  return client.request({ method: 'POST', path: '/api/customers/me/payment-methods', body: input, schema: customerPaymentMethodSchema, customerToken });
}

/** POST /api/customers/me/payment-methods/{id}/primary. */
export function setPrimaryPaymentMethod(client: TicketingClient, methodId: string, customerToken: string) {
  return client.request({ method: 'POST', path: apiPath`/api/customers/me/payment-methods/${methodId}/primary`, body: {}, schema: customerPaymentMethodSchema, customerToken });
}

/** POST /api/customers/me/payment-methods/{id}/delete: refused (409 paymentMethodInUse) while a subscription, plan or offer uses it. */
export function deletePaymentMethod(client: TicketingClient, methodId: string, customerToken: string) {
  return client.request({ method: 'POST', path: apiPath`/api/customers/me/payment-methods/${methodId}/delete`, body: {}, schema: customerPaymentMethodSchema.partial().nullish(), customerToken });
}
