import type { IntlShape } from 'react-intl';
import { calendarDateIn } from '@/lib/domain/calendar-date';
import { isTicketTypeUnavailable } from '@/lib/domain/availability';
import { moneyLabel } from '@/lib/i18n/format';
import { dateTimeWithZone } from '@/lib/i18n/time-zone';
import type { Event, EventCategory } from '@/lib/ticketing/schemas/event';
import type { Product } from '@/lib/ticketing/schemas/product';

/**
 * What checkout step 1 shows, shaped on the server: plain data with every date and price already
 * formatted (ADR 0006), so the client island never re-formats with another ICU and hydration sees
 * identical text. Pure; used by the page and by tests.
 */

/** Spec 02 §2 step-1 view modes. */
export type StepOneViewMode = 'tickets' | 'nonSeatingCategories' | 'bestAvailableSeating' | 'products';

export interface TicketOption {
  id: string;
  name: string;
  description?: string | undefined;
  categoryRef: string;
  /** "£25.00", or "€24.30 plus MwSt." for sellers showing net prices. */
  priceLabel: string;
  volume?: number | undefined;
  maxAmountPerOrder?: number | undefined;
  minAmountPerOrder?: number | undefined;
  /** The min-per-order rule applies only once the type's total reaches this. */
  minRuleThreshold?: number | undefined;
  ignoredForMaxAmounts?: boolean | undefined;
  /** Min per order above the volume: never sellable (spec 02 §5). */
  unavailable: boolean;
  /** Live: what is left right now, once step 1 has read the availabilities (lib/domain/live-availabilities.ts). */
  remaining?: number | undefined;
  /** Live: nothing is left of the ticket type or of its category. */
  soldOut?: boolean | undefined;
}

export interface TicketSection {
  /** The category ref; tickets of a category the event does not list keep their ref. */
  ref: string;
  name?: string | undefined;
  mode: Exclude<StepOneViewMode, 'products'>;
  volume?: number | undefined;
  /** Live: what is left of the category right now. */
  remaining?: number | undefined;
  maxAmountPerOrder?: number | undefined;
  /** The slots this category's tickets are booked into; empty when its tickets need no slot. */
  slotIds: string[];
  tickets: TicketOption[];
}

export interface SlotOption {
  id: string;
  /** The calendar day in the event's time zone (yyyy-MM-dd), to group by. */
  day: string;
  dayLabel: string;
  /** "10:00 – 11:00" in the event's time zone. */
  timeLabel: string;
  startTime: string;
  volume?: number | undefined;
  /** Live: places left in the slot right now. */
  remaining?: number | undefined;
}

export interface ProductOption {
  id: string;
  name: string;
  description?: string | undefined;
  image?: string | undefined;
  priceLabel: string;
  /** The former price, shown struck through. */
  compareAtLabel?: string | undefined;
}

export type SaleState = 'onSale' | 'soldOut' | 'planned' | 'past';

export interface StepOneData {
  eventId: string;
  eventName: string;
  saleState: SaleState;
  /** When the sale opens, for a planned sale. */
  saleStartLabel?: string | undefined;
  volume?: number | undefined;
  /** Live: what is left of the event right now. */
  remaining?: number | undefined;
  maxAmountPerOrder?: number | undefined;
  sections: TicketSection[];
  slots: SlotOption[];
  /** Whether the slot is picked before the tickets (selection mode beforeTickets) or after them. */
  slotsFirst: boolean;
  products: ProductOption[];
  /** Step 1 of a seated event opens on the seat map rather than on best available. */
  seatMapFirst?: boolean | undefined;
}

type Formatter = Pick<IntlShape, 'formatDate' | 'formatDateToParts' | 'formatDateTimeRange' | 'formatNumber' | 'formatMessage'>;

/** A category with a seating plan is sold best available: the ticketing side assigns the seats. */
export function isSeatedCategory(category: Pick<EventCategory, 'seatingPlan'>): boolean {
  return category.seatingPlan !== undefined;
}

/**
 * The slots a category's tickets go into (spec 02 §5: slot and category data must match, or the
 * category is linked to no slots). No `slotIds` means every slot of the event; an explicit empty
 * list means the category is not sold by slot (the exhibition's guided tour).
 */
export function linkedSlotIds(category: Pick<EventCategory, 'slotIds'> | undefined, event: Pick<Event, 'slots' | 'slotSettings'>): string[] {
  const slots = event.slots ?? [];
  if (slots.length === 0 || !event.slotSettings) return [];
  if (!category?.slotIds) return slots.map((slot) => slot._id);
  const known = new Set(slots.map((slot) => slot._id));
  return category.slotIds.filter((id) => known.has(id));
}

