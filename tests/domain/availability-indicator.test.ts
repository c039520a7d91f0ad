import { describe, it, expect } from 'vitest';
import {
  ALMOST_SOLD_OUT_SHARE,
  AVAILABILITY_STATES,
  FEWER_TICKETS_SHARE,
  availabilityIndicatorFor,
  availabilityState,
  saleStatusFor,
  showsAvailability,
  type AvailabilityIndicator,
  type AvailabilityState,
  type SaleStatus,
} from '../../lib/domain/availability-indicator.ts';

describe('availabilityState (spec 02 §2: five states)', () => {
  it.each<[SaleStatus | undefined, AvailabilityIndicator | undefined, AvailabilityState]>([
    ['soldOut', 'green', 'soldOut'],
    ['soldOut', undefined, 'soldOut'],
    ['planned', 'green', 'salePlanned'],
    ['planned', 'red', 'salePlanned'],
    ['onSale', 'red', 'almostSoldOut'],
    ['onSale', 'yellow', 'fewerTickets'],
    ['onSale', 'green', 'ticketsAvailable'],
    ['onSale', undefined, 'ticketsAvailable'],
    [undefined, 'red', 'almostSoldOut'],
    [undefined, undefined, 'ticketsAvailable'],
  ])('saleStatus %s, indicator %s -> %s', (saleStatus, availabilityIndicator, expected) => {
    expect(availabilityState({ saleStatus, availabilityIndicator })).toBe(expected);
  });

  it('knows exactly the five states of the spec', () => {
    expect([...AVAILABILITY_STATES].sort()).toEqual(['almostSoldOut', 'fewerTickets', 'salePlanned', 'soldOut', 'ticketsAvailable']);
  });
});

describe('showsAvailability', () => {
  it.each<[AvailabilityState, boolean | undefined, boolean]>([
    ['soldOut', false, true],
    ['salePlanned', false, true],
    ['almostSoldOut', false, false],
    ['fewerTickets', false, false],
    ['ticketsAvailable', false, false],
    ['ticketsAvailable', true, true],
    ['almostSoldOut', true, true],
    ['ticketsAvailable', undefined, true],
    ['soldOut', true, true],
  ])('%s with showAvailabilityIndicator %s -> %s', (state, show, expected) => {
    expect(showsAvailability(state, show)).toBe(expected);
  });
});

describe('availabilityIndicatorFor', () => {
  const capacity = 1000;
  const red = Math.floor(capacity * ALMOST_SOLD_OUT_SHARE);
  const yellow = Math.floor(capacity * FEWER_TICKETS_SHARE);

  it('uses shares that leave room for all three colours', () => {
    expect(ALMOST_SOLD_OUT_SHARE).toBeGreaterThan(0);
    expect(FEWER_TICKETS_SHARE).toBeGreaterThan(ALMOST_SOLD_OUT_SHARE);
    expect(FEWER_TICKETS_SHARE).toBeLessThan(1);
  });

  it.each<[string, number, AvailabilityIndicator]>([
    ['everything left', capacity, 'green'],
    ['just above the fewer-tickets share', yellow + 1, 'green'],
    ['exactly the fewer-tickets share', yellow, 'yellow'],
    ['just above the almost-sold-out share', red + 1, 'yellow'],
    ['exactly the almost-sold-out share', red, 'red'],
    ['one left', 1, 'red'],
    ['nothing left', 0, 'red'],
    ['oversold', -5, 'red'],
  ])('%s -> %s', (_case, remaining, expected) => {
    expect(availabilityIndicatorFor(remaining, capacity)).toBe(expected);
  });

  it('is red for an event without capacity', () => {
    expect(availabilityIndicatorFor(0, 0)).toBe('red');
    expect(availabilityIndicatorFor(10, 0)).toBe('red');
  });
});

describe('saleStatusFor', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  const future = '2030-06-10T20:00:00Z';
  const past = '2030-05-01T20:00:00Z';
  const later = '2030-06-05T10:00:00Z';

  it.each<[string, { saleStart?: string; end: string; remaining: number }, SaleStatus]>([
    ['an event on sale', { end: future, remaining: 10 }, 'onSale'],
    ['an event whose sale started', { saleStart: past, end: future, remaining: 10 }, 'onSale'],
    ['before the sale starts', { saleStart: later, end: future, remaining: 10 }, 'planned'],
    ['before the sale starts, even with nothing left', { saleStart: later, end: future, remaining: 0 }, 'planned'],
    ['nothing left', { end: future, remaining: 0 }, 'soldOut'],
    ['oversold', { end: future, remaining: -2 }, 'soldOut'],
    ['after the end', { end: past, remaining: 10 }, 'past'],
    ['after the end, beating planned and sold out', { saleStart: later, end: past, remaining: 0 }, 'past'],
    ['exactly at the end', { end: now.toISOString(), remaining: 10 }, 'onSale'],
    ['exactly at the sale start', { saleStart: now.toISOString(), end: future, remaining: 10 }, 'onSale'],
  ])('%s -> %s', (_case, input, expected) => {
    expect(saleStatusFor({ now, ...input })).toBe(expected);
  });
});
