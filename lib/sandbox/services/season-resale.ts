import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { ResellIneligibilityCode, ResellOffer, ResellOfferStatusResponse, ResellOfferTicketStatus } from '../../ticketing/schemas/resell-offer.ts';
import { badRequest, coded } from '../http/errors.ts';
import { newId } from './ids.ts';
import { involvingTickets } from './ticket-transfers.ts';
import { concertShare, isChildOf } from './season-transfers.ts';
import { isHeldByPaymentPlan } from '../../domain/payment-plan-hold.ts';
import { isLocked } from '../../domain/transfer-rules.ts';
import { sumMoney } from '../../domain/money.ts';
// Used at call time only, so the two modules may import each other.
import { RESELL_FEE_SHARE } from './resell-offers.ts';

/**
 * Season cards on the secondary market (spec 02 §2 resell modal "for a group/season event:
 * select, paymentInfo, review, result", §5 "the select step requires at least one event"; ADR draft
 * "season"). A card is offered one concert at a time: the offer is the concert's (eventId), its
 * item is the card at the concert's share of the card's price, as the concert's first ticket type.
 * The card itself never goes on sale whole (SEASON_EVENT_OFFER_DISABLED). When a buyer pays, the
 * card keeps the other concerts: the sold one joins its excludedEventIds with a `resoldFromSeason`
 * entry (seasonCardAfterSale), and the buyer's ticket is the concert's.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Whether these are season cards (all of a group event, type multi). */
export function areSeasonCards(ctx: SandboxContext, tickets: readonly Ticket[]): boolean {
  const first = tickets[0];
  if (!first || tickets.some((ticket) => ticket.type !== 'multi' || ticket.eventId !== first.eventId)) return false;
  return ctx.store.get('events', first.eventId)?.eventType === 'group';
}

function activeOffersOf(ctx: SandboxContext, customer: Customer): ResellOffer[] {
  return ctx.store.list('resellOffers', { customerId: customer._id, sellerId: customer.sellerId ?? '' }).docs.filter((offer) => offer.status === 'active');
}

/** Why the card cannot be offered for the concert now, or undefined when it can. */
function concertRefusal(ctx: SandboxContext, customer: Customer, card: Ticket, concertId: string): ResellIneligibilityCode | undefined {
  const season = ctx.store.get('events', card.eventId);
  const concert = ctx.store.get('events', concertId);
  if (!season || !isChildOf(season, concert)) return 'SEASON_EVENT_OFFER_DISABLED';
  if (ctx.store.get('sellers', season.sellerId)?.features?.resell === false) return 'EVENT_OFFER_DISABLED';
  if (Date.parse(concert.end ?? concert.start) <= ctx.now().getTime()) return 'EVENT_OFFER_DISABLED';
  if (card.status !== 'valid') return 'TICKET_INVALID';
  if ((card.excludedEventIds ?? []).includes(concertId)) return 'EVENT_EXCLUDED';
  if (activeOffersOf(ctx, customer).some((offer) => offer.eventId === concertId && (offer.items ?? []).some((item) => item.ticketId === card._id))) return 'HAS_ACTIVE_OFFER';
  if (card.resellable !== true) return 'TICKET_OFFER_DISABLED';
  if (!card.transactionId) return 'NO_TRANSACTION';
  if (isHeldByPaymentPlan(card)) return 'PAYMENT_PLAN_UNPAID';
  if (isLocked(card, ctx.now())) return 'TICKET_LOCKED';
  // A pending transfer of the whole card, or of this concert, has promised it to someone.
  const pending = involvingTickets(ctx, season.sellerId, [card._id]).filter((transfer) => transfer.status === 'created');
  if (pending.some((transfer) => !transfer.childEventId || transfer.childEventId === concertId)) return 'HAS_TICKET_TRANSFER';
  if (!card.seatingInfo) return 'NO_SEATING_INFO';
  return undefined;
}

/**
 * The offer status of season cards for the named concerts: per concert whether it takes an offer
 * (some card can be offered for it) and the customer's active offer; per card its price for one
 * concert; the totals over every card and concert that can be offered. The season itself, named
 * as an event, takes no offer.
 */
