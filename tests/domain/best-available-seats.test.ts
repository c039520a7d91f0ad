import { describe, expect, it } from 'vitest';
import { bestAvailableSeats, seatKey, seatsOf } from '../../lib/domain/best-available-seats.ts';
import type { SeatingPlan } from '../../lib/ticketing/schemas/event.ts';

const plan: SeatingPlan = {
  blocks: [
    { sectionName: 'Stalls', groupName: 'A', rows: ['1', '2'], seatsPerRow: 4, gate: 'Gate B' },
    { sectionName: 'Stalls', groupName: 'B', rows: ['K'], seatsPerRow: 3 },
  ],
};
const key = (group: string, row: string, seat: number) => seatKey({ sectionName: 'Stalls', groupName: group, rowName: row, seatName: String(seat) });
const names = (seats: ReturnType<typeof bestAvailableSeats>) => seats?.map((seat) => `${seat.groupName}${seat.rowName}-${seat.seatName}`);

describe('seatsOf', () => {
  it('lists every seat row by row in the order of the plan, with the block and gate', () => {
    const rows = seatsOf(plan);
    expect(rows.map((row) => row.length)).toEqual([4, 4, 3]);
    expect(rows[0]?.[0]).toEqual({ sectionName: 'Stalls', groupName: 'A', rowName: '1', seatName: '1', gate: 'Gate B' });
    expect(rows[2]?.[2]).toEqual({ sectionName: 'Stalls', groupName: 'B', rowName: 'K', seatName: '3' });
  });
});

describe('bestAvailableSeats', () => {
  it.each([
    { taken: [], count: 3, seats: ['A1-1', 'A1-2', 'A1-3'], why: 'the best seats of an empty plan' },
    { taken: [key('A', '1', 2)], count: 2, seats: ['A1-3', 'A1-4'], why: 'the first two side by side in the first row' },
    { taken: [key('A', '1', 2)], count: 3, seats: ['A2-1', 'A2-2', 'A2-3'], why: 'the next row when the first has no three together' },
    { taken: [key('A', '1', 2), key('A', '2', 2), key('A', '2', 3)], count: 4, seats: ['A1-1', 'A1-3', 'A1-4', 'A2-1'], why: 'the first free seats when no row has four together' },
    { taken: [key('A', '1', 1), key('A', '1', 2), key('A', '1', 3), key('A', '1', 4), key('A', '2', 1), key('A', '2', 2), key('A', '2', 3), key('A', '2', 4)], count: 2, seats: ['BK-1', 'BK-2'], why: 'the next block' },
    { taken: [], count: 0, seats: [], why: 'nothing for nothing' },
  ])('$why', ({ taken, count, seats }) => {
    expect(names(bestAvailableSeats(plan, new Set(taken), count))).toEqual(seats);
  });

  it('assigns nothing when fewer seats are free than asked for', () => {
    expect(bestAvailableSeats(plan, new Set(), 12)).toBeUndefined();
    expect(bestAvailableSeats(plan, new Set(), 11)).toHaveLength(11);
  });

  it('ignores the gate and other details when comparing seats', () => {
    expect(seatKey({ sectionName: 'Stalls', groupName: 'A', rowName: '1', seatName: '1' })).toBe(key('A', '1', 1));
  });
});
