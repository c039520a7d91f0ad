import { availableAmount } from '@/lib/domain/availability';
import type { AddToCartInput } from '@/lib/operations/cart.inputs';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import type { SlotOption, StepOneData, TicketOption, TicketSection } from './view-model';

/**
 * The rules of the step-1 pickers, kept out of the components so they read as plain functions:
 * how many units a picker may offer, when a slot is needed, and the body of the add call.
 */

export type Amounts = Readonly<Record<string, number>>;

/**
 * A number field needs a finite maximum even when nothing limits a ticket type; the storefront's
 * add call takes at most 100 units per line (lib/cart/inputs.ts), so more could never be added.
 */
export const PICKER_CEILING = 100;

/** What this shop's cart already holds of the event: it uses up the per-order maxima. */
export interface CartCounts {
  byTicketType: ReadonlyMap<string, number>;
  byCategory: ReadonlyMap<string, number>;
  /** Tickets counted towards the event max (types ignored for max amounts are not). */
  countedForMax: number;
  total: number;
}

export const EMPTY_CART_COUNTS: CartCounts = { byTicketType: new Map(), byCategory: new Map(), countedForMax: 0, total: 0 };

function add(map: Map<string, number>, key: string | undefined | null, amount: number) {
  if (!key) return;
  map.set(key, (map.get(key) ?? 0) + amount);
}

export function cartCounts(cart: Checkout | null | undefined, data: Pick<StepOneData, 'eventId' | 'sections'>): CartCounts {
  if (!cart || (cart.status !== undefined && cart.status !== 'open')) return EMPTY_CART_COUNTS;
  const ignored = new Set(data.sections.flatMap((section) => section.tickets.filter((ticket) => ticket.ignoredForMaxAmounts).map((ticket) => ticket.id)));
  const byTicketType = new Map<string, number>();
  const byCategory = new Map<string, number>();
  let countedForMax = 0;
  let total = 0;
  for (const item of cart.items ?? []) {
    if (item.eventId !== data.eventId) continue;
    for (const line of item.tickets ?? []) {
      if (line.type !== 'ticket') continue;
      add(byTicketType, line.ticketTypeId, line.amount);
      add(byCategory, line.categoryRef, line.amount);
      total += line.amount;
      if (!line.ticketTypeId || !ignored.has(line.ticketTypeId)) countedForMax += line.amount;
    }
  }
  return { byTicketType, byCategory, countedForMax, total };
}

/** The seats the ticketing side assigned to the cart's tickets of these types (best available seating). */
export function assignedSeats(cart: Checkout | null | undefined, eventId: string, ticketTypeIds: ReadonlySet<string>, words?: { row: string; seat: string }): string[] {
  return (cart?.items ?? [])
    .filter((item) => item.eventId === eventId)
    .flatMap((item) => item.tickets ?? [])
    .filter((line) => line.ticketTypeId !== undefined && ticketTypeIds.has(line.ticketTypeId))
    .map((line) => seatText(line.seatingInfo, words))
    .filter((seat): seat is string => seat !== undefined);
}

/** "Stalls, Block B, row K, seat 12" from a seated seating info; the area name for general admission. */
export function seatText(
  seating: { sectionName?: string | null | undefined; groupName?: string | null | undefined; rowName?: string | null | undefined; seatName?: string | null | undefined; name?: string | null | undefined } | null | undefined,
  words: { row: string; seat: string } = { row: 'row', seat: 'seat' },
): string | undefined {
  if (!seating) return undefined;
  const parts = [seating.sectionName, seating.groupName, seating.rowName ? `${words.row} ${seating.rowName}` : undefined, seating.seatName ? `${words.seat} ${seating.seatName}` : undefined].filter(
    (part): part is string => Boolean(part),
  );
  if (parts.length > 0) return parts.join(', ');
  return seating.name ?? undefined;
}

function ticketsOf(data: Pick<StepOneData, 'sections'>): Map<string, TicketOption> {
  return new Map(data.sections.flatMap((section) => section.tickets.map((ticket) => [ticket.id, ticket] as const)));
}

/** What is left: the live count, which already counts this cart's holds, else the configured volume less the cart's units. */
const left = (live: number | undefined, volume: number | undefined, inCart: number) => live ?? (volume === undefined ? undefined : volume - inCart);

