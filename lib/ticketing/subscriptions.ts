import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { mySubscriptionsResponseSchema, subscriptionSchema } from './schemas/subscription.ts';

/** Subscriptions: the customer's list with their plans, and one subscription by secret. */

export function getMySubscriptions(client: TicketingClient, customerToken: string) {
  return client.request({ path: '/api/customers/me/subscriptions', schema: mySubscriptionsResponseSchema, customerToken });
}

/** GET /api/public/subscriptions/{id}?secret (spec 02 §7). */
export function getSubscription(client: TicketingClient, subscriptionId: string, secret: string) {
  return client.request({ path: apiPath`/api/public/subscriptions/${subscriptionId}`, query: { secret }, schema: subscriptionSchema });
}
