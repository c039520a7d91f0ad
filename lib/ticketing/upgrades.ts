import type { TicketingClient } from './client.ts';
import { createdCheckoutSchema } from './schemas/checkout.ts';
import { ticketUpgradeInfoSchema, upgradeCheckoutInfoSchema } from './schemas/upgrade-info.ts';

/** Upgrades (spec 02 §7 Upgrade): a ticket's upgrade targets, opening the upgrade's checkout and reading what it carries. */

/** GET /api/public/tickets/upgrades/info?ticketId&secret: whether the ticket may be upgraded now, and to which events. */
export function getTicketUpgradeInfo(client: TicketingClient, ticketId: string, secret: string) {
  return client.request({ path: '/api/public/tickets/upgrades/info', query: { ticketId, secret }, schema: ticketUpgradeInfoSchema });
}

/** GET /api/public/tickets/upgrades/info?checkoutId&secret: what an upgrade's checkout carries over; 404 for any other checkout. */
export function getUpgradeCheckoutInfo(client: TicketingClient, checkoutId: string, secret: string) {
  return client.request({ path: '/api/public/tickets/upgrades/info', query: { checkoutId, secret }, schema: upgradeCheckoutInfoSchema });
}

/** POST /api/public/tickets/upgrade (targetEventId, tickets, salesChannelId): the checkout on the target that spends the tickets' credit. */
export function createUpgrade(client: TicketingClient, body: { targetEventId: string; tickets: { _id: string; secret: string }[]; salesChannelId: string }) {
  return client.request({ method: 'POST', path: '/api/public/tickets/upgrade', body, schema: createdCheckoutSchema });
}
