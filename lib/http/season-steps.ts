import 'server-only';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { refuse } from './refusal.ts';
import { ownTicketsOf, type ShopCustomer } from './route-steps.ts';

/**
 * The customer's own season cards (type multi) of these ids, of the season `eventId` when given
 * (404 ticketNotFound when one is not theirs, not of the season, or not a season card).
 */
export async function ownSeasonCardsOf(session: ShopCustomer, ids: readonly string[], eventId?: string): Promise<Ticket[]> {
  const cards = await ownTicketsOf(session, ids, eventId);
  if (cards.some((card) => card.type !== 'multi')) throw refuse(404, 'ticketNotFound', undefined, 'Ticket not found');
  return cards;
}
