import type { RebookingOptions } from '../ticket-actions/rebooking-options.ts';
import { json, operation } from './define.ts';

/**
 * Rebooking tickets for another event (spec 02 §2 rebooking modal, §4, §5, §7, §8). The tickets
 * travel by id and secret, as every ticket action does; the order's secret stays on the server.
 */

const inputs = () => import('./rebooking.inputs.ts');

/** The concerts a season card may give up, or the events the tickets may move to, each with why not. */
export const getRebookingOptions = operation({
  method: 'POST',
  path: '/api/rebookings/options',
  input: () => inputs().then((m) => m.rebookingOptionsInput),
  answer: json<RebookingOptions>(),
  errors: ['ticketNotFound', 'rebookingOneOrder'],
});

/** Opens the rebooking's checkout on the target event, makes it the shop's cart, and says where its step 1 is. */
export const createRebooking = operation({
  method: 'POST',
  path: '/api/rebookings',
  input: () => inputs().then((m) => m.createRebookingInput),
  answer: json<{ url: string }>(),
  errors: ['ticketNotFound', 'rebookingOneOrder', 'rebookingNotAllowed'],
});
