import 'server-only';
import { upgradeCredit } from '@/lib/domain/upgrade';
import { refuse } from '@/lib/http/refusal';
import { orUnknownLink } from '@/lib/http/by-secret';
import { ticketing } from '@/lib/ticketing/server';
import { getTicket } from '@/lib/ticketing/tickets';
import { getTicketUpgradeInfo } from '@/lib/ticketing/upgrades';
import { hasSeatMapHost } from '@/lib/seat-map/server';
import { hasSeatedCategory } from '@/lib/seat-map/seated';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import type { UpgradeOptions } from './rebooking-options.ts';
import { eventsByIds, eventView } from './action-events.ts';
import type { TicketRef } from './rebooking-server.ts';

/**
 * What the upgrade modal offers (spec 02 §2 upgrade modal, §5 eligibility, §7): the events the
 * selected tickets may be upgraded to, from the API's answer per ticket (upgrades/info by ticket);
 * an event open to some of them only says so. The tickets are read by their secrets.
 */

/** The selected tickets by their secrets, all of one event (the modal's tickets are one event's). */
export async function upgradeTickets(refs: readonly TicketRef[]): Promise<Ticket[]> {
  const client = ticketing();
  const tickets = await Promise.all(refs.map(async (ref) => ({ ...orUnknownLink(await getTicket(client, ref.id, ref.secret), 'ticket'), secret: ref.secret })));
  const first = tickets[0];
  if (!first) throw refuse(400, 'invalidInput', { errors: { tickets: ['required'] } });
  if (tickets.some((ticket) => ticket.eventId !== first.eventId)) throw refuse(400, 'upgradeOneEvent');
  return tickets;
}

export async function upgradeOptions(refs: readonly TicketRef[], locale: string): Promise<UpgradeOptions> {
  const tickets = await upgradeTickets(refs);
  const client = ticketing();
  const infos = await Promise.all(tickets.map(async (ticket) => orUnknownLink(await getTicketUpgradeInfo(client, ticket._id, ticket.secret ?? ''), 'ticket')));
  const refused = infos.find((info) => !info.eligible);
  if (refused) throw refuse(409, 'upgradeNotAllowed', { reason: refused.reason ?? 'targetNotAllowed' });
  const first = tickets[0] as Ticket;
  const ids = [...new Set(infos.flatMap((info) => info.targets))];
  const events = await eventsByIds(first.sellerId ?? '', ids, locale);
  const seatMaps = hasSeatMapHost();
  const targets = events.map((event) => {
    const forAll = infos.every((info) => info.targets.includes(event._id));
    return { ...eventView(event), possible: forAll, ...(forAll ? {} : { reason: 'targetNotAllowed' }), ...(seatMaps && hasSeatedCategory(event) ? { seatMap: true } : {}) };
  });
  const season = tickets.some((ticket) => ticket.type === 'multi');
  // A season card's share depends on the concert given up; the checkout says it exactly.
  return { currency: first.currency ?? 'EUR', credit: season ? 0 : upgradeCredit(tickets), targets };
}
