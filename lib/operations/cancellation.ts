import { json, operation } from './define.ts';

/** Cancelling a ticket from its card (spec 02 §2 cancellation modal, §7 Cancel, §8). */

/**
 * The ticket's id and secret prove the holder, on the account page and the order page alike.
 * 409 ticketNotCancellable when a rule refuses it (details.reason), 502 cancellationFailed when the
 * API answered without the ticket's id.
 */
export const cancelTicket = operation({
  method: 'POST',
  path: '/api/tickets/[id]/[secret]/cancel',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<{ ticketId: string }>(),
  errors: ['ticketNotFound', 'ticketNotCancellable', 'cancellationFailed'],
});
