import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { rebookingStrategySchema } from './schemas/rebooking-strategy.ts';

/** Rebooking (spec 02 §7 "Rebooking"): strategies, creating a rebooking checkout and reading its info. */

/** GET /api/public/rebookings/strategies/{id}. */
export function getRebookingStrategy(client: TicketingClient, id: string) {
  return client.request({ path: apiPath`/api/public/rebookings/strategies/${id}`, schema: rebookingStrategySchema });
}
