import type { ChartArea, ChartRect, ChartSection } from '../../seat-map/contract.ts';
import type { SeatingPlan, SeatingBlock } from '../../ticketing/schemas/event.ts';
import type { SeatingInfo } from '../../ticketing/schemas/ticket.ts';
import { seatKey } from '../../domain/best-available-seats.ts';

/**
 * A venue's layout as the seat-map service keeps it: the chart's geometry without what comes from
 * the event (prices, capacities), plus the seats that are never sold and the order in which best
 * available tries the blocks. Seat categories are part of the layout: a hall is priced by its rows.
 */
export interface VenueLayout {
  id: string;
  width: number;
  height: number;
  stage?: ChartRect;
  sections: ChartSection[];
  /** General-admission areas; their capacity is their category's volume. */
  areas: Omit<ChartArea, 'capacity'>[];
  /** Seat ids never for sale. */
  blocked: string[];
  /** Block ids, best first; blocks not named come after, in layout order. */
  bestFirst: string[];
}

export interface IndexedSeat {
  id: string;
  /** Position of its row in `LayoutIndex.rows`. */
  row: number;
  category: string;
  /** What a ticket for this seat says about where the holder sits. */
  info: SeatingInfo;
  /** seatKey of `info`: how tickets and best available name the seat. */
  key: string;
}

export interface LayoutIndex {
  layout: VenueLayout;
  seats: ReadonlyMap<string, IndexedSeat>;
  /** Seat id by seatKey. */
  byKey: ReadonlyMap<string, string>;
  /** Every row's seat ids in order, for the orphan rule. */
  rows: readonly (readonly string[])[];
  areas: ReadonlyMap<string, Omit<ChartArea, 'capacity'>>;
  blocked: ReadonlySet<string>;
}

export function indexLayout(layout: VenueLayout): LayoutIndex {
  const seats = new Map<string, IndexedSeat>();
  const byKey = new Map<string, string>();
  const rows: string[][] = [];
  for (const section of layout.sections) {
    for (const block of section.blocks) {
      for (const row of block.rows) {
        const ids: string[] = [];
        for (const seat of row.seats) {
          const info: SeatingInfo = {
            sectionName: section.name,
            ...(block.name ? { groupName: block.name } : {}),
            rowName: row.name,
            seatName: seat.name,
            ...(block.gate ? { gate: block.gate } : {}),
            ...(seat.type ? { seatType: seat.type } : {}),
          };
          if (seats.has(seat.id)) throw new Error(`Seat id ${seat.id} is used twice in layout ${layout.id}`);
          const key = seatKey(info);
          seats.set(seat.id, { id: seat.id, row: rows.length, category: seat.category ?? row.category, info, key });
          byKey.set(key, seat.id);
          ids.push(seat.id);
        }
        rows.push(ids);
      }
    }
  }
  return { layout, seats, byKey, rows, areas: new Map(layout.areas.map((area) => [area.id, area])), blocked: new Set(layout.blocked) };
}

/**
 * The best-available plan of every seated category, read off the layout so that best available
 * and the map hand out the same seats: blocks in `bestFirst` order, and within a block each run of
 * rows that have the category and the same number of seats becomes a plan block. A plan numbers
 * seats 1..seatsPerRow, so layouts name their seats that way.
 */
export function seatingPlansOf(layout: VenueLayout): Map<string, SeatingPlan> {
  const blocks = layout.sections.flatMap((section) => section.blocks.map((block) => ({ section, block })));
  const rank = (id: string) => {
    const index = layout.bestFirst.indexOf(id);
    return index === -1 ? layout.bestFirst.length : index;
  };
  const ordered = blocks.map((entry, index) => ({ ...entry, index })).sort((a, b) => rank(a.block.id) - rank(b.block.id) || a.index - b.index);
  const plans = new Map<string, SeatingBlock[]>();
  for (const { section, block } of ordered) {
    let run: SeatingBlock | undefined;
    let runCategory = '';
    for (const row of block.rows) {
      const numbered = row.seats.every((seat, index) => seat.name === String(index + 1) && (seat.category ?? row.category) === row.category);
      if (!numbered) throw new Error(`Row ${row.id} of layout ${layout.id} is not numbered 1..n in one category`);
      if (run && runCategory === row.category && run.seatsPerRow === row.seats.length) {
        run.rows.push(row.name);
        continue;
      }
      run = { sectionName: section.name, ...(block.name ? { groupName: block.name } : {}), rows: [row.name], seatsPerRow: row.seats.length, ...(block.gate ? { gate: block.gate } : {}) };
      runCategory = row.category;
      plans.set(row.category, [...(plans.get(row.category) ?? []), run]);
    }
  }
  return new Map([...plans].map(([category, list]) => [category, { blocks: list }]));
}