/**
 * How many units of a ticket type the picker offers (spec 02 §5 availability): the domain rule
 * fed with what the page knows (live counts once read, else configured volumes; per-order maxima),
 * what the cart already holds, and what the buyer picked of the other types, which shares the
 * category and event limits.
 */
export function maxAmount(ticketId: string, data: Pick<StepOneData, 'sections' | 'volume' | 'remaining' | 'maxAmountPerOrder'>, picked: Amounts, cart: CartCounts = EMPTY_CART_COUNTS): number {
  const section = data.sections.find((candidate) => candidate.tickets.some((ticket) => ticket.id === ticketId));
  const ticket = section?.tickets.find((candidate) => candidate.id === ticketId);
  if (!section || !ticket) return 0;
  const tickets = ticketsOf(data);
  let categoryOthers = 0;
  let countedOthers = 0;
  let allOthers = 0;
  for (const [id, amount] of Object.entries(picked)) {
    const other = tickets.get(id);
    if (id === ticketId || !other || amount <= 0) continue;
    allOthers += amount;
    if (other.categoryRef === ticket.categoryRef) categoryOthers += amount;
    if (!other.ignoredForMaxAmounts) countedOthers += amount;
  }
  const inCartOfType = cart.byTicketType.get(ticketId) ?? 0;
  const inCartOfCategory = cart.byCategory.get(ticket.categoryRef) ?? 0;
  const categoryLeft = left(section.remaining, section.volume, inCartOfCategory);
  const eventLeft = left(data.remaining, data.volume, cart.total);
  const available = availableAmount({
    ticketType: {
      remaining: left(ticket.remaining, ticket.volume, inCartOfType),
      volume: ticket.volume,
      maxAmountPerOrder: ticket.maxAmountPerOrder,
      minAmountPerOrder: ticket.minAmountPerOrder,
      ignoredForMaxAmounts: ticket.ignoredForMaxAmounts,
    },
    category: {
      remaining: categoryLeft === undefined ? undefined : categoryLeft - categoryOthers,
      maxAmountPerOrder: section.maxAmountPerOrder,
    },
    event: { remaining: eventLeft === undefined ? undefined : eventLeft - allOthers, maxAmountPerOrder: data.maxAmountPerOrder },
    inCart: { ticketType: inCartOfType, category: inCartOfCategory + categoryOthers, eventCountedForMax: cart.countedForMax + countedOthers },
  });
  return Math.min(available, PICKER_CEILING);
}

/**
 * The next amount for a − or + press. A ticket type with a minimum per order (and no threshold
 * rule) jumps between 0 and the minimum, so the buyer never builds a cart the checkout refuses.
 */
export function stepAmount(current: number, direction: 1 | -1, limits: { max: number; min?: number | undefined; threshold?: number | undefined; inCart?: number | undefined }): number {
  const inCart = limits.inCart ?? 0;
  const minimum = limits.min !== undefined && limits.min > 1 && limits.threshold === undefined ? Math.max(1, limits.min - inCart) : 1;
  if (direction === 1) {
    const next = current === 0 ? minimum : current + 1;
    return next <= limits.max ? next : current;
  }
  if (current <= 0) return 0;
  return current <= minimum ? 0 : current - 1;
}

/**
 * The picks lowered to what is available now (live counts can take away what the buyer picked).
 * In the listing's order each type keeps what is left after the types listed before it, so a
 * shared category or event limit takes from the types listed last. An amount under the type's
 * minimum per order drops to 0, as its − button would. Unchanged picks come back as the same object.
 */
export function fitPicks(
  data: Pick<StepOneData, 'sections' | 'volume' | 'remaining' | 'maxAmountPerOrder' | 'saleState'>,
  picked: Amounts,
  cart: CartCounts = EMPTY_CART_COUNTS,
): { picked: Amounts; lowered: { ticketId: string; amount: number }[] } {
  const kept: Record<string, number> = {};
  const lowered: { ticketId: string; amount: number }[] = [];
  for (const ticket of data.sections.flatMap((section) => section.tickets)) {
    const amount = picked[ticket.id] ?? 0;
    if (amount <= 0) continue;
    const max = data.saleState === 'onSale' ? maxAmount(ticket.id, data, kept, cart) : 0;
    const fitted = amount <= max ? amount : stepAmount(max + 1, -1, { max, min: ticket.minAmountPerOrder, threshold: ticket.minRuleThreshold, inCart: cart.byTicketType.get(ticket.id) ?? 0 });
    kept[ticket.id] = fitted;
    if (fitted !== amount) lowered.push({ ticketId: ticket.id, amount: fitted });
  }
  return { picked: lowered.length > 0 ? { ...picked, ...kept } : picked, lowered };
}

