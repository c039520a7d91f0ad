import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { pageOf } from './schemas/common.ts';
import { ticketSchema } from './schemas/ticket.ts';
import { mySubscriptionsResponseSchema, subscriptionPlanSchema, subscriptionSchema } from './schemas/subscription.ts';

/** Subscriptions: the customer's list with their plans, one subscription by secret, its plan, tickets and updates. */

export function getMySubscriptions(client: TicketingClient, customerToken: string) {
  return client.request({ path: '/api/customers/me/subscriptions', schema: mySubscriptionsResponseSchema, customerToken });
}

/** GET /api/public/subscriptions/{id}?secret (spec 02 §7). */
export function getSubscription(client: TicketingClient, subscriptionId: string, secret: string) {
  return client.request({ path: apiPath`/api/public/subscriptions/${subscriptionId}`, query: { secret }, schema: subscriptionSchema });
}

/** GET /api/public/subscriptions/plans/{id} (spec 02 §7): a plan is public. */
export function getSubscriptionPlan(client: TicketingClient, planId: string) {
  return client.request({ path: apiPath`/api/public/subscriptions/plans/${planId}`, schema: subscriptionPlanSchema });
}

export const subscriptionTicketsSchema = pageOf(ticketSchema);

/** GET /api/public/subscriptions/{id}/tickets?secret (spec 02 §7): the tickets the subscription issued. */
export function getSubscriptionTickets(client: TicketingClient, subscriptionId: string, secret: string) {
  return client.request({ path: apiPath`/api/public/subscriptions/${subscriptionId}/tickets`, query: { secret }, schema: subscriptionTicketsSchema });
}

/** PUT /api/public/subscriptions/{id} (spec 01 §7 update subscription, id prefix sub_): another payment method. */
export function updateSubscription(client: TicketingClient, subscriptionId: string, input: { secret: string; customerPaymentMethodId: string }) {
  return client.request({ method: 'PUT', path: apiPath`/api/public/subscriptions/${subscriptionId}`, body: input, schema: subscriptionSchema });
}
