import type { StoredEvent } from '../collections.ts';
import type { ChartBlock, ChartRow, ChartSection, ChartView, SeatType } from '../../seat-map/contract.ts';
import type { EventCategory } from '../../ticketing/schemas/event.ts';
import { seatingPlansOf, type VenueLayout } from '../seatmap/layout.ts';
import { SELLERS } from './ids.ts';
import { addMinutes, localAt } from './time.ts';

/**
 * The demo venues with a seat-map chart of their own (the other seated events get a chart drawn
 * from their best-available plan, lib/sandbox/seatmap/plan-layout.ts). Riverside Concert Hall is
 * the big one: 5,676 seats in stalls, circle and balcony, a wheelchair platform and a standing
 * arena, generated row by row so that the file stays small and the seats never change.
 */

export const CONCERT_HALL_EVENT_ID = 'evt_riverside_philharmonic';

const LONDON = 'Europe/London';

/** Where the stage's front edge is centred: rows are arcs around it. */
const CENTRE = { x: 1000, y: 80 };
const ROW_PITCH = 12;
const round = (value: number) => Math.round(value * 10) / 10;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

interface FanSection {
  id: string;
  name: string;
  view?: ChartView;
  /** Block ids and gates, left to right as the audience sees the stage. */
  blocks: readonly { id: string; gate: string }[];
  /** Degrees the section spans, and the aisles between its blocks. */
  fan: number;
  aisle: number;
  /** Radius of the front row. */
  radius: number;
  rows: readonly string[];
  seatsPerRow: number;
  category: (block: string, row: number) => string;
  seatType?: (block: string, row: number, seat: number) => SeatType | undefined;
}

