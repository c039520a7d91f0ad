/**
 * The orphan-seat rule of the seat map (spec 02 §2 settings: minimum seat distance 2, edge
 * orphaning off). Readings where the spec is silent (docs/adr/0031-seat-map-service.md):
 *
 * - A row is its seats side by side, in order; an aisle ends a row (charts split rows at aisles).
 * - A gap is a run of free seats. Choosing seats may leave a gap beside them only if the gap is at
 *   least `minimumSeatDistance` seats wide: with 2, no single free seat may be stranded; with 3,
 *   neither one nor two.
 * - Only gaps the choice itself bounds count: a gap with a chosen seat on at least one side. An
 *   orphan other buyers left earlier is not this buyer's doing and never blocks a choice.
 * - Edge orphaning is about gaps that touch the end of a row (a single seat left against the wall).
 *   Off: such gaps are allowed whatever their width. On: they count like any other gap.
 * - Taken seats are sold, in someone's cart, held, or blocked: anything not free and not chosen.
 */

export interface OrphanSeatSettings {
  /** The smallest gap of free seats a choice may leave beside it (1 switches the rule off). */
  minimumSeatDistance: number;
  /** Whether gaps at the end of a row count too. */
  edgeOrphaning: boolean;
}

/** The settings of spec 02 §2. */
export const ORPHAN_SEAT_SETTINGS: OrphanSeatSettings = { minimumSeatDistance: 2, edgeOrphaning: false };

export type SeatState = 'free' | 'taken' | 'chosen';

/** Positions of the free seats of one row that the chosen seats would strand, left to right. */
export function orphanedSeatsInRow(row: readonly SeatState[], settings: OrphanSeatSettings = ORPHAN_SEAT_SETTINGS): number[] {
  const orphans: number[] = [];
  let start = 0;
  while (start < row.length) {
    if (row[start] !== 'free') {
      start += 1;
      continue;
    }
    let end = start;
    while (end + 1 < row.length && row[end + 1] === 'free') end += 1;
    const width = end - start + 1;
    const before = row[start - 1];
    const after = row[end + 1];
    const atEdge = before === undefined || after === undefined;
    const boundedByChoice = before === 'chosen' || after === 'chosen';
    if (boundedByChoice && width < settings.minimumSeatDistance && (settings.edgeOrphaning || !atEdge)) {
      for (let index = start; index <= end; index += 1) orphans.push(index);
    }
    start = end + 1;
  }
  return orphans;
}

/**
 * The seats a choice would strand, over whole rows of seat ids: `unavailable` are the taken seats,
 * `chosen` the buyer's. Rows without a chosen seat are skipped (nothing this choice does can strand
 * a seat there). Answers seat ids in row order; empty when the choice is allowed.
 */
export function orphanedSeats(
  rows: readonly (readonly string[])[],
  unavailable: ReadonlySet<string>,
  chosen: ReadonlySet<string>,
  settings: OrphanSeatSettings = ORPHAN_SEAT_SETTINGS,
): string[] {
  return rows.flatMap((row) => {
    if (!row.some((id) => chosen.has(id))) return [];
    const states = row.map((id): SeatState => (chosen.has(id) ? 'chosen' : unavailable.has(id) ? 'taken' : 'free'));
    return orphanedSeatsInRow(states, settings).map((index) => row[index] ?? '');
  });
}
