import type { SeatingInfo } from '../ticketing/schemas/ticket.ts';

/**
 * A ticket's seating info as the account shows it (spec 02 §3 SeatingInfo: two kinds, seated and
 * general admission; spec 02 §9 "Seating info wraps when more than 4 entries").
 */

/** The parts of the seating info a ticket list reads. */
export type SeatingPlace = Pick<SeatingInfo, 'sectionName' | 'groupName' | 'rowName' | 'seatName' | 'gate' | 'seatType' | 'name'>;

export type SeatingKind = 'seated' | 'generalAdmission';

/** Just the parts a list reads, without empty ones; undefined when nothing is left. */
export function seatingPlaceOf(seating: SeatingInfo | null | undefined): SeatingPlace | undefined {
  if (!seating) return undefined;
  const place: SeatingPlace = {};
  for (const key of ['sectionName', 'groupName', 'rowName', 'seatName', 'gate', 'seatType', 'name'] as const) {
    const value = seating[key]?.trim();
    if (value) place[key] = value;
  }
  return Object.keys(place).length > 0 ? place : undefined;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * Seated when the ticket names a row or a seat; otherwise general admission (a named area, or no
 * seating info at all: a ticket without a place shares the "no area" with the others like it).
 */
export function seatingKindOf(seating: SeatingPlace | null | undefined): SeatingKind {
  return text(seating?.seatName) || text(seating?.rowName) ? 'seated' : 'generalAdmission';
}

export type SeatingEntryField = 'area' | 'section' | 'block' | 'row' | 'seat' | 'gate' | 'seatType';

export interface SeatingEntry {
  field: SeatingEntryField;
  value: string;
}

const ORDER: readonly [keyof SeatingPlace, SeatingEntryField][] = [
  ['name', 'area'],
  ['sectionName', 'section'],
  ['groupName', 'block'],
  ['rowName', 'row'],
  ['seatName', 'seat'],
  ['gate', 'gate'],
  ['seatType', 'seatType'],
];

/** The filled parts, from the widest (area, section) to the narrowest (seat), then gate and seat type. */
export function seatingEntries(seating: SeatingPlace | null | undefined): SeatingEntry[] {
  if (!seating) return [];
  return ORDER.flatMap(([key, field]) => {
    const value = text(seating[key]);
    return value ? [{ field, value }] : [];
  });
}

/** Spec 02 §9: up to this many entries stay on one line; more wrap. */
export const SEATING_INFO_ONE_LINE_MAX = 4;

export function wrapsSeatingInfo(entries: readonly SeatingEntry[]): boolean {
  return entries.length > SEATING_INFO_ONE_LINE_MAX;
}