export function seasonResellStatus(ctx: SandboxContext, customer: Customer, cards: readonly Ticket[], eventIds: readonly string[]): ResellOfferStatusResponse {
  const seasonId = cards[0]?.eventId ?? '';
  const concerts = [...new Set(eventIds)].filter((id) => id !== seasonId);
  const offers = activeOffersOf(ctx, customer);
  const pairs = cards.flatMap((card) => concerts.map((concertId) => ({ card, concertId, reason: concertRefusal(ctx, customer, card, concertId) })));
  const offerable = pairs.filter((pair) => pair.reason === undefined);
  const price = sumMoney(offerable.map((pair) => concertShare(ctx, pair.card)));
  const resellFee = sumMoney(offerable.map((pair) => round2(concertShare(ctx, pair.card) * RESELL_FEE_SHARE)));
  const tickets: ResellOfferTicketStatus[] = cards.map((card) => {
    const own = pairs.filter((pair) => pair.card._id === card._id);
    const reason = own.find((pair) => pair.reason)?.reason;
    const share = concertShare(ctx, card);
    const resellAble = own.some((pair) => pair.reason === undefined);
    return { ticketId: card._id, resellAble, price: share, resellFee: round2(share * RESELL_FEE_SHARE), ...(!resellAble && reason ? { reason } : {}) };
  });
  const currency = cards[0]?.currency ?? ctx.store.get('events', seasonId)?.currency;
  return {
    resellAble: offerable.length > 0,
    proceeds: round2(price - resellFee),
    resellFee,
    ...(currency ? { currency } : {}),
    events: [
      ...(eventIds.includes(seasonId) ? [{ eventId: seasonId, offerAble: false, activeOffer: null }] : []),
      ...concerts.map((concertId) => ({
        eventId: concertId,
        offerAble: offerable.some((pair) => pair.concertId === concertId),
        activeOffer: offers.find((offer) => offer.eventId === concertId && (offer.items ?? []).some((item) => cards.some((card) => card._id === item.ticketId))) ?? null,
      })),
    ],
    tickets,
    reasons: [...new Set([...(eventIds.includes(seasonId) ? ['SEASON_EVENT_OFFER_DISABLED' as const] : []), ...pairs.flatMap((pair) => (pair.reason ? [pair.reason] : []))])],
  };
}

/** Offers the cards for one concert (inside the create transaction; the payout method is checked by the caller). */
export function createSeasonResellOffer(ctx: SandboxContext, customer: Customer, cards: readonly Ticket[], input: { sellerId: string; eventId: string; cpmId: string }): ResellOffer {
  const seasonId = cards[0]?.eventId ?? '';
  if (input.eventId === seasonId) throw coded(400, 'SEASON_EVENT_OFFER_DISABLED', 'A season card is offered one event at a time', undefined, { eventId: ['SEASON_EVENT_OFFER_DISABLED'] });
  const season = ctx.store.get('events', seasonId);
  const concert = ctx.store.get('events', input.eventId);
  if (!season || !isChildOf(season, concert)) throw badRequest('Invalid request', { eventId: ['not an event of the season'] });
  for (const card of cards) {
    const reason = concertRefusal(ctx, customer, card, concert._id);
    if (reason === 'HAS_ACTIVE_OFFER') throw coded(409, reason, 'The event of this season card is already offered');
    if (reason) throw coded(400, reason, 'A season card cannot be offered for this event', undefined, { ticketIds: [`${card._id}: ${reason}`] });
  }
  const type = concert.tickets?.[0];
  const createdAt = ctx.now().toISOString();
  const offer: ResellOffer = {
    _id: newId('rso'),
    status: 'active',
    customerId: customer._id,
    sellerId: input.sellerId,
    eventId: concert._id,
    items: cards.map((card) => {
      const share = concertShare(ctx, card);
      return {
        ticketId: card._id,
        ...(type ? { ticketTypeId: type._id, categoryRef: type.categoryRef } : {}),
        seatingInfo: card.seatingInfo ?? null,
        price: share,
        resellFee: round2(share * RESELL_FEE_SHARE),
      };
    }),
    cpmId: input.cpmId,
    ...((concert.currency ?? season.currency) ? { currency: concert.currency ?? season.currency } : {}),
    transferId: null,
    createdAt,
  };
  return ctx.store.put('resellOffers', offer, { sellerId: input.sellerId, customerId: customer._id, eventId: concert._id, createdAt });
}

/** A season card whose concert was bought: it keeps the other concerts. */
export function seasonCardAfterSale(card: Ticket, offer: ResellOffer, transferId: string, date: string): Ticket {
  const concertId = offer.eventId ?? '';
  return {
    ...card,
    excludedEventIds: [...(card.excludedEventIds ?? []), concertId],
    history: [...(card.history ?? []), { type: 'resoldFromSeason', date, data: { resellOfferId: offer._id, transferId, eventId: concertId } }],
  };
}

/** Whether a sold offer's ticket is a season card sold for one concert (it stays valid). */
export function isSeasonConcertSale(card: Ticket, offer: ResellOffer): boolean {
  return card.type === 'multi' && offer.eventId !== undefined && offer.eventId !== card.eventId;
}
