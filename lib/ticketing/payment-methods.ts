import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { pageOf } from './schemas/common.ts';
import {
  customerPaymentMethodSchema,
  type CustomerPaymentMethodStatus,
  type PaymentMethodChannel,
} from './schemas/customer-payment-method.ts';

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
