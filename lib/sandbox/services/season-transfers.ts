import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { TicketTransfer } from '../../ticketing/schemas/ticket-transfer.ts';
import { badRequest, coded } from '../http/errors.ts';
import { newId, newSecret } from './ids.ts';
import { involvingTickets } from './ticket-transfers.ts';
import { randomBarcode } from './ticket-issue.ts';
import { childEventState, seasonChoiceRefusal, seasonTransferChoices, type ChildEventState, type SeasonTransferRecord } from '../../domain/season-transfer.ts';
import { effectiveTransferSettings, transferDeadline } from '../../domain/transfer-rules.ts';

/**
 * Season cards in the transfer calls (spec 02 §3 groupEventId/childEventId, §5, §7; rules in
 * lib/domain/season-transfer.ts; ADR draft "season"). A transfer of a card names the season as
 * groupEventId and, for one concert, that concert as childEventId and eventId. Accepting a
 * concert's transfer keeps the card valid for the others: the concert joins its excludedEventIds
 * with a `transferredFromSeason` entry, and the recipient gets a ticket of that concert. A
 * transfer without a child event moves the card whole, like any ticket.
 */

export interface SeasonScope {
  groupEventId: string;
  childEventId?: string;
}

const CHILD_REFUSALS: Readonly<Record<Exclude<ChildEventState, 'selectable'>, { code: string; message: string }>> = {
  ended: { code: 'childEventEnded', message: 'The event of the season is over' },
  transferred: { code: 'childEventTransferred', message: 'The event of the season was already transferred' },
  excluded: { code: 'childEventExcluded', message: 'The event is no longer part of the season card' },
  seasonTransfer: { code: 'seasonTransferExists', message: 'The season card already has a pending transfer' },
  pending: { code: 'childEventTransferPending', message: 'The event of the season already has a pending transfer' },
};

/** Whether the event is a concert of the season: named among its children or naming it as its root. */
export function isChildOf(season: StoredEvent, child: StoredEvent | undefined): child is StoredEvent {
  return child !== undefined && child.eventType !== 'group' && child.sellerId === season.sellerId && (child.rootId === season._id || (season.childEventIds ?? []).includes(child._id));
}

function recordsOf(transfers: readonly TicketTransfer[]): SeasonTransferRecord[] {
  return transfers.map((transfer) => ({ status: transfer.status, childEventId: transfer.childEventId, ticketIds: (transfer.tickets ?? []).map((ref) => ref.id) }));
}

/**
 * What a create request means for season cards: undefined for ordinary tickets, else the season and
 * child event the transfer is for. Refuses a child event for ordinary tickets, a choice the cards'
 * transfer mode does not allow, a concert not of the season, one that cannot be picked now, and the
 * whole season while any transfer of the cards is pending. Changes nothing.
 */
export function seasonTransferScope(ctx: SandboxContext, tickets: readonly Ticket[], request: { childEventId?: string | undefined; groupEventId?: string | undefined }): SeasonScope | undefined {
  const first = tickets[0];
  const season = first ? ctx.store.get('events', first.eventId) : undefined;
  const isSeason = season?.eventType === 'group' && tickets.every((ticket) => ticket.type === 'multi');
  if (!season || !isSeason) {
    if (request.childEventId || request.groupEventId) throw badRequest('Invalid request', { childEventId: ['only season tickets are transferred by event'] });
    return undefined;
  }
  if (request.groupEventId && request.groupEventId !== season._id) throw badRequest('Invalid request', { groupEventId: ['not the season of the tickets'] });
  const choice = request.childEventId ? 'events' : 'season';
  if (!seasonTransferChoices(tickets.map((ticket) => ticket.seasonTicketTransferMode)).includes(choice)) {
    throw coded(409, 'seasonTransferModeNotAllowed', choice === 'season' ? 'The season card cannot be transferred whole' : 'The season card cannot be transferred by event');
  }
  const records = recordsOf(involvingTickets(ctx, season.sellerId, tickets.map((ticket) => ticket._id)));
  const cards = tickets.map((ticket) => ({ id: ticket._id, excludedEventIds: ticket.excludedEventIds }));
  if (!request.childEventId) {
    const refusal = seasonChoiceRefusal(cards, records);
    if (refusal) throw coded(409, refusal, refusal === 'seasonTransferExists' ? 'The season card already has a pending transfer' : 'An event of the season card has a pending transfer');
    return { groupEventId: season._id };
  }
  const child = ctx.store.get('events', request.childEventId);
  if (!isChildOf(season, child)) throw badRequest('Invalid request', { childEventId: ['not an event of the season'] });
  const now = ctx.now();
  const state = childEventState({ childEventId: child._id, eventEnd: child.end ?? child.start, cards, transfers: records, now });
  if (state !== 'selectable') throw coded(409, CHILD_REFUSALS[state].code, CHILD_REFUSALS[state].message);
  // The card's deadline is the season's end; a concert closes at its own end minus the offset.
  const seller = ctx.store.get('sellers', season.sellerId);
  for (const ticket of tickets) {
    const type = season.tickets?.find((candidate) => candidate._id === ticket.ticketTypeId);
    const settings = effectiveTransferSettings(type?.transferSettings, season.transferSettings, seller?.transferSettings);
    if (now.getTime() > transferDeadline(child.end ?? child.start, settings).getTime()) throw badRequest('The transfer deadline has passed', { childEventId: ['deadline'] });
  }
  return { groupEventId: season._id, childEventId: child._id };
}

