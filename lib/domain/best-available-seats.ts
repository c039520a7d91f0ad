import type { SeatingInfo } from '../ticketing/schemas/ticket.ts';
import type { SeatingPlan } from '../ticketing/schemas/event.ts';

/**
 * Best-available seating (spec 02 §2 step-1 view mode bestAvailableSeating): the API picks the
 * seats. Readings where the spec is silent:
 *
 * - Seats are tried in the plan's order: blocks as listed (best first), rows as listed, seats
 *   1..seatsPerRow from the left.
 * - A party sits together: the first row with `count` free seats side by side wins.
 * - When no row has that many adjacent seats, the first `count` free seats in plan order are
 *   given rather than refusing the sale; nothing is assigned when fewer seats are free.
 */

export type Seat = Pick<SeatingInfo, 'sectionName' | 'groupName' | 'rowName' | 'seatName' | 'gate'>;

/** Identifies a seat across tickets: section, block, row and seat (the gate is not part of it). */
export function seatKey(seat: Pick<SeatingInfo, 'sectionName' | 'groupName' | 'rowName' | 'seatName'>): string {
  return JSON.stringify([seat.sectionName ?? '', seat.groupName ?? '', seat.rowName ?? '', seat.seatName ?? '']);
}

/** Every seat of a plan, row by row, in order of preference. */
export function seatsOf(plan: SeatingPlan): Seat[][] {
  return plan.blocks.flatMap((block) =>
    block.rows.map((rowName) =>
      Array.from({ length: block.seatsPerRow }, (_, index): Seat => ({
        sectionName: block.sectionName,
        ...(block.groupName ? { groupName: block.groupName } : {}),
        rowName,
        seatName: String(index + 1),
        ...(block.gate ? { gate: block.gate } : {}),
      })),
    ),
  );
}

/** `count` seats not in `taken` (keys from seatKey), adjacent when possible; undefined when too few are free. */
export function bestAvailableSeats(plan: SeatingPlan, taken: ReadonlySet<string>, count: number): Seat[] | undefined {
  if (count <= 0) return [];
  const rows = seatsOf(plan);
  for (const row of rows) {
    let run: Seat[] = [];
    for (const seat of row) {
      run = taken.has(seatKey(seat)) ? [] : [...run, seat];
      if (run.length === count) return run;
    }
  }
  const free = rows.flat().filter((seat) => !taken.has(seatKey(seat)));
  return free.length >= count ? free.slice(0, count) : undefined;
}
