import { describe, it, expect } from 'vitest';
import { cartCounts, fitPicks, maxAmount } from '../../components/checkout/step1/picking.ts';
import type { StepOneData, TicketOption, TicketSection } from '../../components/checkout/step1/view-model.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

/**
 * Step 1's pickers once live availabilities are known (spec 02 §5 availability, §7 availabilities):
 * a live count is what is left with every cart's holds taken off, this buyer's included, so the
 * cart is not taken off it again; an amount above what is left now is lowered.
 */

const ticket = (id: string, categoryRef: string, more: Partial<TicketOption> = {}): TicketOption => ({ id, name: id, categoryRef, priceLabel: '£1.00', unavailable: false, ...more });
const section = (ref: string, tickets: TicketOption[], more: Partial<TicketSection> = {}): TicketSection => ({ ref, mode: 'nonSeatingCategories', slotIds: [], tickets, ...more });

/** Like the demo jazz night: event max 10, standing max 8, seated category max 6, a table with min 4. */
const jazz: StepOneData = {
  eventId: 'evt_jazz',
  eventName: 'Midnight Jazz Session',
  saleState: 'onSale',
  volume: 330,
  maxAmountPerOrder: 10,
  sections: [
    section('cat_standing', [ticket('tt_standing', 'cat_standing', { volume: 200, maxAmountPerOrder: 8 })], { volume: 200, maxAmountPerOrder: 8 }),
    section('cat_seated', [ticket('tt_seated', 'cat_seated', { volume: 100, maxAmountPerOrder: 6 }), ticket('tt_table', 'cat_seated', { volume: 30, minAmountPerOrder: 4 })], { volume: 100, maxAmountPerOrder: 6 }),
  ],
  slots: [],
  slotsFirst: false,
  products: [],
};

const live = (change: (data: StepOneData) => void): StepOneData => {
  const copy = structuredClone(jazz);
  change(copy);
  return copy;
};
const typeOf = (data: StepOneData, id: string) => data.sections.flatMap((s) => s.tickets).find((t) => t.id === id) as TicketOption;

const cartWith = (amount: number): Checkout => ({
  _id: 'chk',
  status: 'open',
  items: [{ _id: 'item', eventId: 'evt_jazz', tickets: [{ _id: 'line', type: 'ticket', ticketTypeId: 'tt_standing', categoryRef: 'cat_standing', amount }] }],
});

describe('maxAmount with live counts', () => {
  it.each<[string, StepOneData, string, Record<string, number>, number]>([
    ['the configured limits while nothing live is known', jazz, 'tt_standing', {}, 8],
    ['what is left of the ticket type', live((d) => void (typeOf(d, 'tt_standing').remaining = 3)), 'tt_standing', {}, 3],
    ['what is left of the category, shared with its other types', live((d) => void (d.sections[1]!.remaining = 5)), 'tt_seated', { tt_table: 4 }, 1],
    ['what is left of the event, shared with every type', live((d) => void (d.remaining = 4)), 'tt_seated', { tt_standing: 3 }, 1],
    ['nothing when the ticket type has 0 left', live((d) => void (typeOf(d, 'tt_seated').remaining = 0)), 'tt_seated', {}, 0],
  ])('stops at %s', (_rule, data, id, picked, expected) => {
    expect(maxAmount(id, data, picked)).toBe(expected);
  });

  it('does not take the cart off a live count again, which already counts its holds', () => {
    const counts = cartCounts(cartWith(2), jazz);
    // Configured: 200 - 2 in the cart, capped by max 8 - 2. Live: 3 left, the cart's 2 already off.
    expect(maxAmount('tt_standing', jazz, {}, counts)).toBe(6);
    const data = live((d) => void (typeOf(d, 'tt_standing').remaining = 3));
    expect(maxAmount('tt_standing', data, {}, cartCounts(cartWith(2), data))).toBe(3);
    const eventLeft = live((d) => void (d.remaining = 2));
    expect(maxAmount('tt_seated', eventLeft, {}, cartCounts(cartWith(2), eventLeft))).toBe(2);
  });
});

describe('fitPicks', () => {
  it.each<[string, StepOneData, Record<string, number>, Record<string, number>, { ticketId: string; amount: number }[]]>([
    ['keeps picks within what is left', live((d) => void (typeOf(d, 'tt_standing').remaining = 5)), { tt_standing: 5 }, { tt_standing: 5 }, []],
    ['lowers a pick to what is left', live((d) => void (typeOf(d, 'tt_standing').remaining = 2)), { tt_standing: 5 }, { tt_standing: 2 }, [{ ticketId: 'tt_standing', amount: 2 }]],
    ['drops a pick of a sold-out type to 0', live((d) => void (typeOf(d, 'tt_seated').remaining = 0)), { tt_seated: 2, tt_standing: 1 }, { tt_seated: 0, tt_standing: 1 }, [{ ticketId: 'tt_seated', amount: 0 }]],
    ['drops a pick to 0 rather than under its minimum per order', live((d) => void (typeOf(d, 'tt_table').remaining = 3)), { tt_table: 4 }, { tt_table: 0 }, [{ ticketId: 'tt_table', amount: 0 }]],
    [
      'shares a category left between its types in the listing order',
      live((d) => void (d.sections[1]!.remaining = 5)),
      { tt_seated: 3, tt_table: 4 },
      { tt_seated: 3, tt_table: 0 },
      [{ ticketId: 'tt_table', amount: 0 }],
    ],
    [
      'shares an event left between every type',
      live((d) => void (d.remaining = 4)),
      { tt_standing: 3, tt_seated: 3 },
      { tt_standing: 3, tt_seated: 1 },
      [{ ticketId: 'tt_seated', amount: 1 }],
    ],
    ['drops every pick when the event is sold out', live((d) => void (d.saleState = 'soldOut')), { tt_standing: 2, tt_seated: 1 }, { tt_standing: 0, tt_seated: 0 }, [
      { ticketId: 'tt_standing', amount: 0 },
      { ticketId: 'tt_seated', amount: 0 },
    ]],
  ])('%s', (_name, data, picked, expected, lowered) => {
    const fit = fitPicks(data, picked);
    expect(fit.picked).toEqual(expected);
    expect(fit.lowered).toEqual(lowered);
  });

  it('answers the same picks when nothing was lowered', () => {
    const picked = { tt_standing: 2 };
    expect(fitPicks(jazz, picked).picked).toBe(picked);
  });
});