/** A typed amount: whole, never negative, never above the maximum. */
export function clampAmount(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.trunc(value)), Math.max(0, max));
}

const sectionOf = (data: Pick<StepOneData, 'sections'>, ticketId: string): TicketSection | undefined =>
  data.sections.find((section) => section.tickets.some((ticket) => ticket.id === ticketId));

/** The picked ticket types whose category is sold by slot. */
function slotBoundPicks(data: Pick<StepOneData, 'sections'>, picked: Amounts): TicketSection[] {
  const sections = new Map<string, TicketSection>();
  for (const [id, amount] of Object.entries(picked)) {
    const section = amount > 0 ? sectionOf(data, id) : undefined;
    if (section && section.slotIds.length > 0) sections.set(section.ref, section);
  }
  return [...sections.values()];
}

/** Whether the buyer must pick a time slot (spec 02 §5: the event uses slots and a picked category is linked to them). */
export function needsSlot(data: Pick<StepOneData, 'sections' | 'slots'>, picked: Amounts): boolean {
  return data.slots.length > 0 && slotBoundPicks(data, picked).length > 0;
}

/** The units going into one slot: every picked ticket of a slot-bound category. */
export function unitsNeedingSlot(data: Pick<StepOneData, 'sections'>, picked: Amounts): number {
  return Object.entries(picked).reduce((sum, [id, amount]) => sum + (amount > 0 && (sectionOf(data, id)?.slotIds.length ?? 0) > 0 ? amount : 0), 0);
}

/** The slots every picked slot-bound category accepts; all slots while nothing is picked yet. */
export function selectableSlots(data: Pick<StepOneData, 'sections' | 'slots'>, picked: Amounts): SlotOption[] {
  const bound = slotBoundPicks(data, picked);
  if (bound.length === 0) return data.slots;
  return data.slots.filter((slot) => bound.every((section) => section.slotIds.includes(slot.id)));
}

/** The slots grouped by their day in the event's time zone, in time order. */
export function slotsByDay(slots: readonly SlotOption[]): { day: string; label: string; slots: SlotOption[] }[] {
  const days: { day: string; label: string; slots: SlotOption[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.day === slot.day) last.slots.push(slot);
    else days.push({ day: slot.day, label: slot.dayLabel, slots: [slot] });
  }
  return days;
}

/** Whether anything is picked at all. */
export function hasPicks(tickets: Amounts, products: Amounts): boolean {
  return Object.values(tickets).some((amount) => amount > 0) || Object.values(products).some((amount) => amount > 0);
}

/** The body of POST /api/shops/{seller}/cart/items (ADR 0009) for what the buyer picked. */
export function addToCartBody(input: {
  data: Pick<StepOneData, 'eventId' | 'sections'>;
  tickets: Amounts;
  products: Amounts;
  slotId?: string | undefined;
  coupon?: string | undefined;
}): AddToCartInput {
  const { data } = input;
  const tickets = data.sections.flatMap((section) =>
    section.tickets
      .filter((ticket) => (input.tickets[ticket.id] ?? 0) > 0)
      .map((ticket) => ({
        ticketTypeId: ticket.id,
        amount: input.tickets[ticket.id] ?? 0,
        ...(section.slotIds.length > 0 && input.slotId ? { slotId: input.slotId } : {}),
      })),
  );
  const products = Object.entries(input.products)
    .filter(([, amount]) => amount > 0)
    .map(([productId, amount]) => ({ productId, amount }));
  const seated = data.sections.some((section) => section.mode === 'bestAvailableSeating' && section.tickets.some((ticket) => (input.tickets[ticket.id] ?? 0) > 0));
  const coupon = input.coupon?.trim();
  return {
    eventId: data.eventId,
    ...(tickets.length > 0 ? { tickets } : {}),
    ...(products.length > 0 ? { products } : {}),
    ...(coupon ? { coupon } : {}),
    ...(seated ? { bestAvailable: true } : {}),
  };
}
