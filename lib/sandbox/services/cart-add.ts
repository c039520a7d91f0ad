import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { CartLine, Checkout, CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import type { EventCategory, EventSlot } from '../../ticketing/schemas/event.ts';
import type { SeatingInfo } from '../../ticketing/schemas/ticket.ts';
import { availableAmount, COULD_NOT_ADD_TO_CART, MISSING_CATEGORY, NO_ACTIVE_TICKET_TYPE, NO_TIME_SLOT_CART_ITEM } from '../../domain/availability.ts';
import { violatesMinPerOrder } from '../../domain/cart-removal.ts';
import { bestAvailableSeats, seatKey } from '../../domain/best-available-seats.ts';
import { coded } from '../http/errors.ts';
import { eventCapacity, takenByEvent, takenBySlot, takenSeats, takenByTicketType } from './capacity.ts';
import { requireOpen } from './checkouts.ts';
import { newId } from './ids.ts';
import { couponsOfItem, itemTicketLimit, withCoupon } from './coupons.ts';
import { priceCheckout } from './cart-pricing.ts';
import { reserveTickets } from './cart-tickets.ts';
import { ticketDataFields } from './data-fields.ts';
import { chooseBundle, offerBundles, type BundleChoice } from './bundles.ts';
import { toPublicEvent } from './public-event.ts';
import { claimHold, type HeldTickets } from '../seatmap/hold-seats.ts';
import { layoutIndexOf } from '../seatmap/charts.ts';
import { addListings } from './resale-purchase.ts';

/**
 * Adding to a cart (spec 02 §5 "Cart and availability"): coupons first (their max tickets limit
 * what follows), then ticket units (with the bundles they offer), then products, then the buyer's
 * choice of an offered bundle, all or nothing (the caller runs this in one store transaction).
 * Every ticket unit becomes a reserved ticket; see cart-tickets.ts.
 *
 * Readings where the spec is silent:
 * - Ticket units are refused ('Could not add to cart!') when the domain's availability is below
 *   the amount, and also when the ticket type's total would break its minimum per order (the cart
 *   could not be paid like that; the step-1 picker starts at the minimum).
 * - Time slots: an event with slots and a slot selection mode needs one for every category linked
 *   to slots (slotIds absent means all slots; an empty list, none). A missing, unknown, other category's or past slot
 *   answers 'No time slot cart item found'.
 * - Seated categories (a seatingPlan) are sold best available: each unit gets its own line with
 *   its seat, so the cart shows and removes seats one by one. Other units of the same ticket
 *   type, slot and delivery merge into one line.
 * - A seatingReservationToken brings the seats held on the seat map (docs/adr/0031-seat-map-service.md):
 *   the hold is claimed (checked again for the orphan rule), then its seats go through the same
 *   rules as any ticket, one line per seat at its ticket type's price; a general-admission
 *   area's places go in one line per area, with the area's name as seating info.
 * - Products must be the seller's, active, fixed-price and offered by the event (productIds);
 *   otherwise 'Could not add to cart!'.
 * - asHardTicket applies only where the event has hard-ticket settings.
 */

export interface AddToCartInput {
  eventId: string;
  items: readonly { ticketTypeId: string; amount: number; slotId?: string | undefined; asHardTicket?: boolean | undefined }[];
  products: readonly { productId: string; amount: number }[];
  coupons: readonly string[];
  /** Seats held on the seat map (spec 02 §3 Checkout items `seatingReservationToken`). */
  seatingReservationToken?: string | undefined;
  /** The buyer's choice of a bundle offered with a ticket line of this event (ADR 0026). */
  bundle?: BundleChoice | undefined;
  /** Secondary-market listings (active resell offers) of this event, each bought whole (services/resale-purchase.ts). */
  listings?: readonly string[] | undefined;
  /** The logged-in buyer, who cannot buy their own listing. */
  buyerCustomerId?: string | undefined;
  shopId?: string | undefined;
  channelId?: string | undefined;
}

const couldNotAdd = () => coded(409, 'couldNotAddToCart', COULD_NOT_ADD_TO_CART);
const noSlot = () => coded(400, 'noTimeSlot', NO_TIME_SLOT_CART_ITEM);
const units = (lines: readonly CartLine[], keep: (line: CartLine) => boolean = () => true) => lines.filter(keep).reduce((sum, line) => sum + line.amount, 0);

export function slotFor(event: StoredEvent, category: EventCategory, slotId: string | undefined, now: Date): EventSlot | undefined {
  // An event sells by slot when it has slots and a selection mode (slots picked after or before the tickets).
  const slots = event.slotSettings ? (event.slots ?? []) : [];
  const linked = category.slotIds === undefined ? slots : slots.filter((slot) => category.slotIds?.includes(slot._id));
  if (linked.length === 0) return undefined;
  const slot = slotId ? linked.find((candidate) => candidate._id === slotId) : undefined;
  if (!slot || Date.parse(slot.endTime ?? slot.startTime) <= now.getTime()) throw noSlot();
  return slot;
}

/** Units to add: picked by the buyer in step 1, or held on the seat map with their seats already chosen. */
type WantedTickets = AddToCartInput['items'][number] & Omit<Partial<HeldTickets>, 'ticketTypeId' | 'amount'>;

function addTickets(ctx: SandboxContext, checkout: Checkout, event: StoredEvent, item: CheckoutItem, wanted: readonly WantedTickets[]): CheckoutItem {
  const sellerId = checkout.sellerId ?? '';
  const byType = takenByTicketType(ctx, event._id);
  const bySlot = takenBySlot(ctx, event._id);
  const seats = takenSeats(ctx, event);
  const chart = layoutIndexOf(event);
  const capacity = eventCapacity(event);
  let eventTaken = takenByEvent(ctx, [event._id]).get(event._id) ?? 0;
  const couponLimit = itemTicketLimit(couponsOfItem(ctx, sellerId, item));
  const typeOf = (id: string | null | undefined) => event.tickets?.find((candidate) => candidate._id === id);
  const tickets = [...(item.tickets ?? [])];
  const products = [...(item.products ?? [])];
  const offers = [...(item.bundleOffers ?? [])];

  for (const entry of wanted) {
    const type = typeOf(entry.ticketTypeId);
    if (!type || type.active === false) throw coded(400, 'noActiveTicketType', NO_ACTIVE_TICKET_TYPE);
    const category = event.categories?.find((candidate) => candidate.ref === type.categoryRef);
    if (!category) throw coded(400, 'missingCategory', MISSING_CATEGORY);
    const slot = slotFor(event, category, entry.slotId, ctx.now());
    const asHardTicket = entry.asHardTicket === true && event.hardTicketSettings !== undefined;

    const inCartOfType = units(tickets, (line) => line.ticketTypeId === type._id);
    const categoryTaken = (event.tickets ?? []).filter((other) => other.categoryRef === category.ref).reduce((sum, other) => sum + (byType.get(other._id) ?? 0), 0);
    const available = availableAmount({
      ticketType: {
        remaining: type.volume === undefined ? undefined : type.volume - (byType.get(type._id) ?? 0),
        volume: type.volume,
        maxAmountPerOrder: type.maxAmountPerOrder,
        minAmountPerOrder: type.minAmountPerOrder,
        ignoredForMaxAmounts: type.ignoredForMaxAmounts,
      },
      category: { remaining: category.volume === undefined ? undefined : category.volume - categoryTaken, maxAmountPerOrder: category.maxAmountPerOrder },
      slot: slot ? { remaining: slot.volume === undefined ? undefined : slot.volume - (bySlot.get(slot._id) ?? 0) } : undefined,
      event: { remaining: Number.isFinite(capacity) ? capacity - eventTaken : undefined, maxAmountPerOrder: event.maxAmountPerOrder },
      coupon: { maxTickets: couponLimit },
      inCart: {
        ticketType: inCartOfType,
        category: units(tickets, (line) => line.categoryRef === category.ref),
        eventCountedForMax: units(tickets, (line) => !typeOf(line.ticketTypeId)?.ignoredForMaxAmounts),
        total: units(tickets),
      },
    });
    const minimum = { ticketTypeId: type._id, minAmountPerOrder: type.minAmountPerOrder, minAmountPerOrderRule: type.minAmountPerOrderRule };
    if (available < entry.amount || violatesMinPerOrder(inCartOfType + entry.amount, minimum)) throw couldNotAdd();

    const requiresDetails = ticketDataFields(ctx, sellerId, type._id).length > 0;
    const base = {
      type: 'ticket' as const,
      ticketTypeId: type._id,
      name: type.name,
      categoryRef: category.ref,
      price: type.price,
      ...(type.taxRate !== undefined ? { taxRate: type.taxRate } : {}),
      ...(asHardTicket ? { asHardTicket: true } : {}),
      ...(slot ? { slotInfo: { slotId: slot._id, slotStartTime: slot.startTime } } : {}),
    };
    const reserve = { checkout, itemId: item._id, event, type, category, slot, requiresDetails };
    const grown: CartLine[] = [];
    if (entry.seats || category.seatingPlan) {
      // A seat best available picks says what the chart knows of it too (its type: limited view, foldable).
      const charted = (seat: SeatingInfo): SeatingInfo => chart?.seats.get(chart.byKey.get(seatKey(seat)) ?? '')?.info ?? seat;
      const assigned = entry.seats ?? (category.seatingPlan ? bestAvailableSeats(category.seatingPlan, seats, entry.amount)?.map(charted) : undefined);
      if (!assigned) throw couldNotAdd();
      if (entry.seats?.some((seat) => seats.has(seatKey(seat)))) throw coded(409, 'seatUnavailable', 'These seats are no longer available');
      for (const seat of assigned) {
        seats.add(seatKey(seat));
        const line: CartLine = { _id: newId('line'), ...base, amount: 1, seatingInfo: { ...seat } };
        tickets.push(line);
        reserveTickets(ctx, { ...reserve, line, seats: [seat], count: 1 });
        grown.push(line);
      }
    } else {
      // Places in a general-admission area chosen on the map keep to a line of that area.
      const area: SeatingInfo | undefined = entry.area;
      const index = tickets.findIndex(
        (line) =>
          line.ticketTypeId === type._id &&
          (area ? !line.seatingInfo?.seatName && line.seatingInfo?.name === area.name : !line.seatingInfo) &&
          (line.slotInfo?.slotId ?? null) === (slot?._id ?? null) &&
          (line.asHardTicket === true) === asHardTicket,
      );
      const current = tickets[index];
      const line: CartLine = current ? { ...current, amount: current.amount + entry.amount } : { _id: newId('line'), ...base, amount: entry.amount, ...(area ? { seatingInfo: { ...area } } : {}) };
      if (current) tickets[index] = line;
      else tickets.push(line);
      reserveTickets(ctx, { ...reserve, line, count: entry.amount, ...(area ? { seats: Array.from({ length: entry.amount }, () => area) } : {}) });
      grown.push(line);
    }

    // Bundles are the buyer's choice: offered per ticket line, a required one added at its minimum.
    for (const line of grown) {
      const bundles = offerBundles(ctx, sellerId, line);
      offers.push(...bundles.offers);
      products.push(...bundles.lines);
    }
    byType.set(type._id, (byType.get(type._id) ?? 0) + entry.amount);
    if (slot) bySlot.set(slot._id, (bySlot.get(slot._id) ?? 0) + entry.amount);
    eventTaken += entry.amount;
  }
  return { ...item, tickets, products, ...(offers.length > 0 ? { bundleOffers: offers } : {}) };
}

function addProducts(ctx: SandboxContext, checkout: Checkout, event: StoredEvent, item: CheckoutItem, wanted: AddToCartInput['products']): CheckoutItem {
  const products = [...(item.products ?? [])];
  for (const entry of wanted) {
    const product = ctx.store.get('products', entry.productId);
    const offered = product && product.sellerId === checkout.sellerId && product.active !== false && (!event.productIds || event.productIds.includes(product._id));
    const variant = product?.variants?.[0];
    if (!product || !offered || variant?.price === undefined || variant.priceType === 'range') throw couldNotAdd();
    const index = products.findIndex((line) => line.type === 'product' && line.productId === product._id);
    const current = products[index];
    if (current) products[index] = { ...current, amount: current.amount + entry.amount };
    else
      products.push({
        _id: newId('line'),
        type: 'product',
        productId: product._id,
        name: product.name,
        price: variant.price,
        amount: entry.amount,
        ...(variant.taxRate !== undefined ? { taxRate: variant.taxRate } : {}),
      });
  }
  return { ...item, products };
}

export function addToCart(ctx: SandboxContext, checkout: Checkout, input: AddToCartInput): Checkout {
  requireOpen(checkout);
  const event = ctx.store.get('events', input.eventId);
  if (!event || event.sellerId !== checkout.sellerId) throw coded(404, 'eventNotFound', 'Event not found');
  const existing = checkout.items?.find((candidate) => candidate.eventId === event._id);
  let item: CheckoutItem = existing ?? {
    _id: newId('item'),
    eventId: event._id,
    tickets: [],
    products: [],
    ...(input.shopId ? { shopId: input.shopId } : {}),
    ...(input.channelId ? { channelId: input.channelId } : {}),
  };

  for (const code of input.coupons) {
    item = withCoupon(ctx, { sellerId: checkout.sellerId ?? '', eventId: event._id, item, code, ticketsInItem: units(item.tickets ?? []) });
  }
  // Claimed first: while it is held, the hold's own seats would count against the sale status.
  const held = input.seatingReservationToken ? claimHold(ctx, checkout, event, layoutIndexOf(event), input.seatingReservationToken) : [];
  if (input.items.length > 0 || input.products.length > 0 || held.length > 0) {
    const live = toPublicEvent(event, { locale: 'en', taken: takenByEvent(ctx, [event._id]).get(event._id) ?? 0, now: ctx.now() });
    if (live.saleStatus !== 'onSale') throw couldNotAdd();
  }
  if (held.length > 0) item = addTickets(ctx, checkout, event, item, held);
  if (input.items.length > 0) item = addTickets(ctx, checkout, event, item, input.items);
  if (input.products.length > 0) item = addProducts(ctx, checkout, event, item, input.products);
  // Resale is what a sold-out event still offers: not held to the primary sale status.
  if (input.listings && input.listings.length > 0) item = addListings(ctx, checkout, event, item, input.listings, input.buyerCustomerId);
  // Not held to the sale status: the ticket is already the buyer's, even if it sold the event out.
  if (input.bundle) item = chooseBundle(ctx, checkout.sellerId ?? '', item, input.bundle);

  const items = existing ? (checkout.items ?? []).map((candidate) => (candidate._id === item._id ? item : candidate)) : [...(checkout.items ?? []), item];
  return ctx.store.put('checkouts', priceCheckout(ctx, { ...checkout, items }));
}
