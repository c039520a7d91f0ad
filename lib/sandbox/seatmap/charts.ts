import { createHash } from 'node:crypto';
import type { StoredEvent } from '../collections.ts';
import type { ChartCategory, VenueChart } from '../../seat-map/contract.ts';
import type { TicketType } from '../../ticketing/schemas/event.ts';
import { isTicketTypeUnavailable } from '../../domain/availability.ts';
import { ORPHAN_SEAT_SETTINGS } from '../../domain/orphan-seats.ts';
import { SEEDED_LAYOUTS } from '../seed/venues.ts';
import { indexLayout, type LayoutIndex, type VenueLayout } from './layout.ts';
import { layoutFromPlans } from './plan-layout.ts';

/**
 * Where an event's chart comes from: the venue layout registered for it (the seeded concert hall),
 * else one drawn from its categories' best-available plans; an event without seated categories has
 * none. Prices and capacities come from the event each time, the geometry is built once per layout
 * and kept, with the serialized chart and its ETag, while the event stays the same.
 */

/** At most this many seats and places one session holds at once, unless the event's max per order says less. */
export const DEFAULT_HOLD_LIMIT = 10;

const PALETTE = ['#7b2cbf', '#1d4ed8', '#0f766e', '#b45309', '#be123c', '#4d7c0f', '#475569', '#a21caf'];
const MEMO_SIZE = 32;

export interface EventChart {
  index: LayoutIndex;
  chart: VenueChart;
  /** The chart as JSON, and its strong ETag. */
  body: string;
  etag: string;
}

const layouts = new Map<string, LayoutIndex | null>();
const charts = new Map<string, EventChart>();

function remember<T>(memo: Map<string, T>, key: string, make: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const made = make();
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value ?? '');
  memo.set(key, made);
  return made;
}

function layoutOf(event: StoredEvent): VenueLayout | undefined {
  const seeded = SEEDED_LAYOUTS[event._id];
  return seeded ? seeded() : layoutFromPlans(event);
}

/** The event's seats, rows and areas, or undefined when it has no seat map. */
export function layoutIndexOf(event: StoredEvent): LayoutIndex | undefined {
  const plans = SEEDED_LAYOUTS[event._id] ? '' : JSON.stringify((event.categories ?? []).map((category) => [category.ref, category.name, category.seatingPlan ?? null]));
  const index = remember(layouts, `${event._id}:${plans}`, () => {
    const layout = layoutOf(event);
    return layout ? indexLayout(layout) : null;
  });
  return index ?? undefined;
}

/** The ticket types a seat of the category can be held with: active and sellable one by one at all. */
export function offeredTicketTypes(event: StoredEvent, categoryRef: string): TicketType[] {
  return (event.tickets ?? []).filter((type) => type.categoryRef === categoryRef && type.active !== false && !isTicketTypeUnavailable({ volume: type.volume, minAmountPerOrder: type.minAmountPerOrder }));
}

export function holdLimitOf(event: StoredEvent): number {
  return Math.min(event.maxAmountPerOrder ?? DEFAULT_HOLD_LIMIT, DEFAULT_HOLD_LIMIT * 5);
}

function build(event: StoredEvent, index: LayoutIndex): EventChart {
  const { layout } = index;
  const used = new Set([...[...index.seats.values()].map((seat) => seat.category), ...layout.areas.map((area) => area.category)]);
  const categories: ChartCategory[] = (event.categories ?? [])
    .filter((category) => used.has(category.ref))
    .map((category, position) => ({
      ref: category.ref,
      name: category.name,
      color: PALETTE[position % PALETTE.length] ?? '#475569',
      ticketTypes: offeredTicketTypes(event, category.ref).map((type) => ({ ticketTypeId: type._id, name: type.name, price: type.price })),
    }));
  const volumeOf = (ref: string) => event.categories?.find((category) => category.ref === ref)?.volume;
  const chart: VenueChart = {
    chartId: layout.id,
    eventId: event._id,
    venue: event.location?.locationName ?? '',
    currency: event.currency ?? 'EUR',
    width: layout.width,
    height: layout.height,
    ...(layout.stage ? { stage: layout.stage } : {}),
    categories,
    sections: layout.sections,
    areas: layout.areas.map((area) => ({ ...area, capacity: volumeOf(area.category) ?? 0 })),
    seatCount: index.seats.size,
    orphanRule: { ...ORPHAN_SEAT_SETTINGS },
    holdLimit: holdLimitOf(event),
  };
  const body = JSON.stringify(chart);
  return { index, chart, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** The event's chart with what it costs today, or undefined when the event has no seat map. */
export function chartOf(event: StoredEvent): EventChart | undefined {
  const index = layoutIndexOf(event);
  if (!index) return undefined;
  const fingerprint = JSON.stringify([event.categories, event.tickets, event.location?.locationName, event.currency, event.maxAmountPerOrder]);
  const key = `${event._id}:${createHash('sha256').update(fingerprint).digest('base64url')}`;
  return remember(charts, key, () => build(event, index));
}
