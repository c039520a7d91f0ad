import { json, operation } from './define.ts';

/**
 * Secure ticket access (spec 02 §4 ticket claim, §6): the logged-in customer claims tickets of an
 * order whose link they hold, so that their barcodes are shown to them (lib/domain/secure-ticket-access.ts).
 */
export const claimOrderTickets = operation({
  method: 'POST',
  path: '/api/transactions/[tid]/[secret]/claim',
  input: () => import('./ticket-claims.inputs.ts').then((m) => m.claimOrderTicketsInput),
  answer: json<{ claimed: string[] }>(),
  errors: ['ticketAlreadyClaimed', 'ticketNotFound', 'transactionNotFound'],
});