export function priceText(intl: Formatter, amount: number, currency: string | undefined, netTaxName: string | undefined): string {
  const price = moneyLabel(intl, amount, currency);
  return netTaxName ? intl.formatMessage({ id: 'checkout.step1.priceNet' }, { price, taxName: netTaxName }) : price;
}

function saleStateOf(event: Pick<Event, 'saleStatus'>): SaleState {
  return event.saleStatus ?? 'onSale';
}

/** Products the page can sell with an amount: active, with a fixed price (donations pick their own amount elsewhere). */
function sellableProduct(product: Product): boolean {
  const variant = product.variants?.[0];
  return product.active !== false && variant !== undefined && variant.priceType !== 'range' && variant.price !== undefined;
}

export function stepOneData(input: {
  intl: Formatter;
  event: Event;
  products: readonly Product[];
  /** The seller's tax name when prices are shown net; undefined for gross prices. */
  netTaxName?: string | undefined;
}): StepOneData {
  const { intl, event, netTaxName } = input;
  const currency = event.currency;
  const categories = event.categories ?? [];
  const activeTickets = (event.tickets ?? []).filter((type) => type.active !== false);

  const refs = [...new Set([...categories.map((category) => category.ref), ...activeTickets.map((type) => type.categoryRef)])];
  const nonSeatedSections = refs.filter((ref) => {
    const category = categories.find((candidate) => candidate.ref === ref);
    return !category || !isSeatedCategory(category);
  });

  const sections: TicketSection[] = refs
    .map((ref): TicketSection => {
      const category = categories.find((candidate) => candidate.ref === ref);
      const seated = category !== undefined && isSeatedCategory(category);
      const tickets = activeTickets
        .filter((type) => type.categoryRef === ref)
        .map(
          (type): TicketOption => ({
            id: type._id,
            name: type.name,
            description: type.description,
            categoryRef: type.categoryRef,
            priceLabel: priceText(intl, type.price, currency, netTaxName),
            volume: type.volume,
            maxAmountPerOrder: type.maxAmountPerOrder,
            minAmountPerOrder: type.minAmountPerOrder,
            minRuleThreshold: type.minAmountPerOrderRule?.threshold,
            ignoredForMaxAmounts: type.ignoredForMaxAmounts,
            unavailable: isTicketTypeUnavailable({ volume: type.volume, minAmountPerOrder: type.minAmountPerOrder }),
          }),
        );
      return {
        ref,
        name: category?.name,
        // One plain group of tickets needs no category headings (view mode "tickets").
        mode: seated ? 'bestAvailableSeating' : nonSeatedSections.length > 1 ? 'nonSeatingCategories' : 'tickets',
        volume: category?.volume,
        maxAmountPerOrder: category?.maxAmountPerOrder,
        slotIds: linkedSlotIds(category, event),
        tickets,
      };
    })
    .filter((section) => section.tickets.length > 0);

  const slots = [...(event.slots ?? [])]
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .map((slot): SlotOption => {
      const start = new Date(slot.startTime);
      const time = { timeZone: event.timezone, hour: '2-digit', minute: '2-digit' } as const;
      return {
        id: slot._id,
        day: calendarDateIn(start, event.timezone),
        dayLabel: intl.formatDate(start, { timeZone: event.timezone, weekday: 'long', day: 'numeric', month: 'long' }),
        timeLabel: slot.endTime ? intl.formatDateTimeRange(start, new Date(slot.endTime), time) : intl.formatDate(start, time),
        startTime: slot.startTime,
        volume: slot.volume,
      };
    });

  const products = input.products.filter(sellableProduct).map((product): ProductOption => {
    const variant = product.variants?.[0];
    const price = variant?.price ?? 0;
    const compareAt = variant?.compareAtPrice ?? undefined;
    return {
      id: product._id,
      name: product.name,
      description: product.description ?? undefined,
      image: product.image ?? undefined,
      priceLabel: priceText(intl, price, product.currency ?? currency, netTaxName),
      ...(compareAt !== undefined && compareAt > price ? { compareAtLabel: moneyLabel(intl, compareAt, product.currency ?? currency) } : {}),
    };
  });

  const saleState = saleStateOf(event);
  return {
    eventId: event._id,
    eventName: event.name,
    saleState,
    ...(saleState === 'planned' && event.saleStart
      ? {
          saleStartLabel: dateTimeWithZone(intl, event.saleStart, event.timezone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
        }
      : {}),
    volume: event.volume,
    maxAmountPerOrder: event.maxAmountPerOrder,
    sections,
    slots,
    slotsFirst: event.slotSettings?.selectionMode === 'beforeTickets',
    products,
    seatMapFirst: event.styleOptions?.defaultSeatingView === 'seatMap',
  };
}
