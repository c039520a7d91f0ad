import type { SandboxContext } from '../context.ts';
import type { StoredEvent, StoredTransaction } from '../collections.ts';
import type { CartLine, Checkout, CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import type { ResellOffer } from '../../ticketing/schemas/resell-offer.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { TicketTransfer } from '../../ticketing/schemas/ticket-transfer.ts';
import type { ResalePayout } from '../../ticketing/schemas/resale-market.ts';
import { sumMoney } from '../../domain/money.ts';
import { coded } from '../http/errors.ts';
import { newId, newSecret } from './ids.ts';
import { reserveTickets, ticketsOfCheckout } from './cart-tickets.ts';
import { ticketDataFields } from './data-fields.ts';
import { linesOf } from './cart-pricing.ts';
import { cartHolds, eventTakesResale, heldBySeller, offerTicketIds } from './resale-listings.ts';
import { isSeasonConcertSale, seasonCardAfterSale } from './season-resale.ts';

/**
 * Buying on the secondary market (spec 02 §4, §5 Resale): a listing (an active offer) goes into a
 * cart whole, one ticket line per seat with the offer as its `listingId`; the first line stands
 * for the listing and the others are triggered by it, so removing it removes the listing. Each
 * line gets a reserved ticket for the buyer that remembers its seller ticket (originTicketId):
 * while it lives the offer is held for this cart and nobody else can add it.
 *
 * Paying completes the sale in the order's transaction: the offer is sold, its seller's tickets
 * become invalid with a 'transferred' entry, a transfer with origin 'marketplace' records the
 * move, the buyer's reserved tickets become their valid tickets created from that transfer, and
 * the seller is paid the price less the market's fee to the offer's payout method.
 */

/** The origin of the transfer a secondary-market sale makes (spec 02 §3 transfer origin). */
export const MARKETPLACE_ORIGIN = 'marketplace';

const unavailable = () => coded(409, 'listingUnavailable', 'This resale offer is no longer available');

/** The offer named by a listing id if it is the seller's and the event's, else 404. */
function listingOf(ctx: SandboxContext, sellerId: string, eventId: string, listingId: string): ResellOffer {
  const offer = ctx.store.get('resellOffers', listingId);
  if (!offer || offer.sellerId !== sellerId || offer.eventId !== eventId) throw coded(404, 'listingNotFound', 'Resale offer not found');
  return offer;
}

/** The offer's tickets when it can be bought by this checkout now; the refusal otherwise. */
function buyableTickets(ctx: SandboxContext, checkout: Checkout, event: StoredEvent, offer: ResellOffer, buyerCustomerId: string | undefined): Ticket[] {
  if (offer.status !== 'active' || !eventTakesResale(ctx, event)) throw unavailable();
  if (buyerCustomerId && buyerCustomerId === offer.customerId) throw coded(409, 'ownListing', 'This is your own resale offer');
  const tickets = heldBySeller(ctx, offer);
  if (!tickets) throw unavailable();
  const holds = [...cartHolds(ctx, offerTicketIds(offer), event._id).values()];
  if (holds.includes(checkout._id)) throw coded(409, 'listingInCart', 'This resale offer is already in your cart');
  if (holds.length > 0) throw unavailable();
  return tickets;
}

/** Puts listings of the event into the checkout item: lines, reserved tickets, the hold. */
export function addListings(ctx: SandboxContext, checkout: Checkout, event: StoredEvent, item: CheckoutItem, listingIds: readonly string[], buyerCustomerId?: string): CheckoutItem {
  const sellerId = checkout.sellerId ?? '';
  const tickets = [...(item.tickets ?? [])];
  for (const listingId of new Set(listingIds)) {
    const offer = listingOf(ctx, sellerId, event._id, listingId);
    const sellerTickets = new Map(buyableTickets(ctx, checkout, event, offer, buyerCustomerId).map((ticket) => [ticket._id, ticket]));
    let first: string | undefined;
    for (const offered of offer.items ?? []) {
      const original = sellerTickets.get(offered.ticketId);
      const type = event.tickets?.find((candidate) => candidate._id === (offered.ticketTypeId ?? original?.ticketTypeId));
      const category = event.categories?.find((candidate) => candidate.ref === type?.categoryRef);
      if (!original || !type || !category) throw unavailable();
      const slot = event.slots?.find((candidate) => candidate._id === original.slotId);
      const price = offered.price ?? original.realPrice ?? 0;
      const seat = offered.seatingInfo ?? original.seatingInfo ?? undefined;
      const line: CartLine = {
        _id: newId('line'),
        type: 'ticket',
        ticketTypeId: type._id,
        name: original.ticketName ?? type.name,
        categoryRef: category.ref,
        price,
        amount: 1,
        listingId: offer._id,
        ...(seat ? { seatingInfo: { ...seat } } : {}),
        ...(slot ? { slotInfo: { slotId: slot._id, slotStartTime: slot.startTime } } : {}),
        // The listing is bought whole: its other seats go with its first line.
        ...(first ? { triggeredBy: first } : {}),
      };
      first ??= line._id;
      tickets.push(line);
      const requiresDetails = ticketDataFields(ctx, sellerId, type._id).length > 0;
      const [reserved] = reserveTickets(ctx, { checkout, itemId: item._id, line, event, type, category, slot, seats: seat ? [seat] : undefined, count: 1, requiresDetails });
      if (reserved) ctx.store.put('tickets', { ...reserved, originTicketId: original._id, regularPrice: price, realPrice: price });
    }
  }
  return { ...item, tickets };
}

/** The checkout's resale lines by listing id. */
function resaleLines(checkout: Checkout): Map<string, CartLine[]> {
  const byListing = new Map<string, CartLine[]>();
  for (const item of checkout.items ?? []) {
    for (const line of linesOf(item)) {
      if (!line.listingId) continue;
      byListing.set(line.listingId, [...(byListing.get(line.listingId) ?? []), line]);
    }
  }
  return byListing;
}

/** Before a payment is asked for: every listing of the cart is still for sale and held by it. */
export function checkResalePurchase(ctx: SandboxContext, checkout: Checkout): void {
  for (const listingId of resaleLines(checkout).keys()) {
    const offer = ctx.store.get('resellOffers', listingId);
    if (!offer || offer.status !== 'active' || !heldBySeller(ctx, offer)) throw unavailable();
    const holds = cartHolds(ctx, offerTicketIds(offer), offer.eventId ?? '');
    if (offerTicketIds(offer).some((id) => holds.get(id) !== checkout._id)) throw unavailable();
  }
}

/** A paid cart's listings change hands (see the file's comment); runs in the order's store transaction. */
export function completeResalePurchase(ctx: SandboxContext, checkout: Checkout, transaction: StoredTransaction): void {
  const lines = resaleLines(checkout);
  if (lines.size === 0) return;
  const date = ctx.now().toISOString();
  const bought = ticketsOfCheckout(ctx, checkout._id);
  for (const [listingId, listingLines] of lines) {
    const offer = ctx.store.get('resellOffers', listingId);
    const originals = offer && offer.status === 'active' ? heldBySeller(ctx, offer) : undefined;
    if (!offer || !originals) throw unavailable();
    const sellerCustomer = ctx.store.get('customers', offer.customerId ?? '');
    const lineIds = new Set(listingLines.map((line) => line._id));
    const successors = bought.filter((ticket) => ticket.cartItemId && lineIds.has(ticket.cartItemId) && ticket.status !== 'invalid');
    const transfer: TicketTransfer = {
      _id: newId('trf'),
      secret: newSecret(),
      status: 'transferred',
      sellerId: offer.sellerId,
      eventId: offer.eventId,
      origin: MARKETPLACE_ORIGIN,
      sender: { email: sellerCustomer?.primaryEmail ?? originals[0]?.email ?? null, customerId: offer.customerId ?? null },
      recipient: { email: checkout.email ?? null, customerId: transaction.customerId ?? null },
      tickets: originals.map((ticket) => ({ id: ticket._id, secret: ticket.secret ?? '' })),
      requiresAcceptance: false,
      createdAt: date,
      updatedAt: date,
    };
    ctx.store.put('ticketTransfers', transfer, { sellerId: offer.sellerId, customerId: offer.customerId, eventId: offer.eventId, createdAt: date });

    for (const original of originals) {
      // A season card sold for one concert keeps the others (services/season-resale.ts).
      if (isSeasonConcertSale(original, offer)) {
        ctx.store.put('tickets', seasonCardAfterSale(original, offer, transfer._id, date));
        continue;
      }
      ctx.store.put('tickets', {
        ...original,
        status: 'invalid',
        pdfEnabled: false,
        appleWalletEnabled: false,
        googleWalletEnabled: false,
        transferable: false,
        resellable: false,
        upgradeable: false,
        returnable: false,
        cancellable: false,
        history: [...(original.history ?? []), { type: 'transferred', date, data: { transferId: transfer._id, resellOfferId: offer._id, recipientEmail: checkout.email ?? null } }],
      });
    }
    for (const successor of successors) {
      ctx.store.put('tickets', {
        ...successor,
        origin: 'transfer',
        resellable: false,
        history: [
          ...(successor.history ?? []),
          { type: 'createdFromTransfer', date, data: { transferId: transfer._id, originTicketId: successor.originTicketId ?? null, resellOfferId: offer._id } },
        ],
      });
    }

    ctx.store.put('resellOffers', { ...offer, status: 'sold', transferId: transfer._id });
    const payout: ResalePayout = {
      _id: newId('pyo'),
      sellerId: offer.sellerId ?? '',
      customerId: offer.customerId ?? '',
      offerId: offer._id,
      cpmId: offer.cpmId ?? '',
      transactionId: transaction._id,
      amount: sumMoney((offer.items ?? []).map((item) => (item.price ?? 0) - (item.resellFee ?? 0))),
      ...(offer.currency ? { currency: offer.currency } : {}),
      status: 'paid',
      createdAt: date,
    };
    ctx.store.put('resalePayouts', payout, { sellerId: payout.sellerId, customerId: payout.customerId, eventId: offer.eventId, createdAt: date });
  }
}
