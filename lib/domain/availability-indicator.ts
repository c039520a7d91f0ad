/**
 * The availability indicator of an event card (spec 02 §2): five states, from the event's sale
 * status and its red/yellow/green indicator.
 */
export const AVAILABILITY_STATES = ['soldOut', 'salePlanned', 'almostSoldOut', 'fewerTickets', 'ticketsAvailable'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

export type SaleStatus = 'onSale' | 'planned' | 'past' | 'soldOut';
export type AvailabilityIndicator = 'red' | 'yellow' | 'green';

/** At or below this share of capacity left an event is almost sold out (red). */
export const ALMOST_SOLD_OUT_SHARE = 0.1;
/** At or below this share of capacity left an event has fewer tickets (yellow). */
export const FEWER_TICKETS_SHARE = 0.3;

export function availabilityState(event: {
  saleStatus?: SaleStatus | undefined;
  availabilityIndicator?: AvailabilityIndicator | undefined;
}): AvailabilityState {
  if (event.saleStatus === 'soldOut') return 'soldOut';
  if (event.saleStatus === 'planned') return 'salePlanned';
  if (event.availabilityIndicator === 'red') return 'almostSoldOut';
  if (event.availabilityIndicator === 'yellow') return 'fewerTickets';
  return 'ticketsAvailable';
}

/** Whether the card shows the state; sold out and sale planned are shown even when the seller hides the indicator. */
export function showsAvailability(state: AvailabilityState, showIndicator: boolean | undefined): boolean {
  return state === 'soldOut' || state === 'salePlanned' || showIndicator !== false;
}

/** The indicator colour the ticketing side derives from what is left of an event's capacity. */
export function availabilityIndicatorFor(remaining: number, capacity: number): AvailabilityIndicator {
  if (capacity <= 0) return 'red';
  const share = Math.max(0, remaining) / capacity;
  if (share <= ALMOST_SOLD_OUT_SHARE) return 'red';
  if (share <= FEWER_TICKETS_SHARE) return 'yellow';
  return 'green';
}

export function saleStatusFor(input: { now: Date; saleStart?: string | undefined; end: string; remaining: number }): SaleStatus {
  if (Date.parse(input.end) < input.now.getTime()) return 'past';
  if (input.saleStart && Date.parse(input.saleStart) > input.now.getTime()) return 'planned';
  if (input.remaining <= 0) return 'soldOut';
  return 'onSale';
}