/** The concert's share of what the card cost: its price shared equally by the season's concerts (ADR 0019). */
export function concertShare(ctx: SandboxContext, card: Ticket): number {
  const season = ctx.store.get('events', card.eventId);
  const count = Math.max(season?.childEventIds?.length ?? 1, 1);
  return Math.round(((card.realPrice ?? 0) / count) * 100) / 100;
}

/**
 * The recipient takes one concert of the card: the card stays the sender's without it (excluded,
 * with a `transferredFromSeason` entry) and a ticket of the concert is issued in the recipient's
 * name on the card's seat, of the concert's first ticket type. Runs inside the accept transaction.
 */
export function acceptSeasonChildTransfer(ctx: SandboxContext, transfer: TicketTransfer, card: Ticket, holder: { prename: string; lastname: string }, date: string): Ticket {
  const childEventId = transfer.childEventId ?? '';
  const child = ctx.store.get('events', childEventId);
  const season = ctx.store.get('events', card.eventId);
  if (!season || !isChildOf(season, child) || (card.excludedEventIds ?? []).includes(childEventId)) {
    throw coded(409, 'ticketsChanged', 'A ticket of this transfer is no longer transferable');
  }
  const email = transfer.recipient?.email ?? null;
  const recipientId = transfer.recipient?.customerId ?? null;
  ctx.store.put('tickets', {
    ...card,
    excludedEventIds: [...(card.excludedEventIds ?? []), childEventId],
    history: [...(card.history ?? []), { type: 'transferredFromSeason', date, data: { transferId: transfer._id, eventId: childEventId, recipientEmail: email } }],
  });
  const type = child.tickets?.[0];
  const category = child.categories?.find((candidate) => candidate.ref === type?.categoryRef);
  const price = concertShare(ctx, card);
  const ticket: Ticket = {
    _id: newId('tkt'),
    secret: newSecret(),
    sellerId: card.sellerId,
    eventId: child._id,
    rootEventId: season._id,
    transactionId: null,
    customerId: recipientId,
    ticketName: type?.name ?? card.ticketName,
    name: type?.name ?? card.name,
    ...(category ? { categoryName: category.name } : {}),
    ...(type ? { ticketTypeId: type._id, categoryRef: type.categoryRef } : {}),
    relevancyDate: child.start,
    email,
    firstname: holder.prename,
    lastname: holder.lastname,
    ...(card.currency ? { currency: card.currency } : {}),
    regularPrice: price,
    realPrice: price,
    status: 'valid',
    barcode: randomBarcode(),
    barcodeRevealed: false,
    seatingInfo: card.seatingInfo ?? null,
    type: 'single',
    origin: 'transfer',
    originTicketId: card._id,
    deliveryType: card.deliveryType ?? 'virtual',
    personalized: false,
    requiresPersonalization: false,
    requiresExtraFields: false,
    extraFields: {},
    history: [{ type: 'createdFromTransfer', date, data: { transferId: transfer._id, originTicketId: card._id, groupEventId: season._id } }],
    pdfEnabled: card.deliveryType !== 'hard',
    appleWalletEnabled: true,
    googleWalletEnabled: true,
    transferable: true,
    resellable: false,
    upgradeable: false,
    returnable: false,
    cancellable: false,
  };
  return ctx.store.put('tickets', ticket, { sellerId: ticket.sellerId, customerId: recipientId ?? undefined, eventId: ticket.eventId, createdAt: date });
}
