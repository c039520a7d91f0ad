import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { ResellIneligibilityCode, ResellOffer, ResellOfferStatusResponse, ResellOfferTicketStatus } from '../../ticketing/schemas/resell-offer.ts';
import { badRequest, coded, notFound } from '../http/errors.ts';
import { newId } from './ids.ts';
import { involvingTickets } from './ticket-transfers.ts';
import { isHeldByPaymentPlan } from '../../domain/payment-plan-hold.ts';
import { externalListingsOf } from './resale-site.ts';
import { cartHolds, offerTicketIds } from './resale-listings.ts';
import { areSeasonCards, createSeasonResellOffer, seasonResellStatus } from './season-resale.ts';

/**
 * Secondary-market resell offers of the token's customer (spec 02 §3, §4, §5 Resale, §6, §7, §8).
 * The sandbox's fee rule: the market keeps 10 % of each ticket's price (rounded to the cent); the
 * seller's proceeds are the price minus that fee. A ticket is in at most one active offer.
 */

/** Share of the price the secondary market keeps (the demo seed's offers use the same). */
export const RESELL_FEE_SHARE = 0.1;
/** Spec 02 §6: payouts go only to additional-method gateways that collect SEPA or ACH details. */
export const PAYOUT_INFORMATION = new Set(['SEPA', 'ACH']);

const round2 = (value: number) => Math.round(value * 100) / 100;
const feeOf = (price: number) => round2(price * RESELL_FEE_SHARE);

function activeOffersOf(ctx: SandboxContext, customer: Customer): ResellOffer[] {
  return ctx.store.list('resellOffers', { customerId: customer._id, sellerId: customer.sellerId ?? '' }).docs.filter((offer) => offer.status === 'active');
}

/** The caller's own tickets by id: a ticket of someone else is as unknown as a missing one. */
function ownedTickets(ctx: SandboxContext, customer: Customer, ticketIds: readonly string[]): Ticket[] {
  if (new Set(ticketIds).size !== ticketIds.length) throw badRequest('Invalid request', { ticketIds: ['a ticket is named twice'] });
  return ticketIds.map((id) => {
    const ticket = ctx.store.get('tickets', id);
    if (!ticket || ticket.customerId !== customer._id || ticket.sellerId !== customer.sellerId) throw notFound('Ticket');
    return ticket;
  });
}

/** Whether offers are open for the event at all: the seller sells on, the event is upcoming and not a season. */
function eventRefusal(ctx: SandboxContext, eventId: string): ResellIneligibilityCode | undefined {
  const event = ctx.store.get('events', eventId);
  if (!event) return 'EVENT_OFFER_DISABLED';
  if (event.eventType === 'group') return 'SEASON_EVENT_OFFER_DISABLED';
  const seller = ctx.store.get('sellers', event.sellerId ?? '');
  if (seller?.features?.resell === false) return 'EVENT_OFFER_DISABLED';
  if (Date.parse(event.end ?? event.start) <= ctx.now().getTime()) return 'EVENT_OFFER_DISABLED';
  return undefined;
}

/** Why the ticket cannot be offered now, or undefined when it can. */
function ticketRefusal(ctx: SandboxContext, ticket: Ticket, offered: ReadonlySet<string>, transferred: ReadonlySet<string>): ResellIneligibilityCode | undefined {
  const now = ctx.now().getTime();
  const event = eventRefusal(ctx, ticket.eventId);
  if (event) return event;
  if (ticket.status !== 'valid') return 'TICKET_INVALID';
  if (offered.has(ticket._id)) return 'HAS_ACTIVE_OFFER';
  if (ticket.resellable !== true) return 'TICKET_OFFER_DISABLED';
  if (!ticket.transactionId) return 'NO_TRANSACTION';
  // Until its payment plan is paid, a ticket cannot be resold (issue 12); other locks are only 'locked'.
  if (isHeldByPaymentPlan(ticket)) return 'PAYMENT_PLAN_UNPAID';
  if ((ticket.locks ?? []).some((lock) => !lock.expiresAt || Date.parse(lock.expiresAt) > now)) return 'TICKET_LOCKED';
  if (transferred.has(ticket._id)) return 'HAS_TICKET_TRANSFER';
  if (!ticket.seatingInfo) return 'NO_SEATING_INFO';
  return undefined;
}

/** Per ticket: whether it can be offered, its price and the market's fee. A ticket listed on the resale site counts as offered. */
export function ticketStatuses(ctx: SandboxContext, customer: Customer, tickets: readonly Ticket[]): ResellOfferTicketStatus[] {
  const offered = new Set(activeOffersOf(ctx, customer).flatMap((offer) => (offer.items ?? []).map((item) => item.ticketId)));
  const external = externalListingsOf(ctx, customer.sellerId ?? '', tickets.map((ticket) => ticket._id));
  for (const id of external.keys()) offered.add(id);
  const transferred = new Set(
    involvingTickets(ctx, customer.sellerId ?? '', tickets.map((ticket) => ticket._id))
      .filter((transfer) => transfer.status === 'created')
      .flatMap((transfer) => (transfer.tickets ?? []).map((ref) => ref.id)),
  );
  return tickets.map((ticket) => {
    const reason = ticketRefusal(ctx, ticket, offered, transferred);
    const price = ticket.realPrice ?? 0;
    return { ticketId: ticket._id, resellAble: reason === undefined, price, resellFee: feeOf(price), externallyListed: external.has(ticket._id), ...(reason ? { reason } : {}) };
  });
}

export interface ResellStatusInput {
  eventIds: readonly string[];
  ticketIds: readonly string[];
}

