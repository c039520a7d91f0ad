import { describe, it, expect } from 'vitest';
import { AVAILABILITIES_REFRESH_MS, withLiveAvailabilities, type EventListing, type LiveAvailabilities } from '../../lib/domain/live-availabilities.ts';
import { CACHE_LIFETIMES } from '../../lib/ticketing/cache-policy.ts';

/**
 * Step 1's listing with the live availabilities applied (spec 02 §7 availabilities, §5 "Cart and
 * availability"). The listing is the demo jazz night's (volumes 200 / 100 / 3, category volumes
 * 200 / 100, event volume 330) plus one slot; the live counts are what is left of each.
 */

interface Listing extends EventListing {
  name: string;
  sections: { ref: string; name: string; remaining?: number | undefined; tickets: { id: string; name: string; volume: number; remaining?: number | undefined; soldOut?: boolean | undefined }[] }[];
  slots: { id: string; volume: number; remaining?: number | undefined }[];
}

const listing = (saleState: EventListing['saleState'] = 'onSale'): Listing => ({
  name: 'Midnight Jazz Session',
  saleState,
  sections: [
    { ref: 'cat_standing', name: 'Standing', tickets: [{ id: 'tt_standing', name: 'Standing', volume: 200 }] },
    {
      ref: 'cat_seated',
      name: 'Seated',
      tickets: [
        { id: 'tt_seated', name: 'Seated', volume: 100 },
        { id: 'tt_table', name: 'Table for four', volume: 3 },
      ],
    },
  ],
  slots: [{ id: 'slot_evening', volume: 330 }],
});

function live(change: Partial<{ event: number | null; standing: number | null; seated: number | null; table: number | null; catStanding: number | null; catSeated: number | null; slot: number | null }> = {}): LiveAvailabilities {
  const counts = { event: 120, standing: 80, seated: 37, table: 3, catStanding: 80, catSeated: 40, slot: 120, ...change };
  return {
    remaining: counts.event,
    ticketTypes: [
      { ticketTypeId: 'tt_standing', remaining: counts.standing },
      { ticketTypeId: 'tt_seated', remaining: counts.seated },
      { ticketTypeId: 'tt_table', remaining: counts.table },
    ],
    categories: [
      { ref: 'cat_standing', remaining: counts.catStanding },
      { ref: 'cat_seated', remaining: counts.catSeated },
    ],
    slots: [{ slotId: 'slot_evening', remaining: counts.slot }],
  };
}

/** What the merge decides, flattened for a table row. */
function outcome(merged: Listing) {
  const tickets = merged.sections.flatMap((section) => section.tickets);
  return {
    saleState: merged.saleState,
    event: merged.remaining,
    categories: merged.sections.map((section) => section.remaining),
    tickets: tickets.map((ticket) => ticket.remaining),
    soldOut: tickets.filter((ticket) => ticket.soldOut).map((ticket) => ticket.id),
    slots: merged.slots.map((slot) => slot.remaining),
  };
}

describe('withLiveAvailabilities', () => {
  it.each<[string, Listing, LiveAvailabilities, ReturnType<typeof outcome>]>([
    [
      'every count becomes what is left; nothing is sold out',
      listing(),
      live(),
      { saleState: 'onSale', event: 120, categories: [80, 40], tickets: [80, 37, 3], soldOut: [], slots: [120] },
    ],
    [
      'a ticket type with 0 left is sold out, the others stay on sale',
      listing(),
      live({ seated: 0 }),
      { saleState: 'onSale', event: 120, categories: [80, 40], tickets: [80, 0, 3], soldOut: ['tt_seated'], slots: [120] },
    ],
    [
      'a category with 0 left sells out every ticket type in it',
      listing(),
      live({ catSeated: 0 }),
      { saleState: 'onSale', event: 120, categories: [80, 0], tickets: [80, 37, 3], soldOut: ['tt_seated', 'tt_table'], slots: [120] },
    ],
    [
      'an event with 0 left is sold out',
      listing(),
      live({ event: 0 }),
      { saleState: 'soldOut', event: 0, categories: [80, 40], tickets: [80, 37, 3], soldOut: [], slots: [120] },
    ],
    [
      'an event whose every ticket type is sold out is sold out, whatever its own count',
      listing(),
      live({ event: null, standing: 0, catSeated: 0 }),
      { saleState: 'soldOut', event: undefined, categories: [80, 0], tickets: [0, 37, 3], soldOut: ['tt_standing', 'tt_seated', 'tt_table'], slots: [120] },
    ],
    [
      'a slot with 0 left says so (the slot choice shows it full)',
      listing(),
      live({ slot: 0 }),
      { saleState: 'onSale', event: 120, categories: [80, 40], tickets: [80, 37, 3], soldOut: [], slots: [0] },
    ],
    [
      'null means no volume limits: nothing is capped, nothing sold out',
      listing(),
      live({ event: null, standing: null, seated: null, table: null, catStanding: null, catSeated: null, slot: null }),
      { saleState: 'onSale', event: undefined, categories: [undefined, undefined], tickets: [undefined, undefined, undefined], soldOut: [], slots: [undefined] },
    ],
    [
      'a count below 0 is read as nothing left',
      listing(),
      live({ table: -2 }),
      { saleState: 'onSale', event: 120, categories: [80, 40], tickets: [80, 37, 0], soldOut: ['tt_table'], slots: [120] },
    ],
    [
      'a planned sale stays planned: live counts only ever take away',
      listing('planned'),
      live({ event: 0 }),
      { saleState: 'planned', event: 0, categories: [80, 40], tickets: [80, 37, 3], soldOut: [], slots: [120] },
    ],
    [
      'a sold-out event stays sold out even when places came free',
      listing('soldOut'),
      live(),
      { saleState: 'soldOut', event: 120, categories: [80, 40], tickets: [80, 37, 3], soldOut: [], slots: [120] },
    ],
    [
      'entries the availabilities do not name keep their configured volumes',
      listing(),
      { remaining: 120, ticketTypes: [{ ticketTypeId: 'tt_standing', remaining: 5 }, { ticketTypeId: 'tt_unknown', remaining: 0 }], categories: [], slots: [] },
      { saleState: 'onSale', event: 120, categories: [undefined, undefined], tickets: [5, undefined, undefined], soldOut: [], slots: [undefined] },
    ],
  ])('%s', (_, before, counts, expected) => {
    expect(outcome(withLiveAvailabilities(before, counts))).toEqual(expected);
  });

  it('keeps everything else the listing holds and leaves the listing itself untouched', () => {
    const before = listing();
    const merged = withLiveAvailabilities(before, live({ seated: 0 }));
    expect(merged.name).toBe('Midnight Jazz Session');
    expect(merged.sections[1]?.tickets[0]).toEqual({ id: 'tt_seated', name: 'Seated', volume: 100, remaining: 0, soldOut: true });
    expect(merged.slots[0]?.volume).toBe(330);
    expect(before).toEqual(listing());
  });

  it('asks again well within the 10 minutes the event fetch cache lives (spec 02 §9)', () => {
    expect(CACHE_LIFETIMES.event).toBe(600);
    expect(AVAILABILITIES_REFRESH_MS).toBe(20_000);
    expect(AVAILABILITIES_REFRESH_MS).toBeLessThan((CACHE_LIFETIMES.event * 1000) / 10);
  });
});