/** A section of blocks side by side on arcs around the stage; seat 1 is on the left of each row. */
function fanSection(spec: FanSection): ChartSection {
  const count = spec.blocks.length;
  const span = (spec.fan - spec.aisle * (count - 1)) / count;
  const blocks = spec.blocks.map((block, blockIndex): ChartBlock => {
    const start = -spec.fan / 2 + blockIndex * (span + spec.aisle);
    const rows = spec.rows.map((rowName, rowIndex): ChartRow => {
      const radius = spec.radius + rowIndex * ROW_PITCH;
      return {
        id: `${block.id}-${rowName}`,
        name: rowName,
        category: spec.category(block.id, rowIndex + 1),
        seats: Array.from({ length: spec.seatsPerRow }, (_, seatIndex) => {
          const angle = rad(start + ((seatIndex + 0.5) * span) / spec.seatsPerRow);
          const type = spec.seatType?.(block.id, rowIndex + 1, seatIndex + 1);
          return {
            id: `${block.id}-${rowName}-${seatIndex + 1}`,
            name: String(seatIndex + 1),
            x: round(CENTRE.x + radius * Math.sin(angle)),
            y: round(CENTRE.y + radius * Math.cos(angle)),
            ...(type ? { type } : {}),
          };
        }),
      };
    });
    return { id: block.id, name: `Block ${block.id}`, gate: block.gate, rows };
  });
  return { id: spec.id, name: spec.name, ...(spec.view ? { view: spec.view } : {}), blocks };
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
const letters = (count: number, double = false) => Array.from({ length: count }, (_, index) => String.fromCharCode(65 + index).repeat(double ? 2 : 1));
// A demo picture stands in for the view from each section, shown 816 wide (spec 02 §2).
const view = (picture: string): ChartView => ({ url: `/demo/events/${picture}.jpg`, width: 816, height: 459 });

/** The seats of the Riverside Concert Hall. */
export function concertHallLayout(): VenueLayout {
  const stalls = fanSection({
    id: 'stalls',
    name: 'Stalls',
    view: view('orchestra'),
    blocks: [
      { id: 'A', gate: 'Gate 1' },
      { id: 'B', gate: 'Gate 1' },
      { id: 'C', gate: 'Gate 2' },
      { id: 'D', gate: 'Gate 3' },
      { id: 'E', gate: 'Gate 3' },
    ],
    fan: 140,
    aisle: 2.5,
    radius: 540,
    rows: numbers(30),
    seatsPerRow: 24,
    category: (block, row) => (row <= 10 ? (block === 'A' || block === 'E' ? 'cat_a' : 'cat_premium') : row <= 20 ? 'cat_a' : 'cat_b'),
    // Jump seats against the side walls of the back rows.
    seatType: (block, row, seat) => (row > 20 && ((block === 'A' && seat === 1) || (block === 'E' && seat === 24)) ? 'foldable' : undefined),
  });
  const access: ChartSection = {
    id: 'access',
    name: 'Stalls',
    blocks: [
      {
        id: 'W',
        name: 'Access platform',
        gate: 'Gate 2',
        rows: [
          {
            id: 'W-W',
            name: 'W',
            category: 'cat_access',
            seats: Array.from({ length: 12 }, (_, index) => {
              const angle = (index - 5.5) * (16 / 910);
              return { id: `W-W-${index + 1}`, name: String(index + 1), x: round(CENTRE.x + 910 * Math.sin(angle)), y: round(CENTRE.y + 910 * Math.cos(angle)), type: 'wheelchair' as const };
            }),
          },
        ],
      },
    ],
  };
  const circle = fanSection({
    id: 'circle',
    name: 'Circle',
    view: view('season'),
    blocks: ['F', 'G', 'H', 'I', 'J'].map((id) => ({ id, gate: 'Gate 4' })),
    fan: 110,
    aisle: 2.5,
    radius: 960,
    rows: letters(12),
    seatsPerRow: 24,
    category: (_block, row) => (row <= 4 ? 'cat_a' : 'cat_b'),
    // Pillars hold up the balcony at the circle's outer ends.
    seatType: (block, _row, seat) => ((block === 'F' && seat <= 2) || (block === 'J' && seat >= 23) ? 'limitedView' : undefined),
  });
  const balcony = fanSection({
    id: 'balcony',
    name: 'Balcony',
    view: view('theatre'),
    blocks: ['K', 'L', 'M'].map((id) => ({ id, gate: 'Gate 5' })),
    fan: 70,
    aisle: 3,
    radius: 1140,
    rows: letters(8, true),
    seatsPerRow: 26,
    category: () => 'cat_c',
    // The roof cuts off the top of the stage from the last two rows.
    seatType: (_block, row) => (row >= 7 ? 'limitedView' : undefined),
  });
  // The sound desk stands on rows 27 and 28 of block C.
  const soundDesk = ['27', '28'].flatMap((row) => Array.from({ length: 8 }, (_, index) => `C-${row}-${index + 9}`));
  return {
    id: 'riverside-concert-hall',
    width: 2000,
    height: 1340,
    stage: { x: 700, y: 0, width: 600, height: 80 },
    sections: [stalls, access, circle, balcony],
    areas: [{ id: 'arena', name: 'Arena', category: 'cat_arena', gate: 'Gate 2', shape: { x: 760, y: 140, width: 480, height: 300 } }],
    blocked: soundDesk,
    bestFirst: ['C', 'B', 'D', 'A', 'E', 'H', 'G', 'I', 'F', 'J', 'W', 'L', 'K', 'M'],
  };
}

/** Seats per category, without the blocked ones: what each category can sell. */
function sellableSeats(layout: VenueLayout): Map<string, number> {
  const blocked = new Set(layout.blocked);
  const counts = new Map<string, number>();
  for (const row of layout.sections.flatMap((section) => section.blocks.flatMap((block) => block.rows))) {
    for (const seat of row.seats) {
      if (blocked.has(seat.id)) continue;
      const category = seat.category ?? row.category;
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
  }
  return counts;
}

/** The seat-mapped concert: every seated category sells the seats of the hall's layout. */
export function concertHallEvent(now: Date): StoredEvent {
  const layout = concertHallLayout();
  const plans = seatingPlansOf(layout);
  const seats = sellableSeats(layout);
  const seated = (ref: string, name: string): EventCategory => {
    const plan = plans.get(ref);
    return { ref, name, volume: seats.get(ref) ?? 0, ...(plan ? { seatingPlan: plan } : {}) };
  };
  const categories: EventCategory[] = [
    seated('cat_premium', 'Premium'),
    seated('cat_a', 'Category A'),
    seated('cat_b', 'Category B'),
    seated('cat_c', 'Category C'),
    seated('cat_access', 'Wheelchair space'),
    { ref: 'cat_arena', name: 'Arena (standing)', volume: 400 },
  ];
  const volumeOf = (ref: string) => categories.find((category) => category.ref === ref)?.volume ?? 0;
  const start = localAt(now, LONDON, 45, 19, 30);
  return {
    _id: CONCERT_HALL_EVENT_ID,
    sellerId: SELLERS.riverside.id,
    name: "Mahler's Resurrection: Riverside Philharmonic",
    description: 'The Riverside Philharmonic and Chorus perform Mahler’s Second Symphony. Choose your seats on the map of the hall.',
    start,
    end: addMinutes(start, 120),
    timezone: LONDON,
    eventType: 'single',
    image: '/demo/events/orchestra.jpg',
    location: { locationName: 'Riverside Concert Hall', address: '3 Embankment Walk', postal: 'SE1 9XX', city: 'London', country: 'GB' },
    currency: 'GBP',
    volume: categories.reduce((sum, category) => sum + (category.volume ?? 0), 0),
    maxAmountPerOrder: 10,
    styleOptions: { showAvailabilityIndicator: true, defaultSeatingView: 'seatMap' },
    categories,
    tickets: [
      { _id: 'tt_hall_premium', name: 'Premium', categoryRef: 'cat_premium', price: 95, volume: volumeOf('cat_premium') },
      { _id: 'tt_hall_a', name: 'Category A', categoryRef: 'cat_a', price: 70, volume: volumeOf('cat_a') },
      { _id: 'tt_hall_b', name: 'Category B', categoryRef: 'cat_b', price: 48, volume: volumeOf('cat_b') },
      { _id: 'tt_hall_c', name: 'Category C', categoryRef: 'cat_c', price: 28, volume: volumeOf('cat_c') },
      { _id: 'tt_hall_c_young', name: 'Under 26', categoryRef: 'cat_c', price: 15, volume: 100 },
      { _id: 'tt_hall_access', name: 'Wheelchair space', categoryRef: 'cat_access', price: 48, volume: volumeOf('cat_access') },
      { _id: 'tt_hall_arena', name: 'Arena (standing)', categoryRef: 'cat_arena', price: 12, volume: volumeOf('cat_arena') },
    ],
    translations: { de: { name: 'Mahlers Auferstehung: Riverside Philharmonie', description: 'Die Riverside Philharmonie mit Chor spielt Mahlers Zweite Sinfonie. Wählen Sie Ihre Plätze im Saalplan.' } },
  };
}

/** Layouts of seeded events, by event id. */
export const SEEDED_LAYOUTS: Readonly<Record<string, () => VenueLayout>> = {
  [CONCERT_HALL_EVENT_ID]: concertHallLayout,
};
