import type { ReturnInfo, ReturnResult } from '../ticketing/schemas/return-info.ts';
import { json, operation } from './define.ts';

/**
 * Returning a ticket for a refund (spec 02 §2 return modal, §7 Return, §8). The ticket's id and
 * secret prove the holder; the order's secret, which the return calls also need, is looked up on
 * the server and never reaches the browser. 409 returnImpossible when no refund phase is open or
 * the ticket cannot be returned (details.reason).
 */

export const getReturnInfo = operation({
  method: 'GET',
  path: '/api/tickets/[id]/[secret]/return-info',
  answer: json<ReturnInfo>(),
  errors: ['ticketNotFound', 'returnImpossible'],
});

export const returnTicket = operation({
  method: 'POST',
  path: '/api/tickets/[id]/[secret]/return',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<ReturnResult>(),
  errors: ['ticketNotFound', 'returnImpossible'],
});
