import type { SeatState } from '../../lib/domain/orphan-seats.ts';

/**
 * The orphan-seat rule's table, shared by the rule in lib/domain (tests/domain/orphan-seats.test.ts)
 * and the seat-map widget's own copy of it (tests/seat-map/widget-rules.test.ts), so the two can
 * never drift apart.
 *
 * A row is written as a string, one character per seat from the left: `.` free, `x` taken (sold,
 * in a cart, held or blocked), `o` chosen by this buyer. The expected answer marks the stranded
 * seats with `^` under the row.
 */

const STATES: Record<string, SeatState> = { '.': 'free', x: 'taken', o: 'chosen' };
export const row = (text: string): SeatState[] => [...text].map((char) => STATES[char] ?? 'free');
export const marks = (text: string, orphans: readonly number[]) =>
  [...text]
    .map((_, index) => (orphans.includes(index) ? '^' : ' '))
    .join('')
    .trimEnd();

export interface OrphanCase {
  seats: string;
  orphans: string;
  why: string;
}

/** With the spec settings: minimum seat distance 2, edge orphaning off. */
export const SPEC_SETTINGS_CASES: readonly OrphanCase[] = [
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
];

export interface OrphanSettingsCase extends OrphanCase {
  edgeOrphaning: boolean;
  distance: number;
}

export const OTHER_SETTINGS_CASES: readonly OrphanSettingsCase[] = [
  { seats: '.oo.......', edgeOrphaning: true, distance: 2, orphans: '^', why: 'edge orphaning on: a single seat against the edge counts' },
  { seats: 'oo........', edgeOrphaning: true, distance: 2, orphans: '', why: 'edge orphaning on: seats from the edge still fine' },
  { seats: 'x..oo.....', edgeOrphaning: false, distance: 3, orphans: ' ^^', why: 'minimum distance 3: a gap of two is too narrow' },
  { seats: 'x...oo....', edgeOrphaning: false, distance: 3, orphans: '', why: 'minimum distance 3: a gap of three is fine' },
  { seats: '..oo......', edgeOrphaning: true, distance: 3, orphans: '^^', why: 'both: two seats against the edge' },
  { seats: 'x.oo......', edgeOrphaning: false, distance: 1, orphans: '', why: 'minimum distance 1 switches the rule off' },
];