/** The offer status of some of the caller's tickets: proceeds and fees of those that can be offered, and per event whether offers are open and the caller's active offer. */
export function resellOfferStatus(ctx: SandboxContext, customer: Customer, input: ResellStatusInput): ResellOfferStatusResponse {
  const tickets = ownedTickets(ctx, customer, input.ticketIds);
  // Season cards are offered by concert (services/season-resale.ts).
  if (areSeasonCards(ctx, tickets)) return seasonResellStatus(ctx, customer, tickets, input.eventIds);
  const statuses = ticketStatuses(ctx, customer, tickets);
  const offerable = statuses.filter((status) => status.resellAble);
  const resellFee = round2(offerable.reduce((sum, status) => sum + (status.resellFee ?? 0), 0));
  const price = round2(offerable.reduce((sum, status) => sum + (status.price ?? 0), 0));
  const active = activeOffersOf(ctx, customer);
  const eventIds = [...new Set([...input.eventIds, ...tickets.map((ticket) => ticket.eventId)])];
  const currency = ctx.store.get('events', eventIds[0] ?? '')?.currency;
  return {
    resellAble: offerable.length > 0,
    proceeds: round2(price - resellFee),
    resellFee,
    ...(currency ? { currency } : {}),
    events: eventIds.map((eventId) => ({
      eventId,
      offerAble: eventRefusal(ctx, eventId) === undefined,
      activeOffer: active.find((offer) => offer.eventId === eventId) ?? null,
    })),
    tickets: statuses,
    reasons: [...new Set(statuses.flatMap((status) => (status.reason ? [status.reason] : [])))],
  };
}

/** The caller's active payment method on a SEPA or ACH payout gateway of the shop, else a 400. */
export function payoutMethod(ctx: SandboxContext, customer: Customer, cpmId: string) {
  const method = ctx.store.get('customerPaymentMethods', cpmId);
  if (!method || method.customerId !== customer._id || method.sellerId !== customer.sellerId) throw notFound('Customer payment method');
  const gateway = ctx.store.get('paymentGateways', method.gatewayId ?? '');
  const usable = method.status === 'active' && method.gatewayType === 'additionalMethod' && gateway?.type === 'additionalMethod' && PAYOUT_INFORMATION.has(gateway.data?.requiredInformation ?? '');
  if (!usable) throw coded(400, 'PAYOUT_METHOD_INVALID', 'The payment method cannot receive payouts', undefined, { cpmId: ['not a payout method'] });
  return method;
}

export interface CreateResellOfferInput {
  sellerId: string;
  eventId: string;
  ticketIds: readonly string[];
  cpmId: string;
}

export function createResellOffer(ctx: SandboxContext, customer: Customer, input: CreateResellOfferInput): ResellOffer {
  return ctx.store.transaction(() => {
    if (input.sellerId !== customer.sellerId) throw notFound('Seller');
    const tickets = ownedTickets(ctx, customer, input.ticketIds);
    if (areSeasonCards(ctx, tickets)) {
      payoutMethod(ctx, customer, input.cpmId);
      return createSeasonResellOffer(ctx, customer, tickets, input);
    }
    if (tickets.some((ticket) => ticket.eventId !== input.eventId)) throw badRequest('Invalid request', { ticketIds: ['all tickets must be for the event'] });
    payoutMethod(ctx, customer, input.cpmId);
    const statuses = ticketStatuses(ctx, customer, tickets);
    if (statuses.some((status) => status.reason === 'HAS_ACTIVE_OFFER')) throw coded(409, 'HAS_ACTIVE_OFFER', 'A ticket is already offered');
    const refused = statuses.find((status) => !status.resellAble);
    if (refused?.reason) throw coded(400, refused.reason, 'A ticket cannot be offered', undefined, { ticketIds: [`${refused.ticketId}: ${refused.reason}`] });

    const event = ctx.store.get('events', input.eventId);
    const createdAt = ctx.now().toISOString();
    const offer: ResellOffer = {
      _id: newId('rso'),
      status: 'active',
      customerId: customer._id,
      sellerId: input.sellerId,
      eventId: input.eventId,
      items: tickets.map((ticket) => ({
        ticketId: ticket._id,
        ...(ticket.ticketTypeId ? { ticketTypeId: ticket.ticketTypeId } : {}),
        ...(ticket.categoryRef ? { categoryRef: ticket.categoryRef } : {}),
        seatingInfo: ticket.seatingInfo ?? null,
        price: ticket.realPrice ?? 0,
        resellFee: feeOf(ticket.realPrice ?? 0),
      })),
      cpmId: input.cpmId,
      ...(event?.currency ? { currency: event.currency } : {}),
      transferId: null,
      createdAt,
    };
    ctx.store.put('resellOffers', offer, { sellerId: input.sellerId, customerId: customer._id, eventId: input.eventId, createdAt });
    return offer;
  });
}

/** The owner withdraws an active offer nobody holds in a cart: it stays listed as canceled and its tickets can be offered again. */
export function cancelResellOffer(ctx: SandboxContext, customer: Customer, id: string): ResellOffer {
  return ctx.store.transaction(() => {
    const offer = ctx.store.get('resellOffers', id);
    // Another customer's offer answers like an unknown one: ids must not tell what exists.
    if (!offer || offer.sellerId !== customer.sellerId || offer.customerId !== customer._id) throw notFound('Resell offer');
    if (offer.status !== 'active') throw coded(409, 'offerClosed', `The offer is already ${offer.status}`);
    // A buyer's cart holds it: the sale may complete any moment, so it stays until that cart ends.
    if (cartHolds(ctx, offerTicketIds(offer), offer.eventId ?? '').size > 0) throw coded(409, 'offerReserved', 'A buyer has this offer in their cart');
    const canceled: ResellOffer = { ...offer, status: 'canceled' };
    return ctx.store.update('resellOffers', id, () => canceled) ?? canceled;
  });
}
