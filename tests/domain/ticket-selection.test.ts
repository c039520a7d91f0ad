import { describe, expect, it } from 'vitest';
import { isValidTicketSelection, seatNumberOf, selectionBlock, ticketSelectionState, type SelectionTicket } from '../../lib/domain/ticket-selection.ts';
import { seatingEntries, seatingKindOf, seatingPlaceOf, wrapsSeatingInfo, SEATING_INFO_ONE_LINE_MAX, type SeatingPlace } from '../../lib/domain/seating-info.ts';

const seat = (row: string, number: string, extra: Partial<SeatingPlace> = {}): SelectionTicket => ({
  id: `${row}-${number}-${extra.groupName ?? ''}`,
  seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: row, seatName: number, ...extra },
});
const area = (name: string | undefined, extra: Partial<SelectionTicket> = {}): SelectionTicket => ({ id: `ga-${name ?? 'none'}-${Math.random()}`, seatingInfo: name ? { name } : null, ...extra });

describe('isValidTicketSelection (spec 01 §5)', () => {
  it.each<[string, SelectionTicket[], boolean]>([
    ['nothing selected', [], false],
    ['one seat', [seat('4', '12')], true],
    ['one general-admission ticket', [area('Floor')], true],
    ['two neighbouring seats', [seat('4', '12'), seat('4', '13')], true],
    ['neighbours picked in any order', [seat('4', '14'), seat('4', '12'), seat('4', '13')], true],
    ['four in a row', [seat('6', '3'), seat('6', '4'), seat('6', '5'), seat('6', '6')], true],
    ['a gap between two seats', [seat('4', '12'), seat('4', '14')], false],
    ['the same seat number twice', [seat('4', '12'), { ...seat('4', '12'), id: 'twin' }], false],
    ['neighbouring numbers in different rows', [seat('4', '12'), seat('5', '13')], false],
    ['neighbouring numbers in different blocks', [seat('4', '12'), seat('4', '13', { groupName: 'Block B' })], false],
    ['neighbouring numbers in different sections', [seat('4', '12'), seat('4', '13', { sectionName: 'Balcony' })], false],
    ['consecutive seats of a section without rows', [seat('', '7'), seat('', '8')], true],
    ['lettered seats with the same letter', [seat('B', 'F2'), seat('B', 'F3')], true],
    ['lettered seats with different letters', [seat('B', 'F2'), seat('B', 'G3')], false],
    ['a seat without a number', [seat('4', '12'), seat('4', 'aisle')], false],
    ['double digits: 9 and 10 are neighbours', [seat('1', '9'), seat('1', '10')], true],
    ['two tickets of the same area', [area('Floor'), area('Floor')], true],
    ['two different areas', [area('Floor'), area('Balcony bar')], false],
    ['tickets without any seating info', [area(undefined), area(undefined)], true],
    ['an area ticket and one without seating info', [area('Floor'), area(undefined)], false],
    ['a seat and an area ticket', [seat('4', '12'), area('Floor')], false],
    ['a ticket with a pending transfer', [seat('4', '12'), { ...seat('4', '13'), pendingTransfer: true }], false],
  ])('%s → %s', (_, selected, expected) => {
    expect(isValidTicketSelection(selected)).toBe(expected);
  });
});

describe('seatNumberOf', () => {
  it.each<[string | null, ReturnType<typeof seatNumberOf>]>([
    ['12', { frame: '|', number: 12 }],
    [' 7 ', { frame: '|', number: 7 }],
    ['F2', { frame: 'F|', number: 2 }],
    ['12a', { frame: '|a', number: 12 }],
    ['1-2', undefined],
    ['aisle', undefined],
    [null, undefined],
  ])('%s', (name, expected) => {
    expect(seatNumberOf(name)).toEqual(expected);
  });
});

describe('selectionBlock', () => {
  it.each<[string, SelectionTicket, 'seated' | 'generalAdmission' | undefined, ReturnType<typeof selectionBlock>]>([
    ['nothing selected yet', seat('4', '12'), undefined, undefined],
    ['pending transfer, nothing selected', { ...seat('4', '12'), pendingTransfer: true }, undefined, 'pendingTransfer'],
    ['a seat while seats are selected', seat('4', '12'), 'seated', undefined],
    ['a seat while area tickets are selected', seat('4', '12'), 'generalAdmission', 'otherSeatingKind'],
    ['an area ticket while seats are selected', area('Floor'), 'seated', 'otherSeatingKind'],
    ['pending transfer wins over the kind', { ...area('Floor'), pendingTransfer: true }, 'seated', 'pendingTransfer'],
  ])('%s', (_, ticket, kind, expected) => {
    expect(selectionBlock(ticket, kind)).toBe(expected);
  });
});

