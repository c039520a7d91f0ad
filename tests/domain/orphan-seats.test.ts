import { describe, expect, it } from 'vitest';
import { ORPHAN_SEAT_SETTINGS, orphanedSeats, orphanedSeatsInRow } from '../../lib/domain/orphan-seats.ts';
import { OTHER_SETTINGS_CASES, SPEC_SETTINGS_CASES, marks, row } from './orphan-seat-cases.ts';

// The table is shared with the seat-map widget's copy of the rule (tests/seat-map/widget-rules.test.ts).

describe('orphanedSeatsInRow with the spec settings (minimum seat distance 2, edge orphaning off)', () => {
  it.each(SPEC_SETTINGS_CASES)('$why: $seats', ({ seats, orphans }) => {
    expect(marks(seats, orphanedSeatsInRow(row(seats)))).toBe(orphans.trimEnd());
  });
});

describe('orphanedSeatsInRow with other settings', () => {
  it.each(OTHER_SETTINGS_CASES)('$why: $seats', ({ seats, edgeOrphaning, distance, orphans }) => {
    expect(marks(seats, orphanedSeatsInRow(row(seats), { minimumSeatDistance: distance, edgeOrphaning }))).toBe(orphans);
  });

  it('defaults to the settings of spec 02 §2', () => {
    expect(ORPHAN_SEAT_SETTINGS).toEqual({ minimumSeatDistance: 2, edgeOrphaning: false });
  });
});

describe('orphanedSeats over rows of seat ids', () => {
  const rows = [
    ['A-1', 'A-2', 'A-3', 'A-4', 'A-5'],
    ['B-1', 'B-2', 'B-3', 'B-4', 'B-5'],
  ];

  it.each([
    { unavailable: ['A-1'], chosen: ['A-3', 'A-4'], orphans: ['A-2'], why: 'names the stranded seat' },
    { unavailable: ['A-1'], chosen: ['A-2', 'A-3'], orphans: [], why: 'a choice that leaves no gap' },
    { unavailable: ['B-1', 'B-3'], chosen: ['A-1'], orphans: [], why: 'rows without a chosen seat are not looked at' },
    { unavailable: ['A-5', 'B-5'], chosen: ['A-3', 'B-3'], orphans: ['A-4', 'B-4'], why: 'every row of the choice' },
    { unavailable: [], chosen: [], orphans: [], why: 'nothing chosen' },
  ])('$why', ({ unavailable, chosen, orphans }) => {
    expect(orphanedSeats(rows, new Set(unavailable), new Set(chosen))).toEqual(orphans);
  });
});
