import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { rebookingStrategySchema } from './schemas/rebooking-strategy.ts';
import { createdCheckoutSchema } from './schemas/checkout.ts';
import { rebookingInfoSchema } from './schemas/rebooking-info.ts';

/** Rebooking (spec 02 §7 "Rebooking"): strategies, creating a rebooking checkout and reading its info. */

/** GET /api/public/rebookings/strategies/{id}. */
export function getRebookingStrategy(client: TicketingClient, id: string) {
  return client.request({ path: apiPath`/api/public/rebookings/strategies/${id}`, schema: rebookingStrategySchema });
}

/** The body of POST /api/public/rebookings (spec 02 §7): the target, the source for a season card, the order and its tickets. */
export interface CreateRebookingBody {
  target: { eventId: string };
  source?: { eventId: string } | undefined;
  transaction: { _id: string; secret: string };
  ticketIds: string[];
}

/** POST /api/public/rebookings: the checkout on the target event that spends the old tickets' credit. */
export function createRebooking(client: TicketingClient, body: CreateRebookingBody) {
  return client.request({ method: 'POST', path: '/api/public/rebookings', body, schema: createdCheckoutSchema });
}

/** GET /api/public/rebookings/info?checkoutId&secret: what a rebooking's checkout carries over; 404 for any other checkout. */
export function getRebookingInfo(client: TicketingClient, checkoutId: string, secret: string) {
  return client.request({ path: '/api/public/rebookings/info', query: { checkoutId, secret }, schema: rebookingInfoSchema });
}
