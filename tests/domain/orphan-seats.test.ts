import { describe, expect, it } from 'vitest';
import { ORPHAN_SEAT_SETTINGS, orphanedSeats, orphanedSeatsInRow, type SeatState } from '../../lib/domain/orphan-seats.ts';

/**
 * A row is written as a string, one character per seat from the left: `.` free, `x` taken (sold,
 * in a cart, held or blocked), `o` chosen by this buyer. The expected answer marks the stranded
 * seats with `^` under the row.
 */
const STATES: Record<string, SeatState> = { '.': 'free', x: 'taken', o: 'chosen' };
const row = (text: string) => [...text].map((char) => STATES[char] ?? 'free');
const marks = (text: string, orphans: readonly number[]) => [...text].map((_, index) => (orphans.includes(index) ? '^' : ' ')).join('').trimEnd();

describe('orphanedSeatsInRow with the spec settings (minimum seat distance 2, edge orphaning off)', () => {
  it.each([
    { seats: '..........', orphans: '', why: 'nothing chosen strands nothing' },
    { seats: 'oo........', orphans: '', why: 'seats from the edge' },
    { seats: '....oo....', orphans: '', why: 'two in the middle leave wide gaps' },
    { seats: '.oo.......', orphans: '', why: 'a single seat against the edge is allowed (edge orphaning off)' },
    { seats: '.......oo.', orphans: '', why: 'the same at the other end' },
    { seats: 'x.oo......', orphans: ' ^', why: 'a single seat between a taken seat and the choice' },
    { seats: '......oo.x', orphans: '        ^', why: 'the same on the right' },
    { seats: 'x..oo.....', orphans: '', why: 'two free seats are a gap wide enough' },
    { seats: '..o.o.....', orphans: '   ^', why: 'a single seat between two chosen seats' },
    { seats: 'xxo.oxx...', orphans: '   ^', why: 'between chosen seats, whatever surrounds them' },
    { seats: 'x.x.oo....', orphans: '   ^', why: 'only the gap the choice bounds, not an orphan left earlier' },
    { seats: 'x.x.......', orphans: '', why: 'an orphan others left never blocks anyone' },
    { seats: 'x.xo......', orphans: '', why: 'choosing beside an old orphan does not count it' },
    { seats: 'xoxo......', orphans: '', why: 'filling an orphan is welcome' },
    { seats: 'xo.xoo....', orphans: '  ^', why: 'a choice on both sides of a single seat' },
    { seats: 'o.o.o.o.o.', orphans: ' ^ ^ ^ ^', why: 'every gap between chosen seats, not the one at the edge' },
    { seats: 'xxxxoxxxxx', orphans: '', why: 'the last seat of a full row' },
    { seats: '.o', orphans: '', why: 'a two-seat row' },
    { seats: 'o', orphans: '', why: 'a one-seat row' },
    { seats: '', orphans: '', why: 'an empty row' },
  ])('$why: $seats', ({ seats, orphans }) => {
    expect(marks(seats, orphanedSeatsInRow(row(seats)))).toBe(orphans.trimEnd());
  });
});

describe('orphanedSeatsInRow with other settings', () => {
  it.each([
    { seats: '.oo.......', edgeOrphaning: true, distance: 2, orphans: '^', why: 'edge orphaning on: a single seat against the edge counts' },
    { seats: 'oo........', edgeOrphaning: true, distance: 2, orphans: '', why: 'edge orphaning on: seats from the edge still fine' },
    { seats: 'x..oo.....', edgeOrphaning: false, distance: 3, orphans: ' ^^', why: 'minimum distance 3: a gap of two is too narrow' },
    { seats: 'x...oo....', edgeOrphaning: false, distance: 3, orphans: '', why: 'minimum distance 3: a gap of three is fine' },
    { seats: '..oo......', edgeOrphaning: true, distance: 3, orphans: '^^', why: 'both: two seats against the edge' },
    { seats: 'x.oo......', edgeOrphaning: false, distance: 1, orphans: '', why: 'minimum distance 1 switches the rule off' },
  ])('$why: $seats', ({ seats, edgeOrphaning, distance, orphans }) => {
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