describe('ticketSelectionState', () => {
  const tickets = [seat('6', '3'), seat('6', '4'), seat('6', '5'), { ...area('Standing floor'), id: 'standing' }, { ...area('Standing floor'), id: 'pending', pendingTransfer: true }];
  const ids = (...indexes: number[]) => new Set(indexes.map((index) => tickets[index]?.id ?? ''));

  it('disables only pending tickets before anything is selected; Continue disabled, no notice', () => {
    const state = ticketSelectionState(tickets, new Set());
    expect([...state.blocked]).toEqual([['pending', 'pendingTransfer']]);
    expect(state).toMatchObject({ valid: false, invalid: false, chosen: [] });
  });

  it('restricts the list to the seating kind of the selection and accepts neighbours', () => {
    const state = ticketSelectionState(tickets, ids(1, 0));
    expect(state.chosen.map((ticket) => ticket.id)).toEqual([tickets[0]?.id, tickets[1]?.id]);
    expect(Object.fromEntries(state.blocked)).toEqual({ standing: 'otherSeatingKind', pending: 'pendingTransfer' });
    expect(state).toMatchObject({ valid: true, invalid: false });
  });

  it('shows the notice for seats with a gap', () => {
    expect(ticketSelectionState(tickets, ids(0, 2))).toMatchObject({ valid: false, invalid: true });
  });

  it('drops a selected ticket whose transfer became pending', () => {
    const state = ticketSelectionState(tickets, new Set(['pending', 'standing']));
    expect(state.chosen.map((ticket) => ticket.id)).toEqual(['standing']);
    expect(state.valid).toBe(true);
    expect(state.blocked.get(tickets[0]?.id ?? '')).toBe('otherSeatingKind');
  });
});

describe('seating info', () => {
  it.each<[string, SeatingPlace | null, 'seated' | 'generalAdmission']>([
    ['a numbered seat', { rowName: '4', seatName: '12' }, 'seated'],
    ['a row without a seat number', { rowName: 'T1' }, 'seated'],
    ['an area', { name: 'Floor' }, 'generalAdmission'],
    ['a section only', { sectionName: 'Lawn' }, 'generalAdmission'],
    ['blank strings', { rowName: ' ', seatName: '' }, 'generalAdmission'],
    ['nothing', null, 'generalAdmission'],
  ])('%s is %s', (_, seating, kind) => {
    expect(seatingKindOf(seating)).toBe(kind);
  });

  it('lists the filled entries from the widest to the narrowest, and wraps above 4', () => {
    const full: SeatingPlace = { sectionName: 'Stalls', groupName: 'Block A', rowName: '4', seatName: '14', gate: 'Gate B', seatType: 'limitedView' };
    expect(seatingEntries(full).map((entry) => entry.field)).toEqual(['section', 'block', 'row', 'seat', 'gate', 'seatType']);
    expect(seatingEntries({ name: ' Floor ', gate: '' })).toEqual([{ field: 'area', value: 'Floor' }]);
    expect(seatingEntries(undefined)).toEqual([]);
    expect(SEATING_INFO_ONE_LINE_MAX).toBe(4);
    expect(wrapsSeatingInfo(seatingEntries({ sectionName: 'Stalls', groupName: 'Block A', rowName: '4', seatName: '14' }))).toBe(false);
    expect(wrapsSeatingInfo(seatingEntries({ sectionName: 'Stalls', groupName: 'Block A', rowName: '4', seatName: '14', gate: 'Gate B' }))).toBe(true);
  });
});

describe('seatingPlaceOf', () => {
  it.each<[string, Parameters<typeof seatingPlaceOf>[0], ReturnType<typeof seatingPlaceOf>]>([
    ['nothing', null, undefined],
    ['only ids and blanks', { _id: 'seat_1', statusId: 's1', sectionName: ' ', name: '' }, undefined],
    ['a seat, trimmed, without its ids', { _id: 'seat_1', statusId: 's1', sectionName: 'Stalls', rowName: ' 4 ', seatName: '12', gate: null }, { sectionName: 'Stalls', rowName: '4', seatName: '12' }],
    ['an area', { name: 'Floor' }, { name: 'Floor' }],
  ])('%s', (_, seating, expected) => {
    expect(seatingPlaceOf(seating)).toEqual(expected);
  });
});
