import { orRefuse, refuse, type Refusal } from './refusal.ts';
import type { Result } from '../ticketing/errors.ts';

/**
 * Routes that act by a link's id and secret answer a wrong secret exactly like an unknown id: the
 * one 404 of the thing named, whatever the ticketing API said (403 or 404, in its own words), so
 * no answer tells whether an id exists (issue 10, finding 8).
 */
export type LinkedThing = 'ticket' | 'ticketTransfer' | 'membership' | 'checkout' | 'transaction';

const UNKNOWN: Record<LinkedThing, { code: string; message?: string }> = {
  ticket: { code: 'ticketNotFound', message: 'Ticket not found' },
  ticketTransfer: { code: 'transferNotFound', message: 'Ticket transfer not found' },
  membership: { code: 'membershipNotFound', message: 'Membership not found' },
  transaction: { code: 'transactionNotFound', message: 'Order not found' },
  // The checkout's codes carry the spec's texts (lib/domain/checkout-errors.ts).
  checkout: { code: 'checkoutNotFound' },
};

export const unknownLink = (thing: LinkedThing): Refusal => refuse(404, UNKNOWN[thing].code, undefined, UNKNOWN[thing].message);

/** The data of a by-secret call, its 403 or 404 as the one unknown-link answer, any other failure as usual. */
export function orUnknownLink<T>(result: Result<T>, thing: LinkedThing): T {
  if (!result.ok && result.error.kind === 'http' && (result.error.status === 403 || result.error.status === 404)) throw unknownLink(thing);
  return orRefuse(result);
}
