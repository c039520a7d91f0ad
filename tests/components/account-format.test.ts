import { describe, it, expect } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../../messages/en.json';
import { seatLabel, ticketWithSeat } from '../../lib/i18n/account-format.ts';

const intl = createIntl({ locale: 'en', messages: en });

describe('seatLabel', () => {
  it.each([
    [{ sectionName: 'Stalls', groupName: 'Block A', rowName: '4', seatName: '12' }, 'Stalls · Block A · Row 4 · Seat 12'],
    [{ sectionName: 'Lawn', groupName: 'Terrace', rowName: 'T1', seatName: '8' }, 'Lawn · Terrace · Row T1 · Seat 8'],
    [{ name: 'Standing area' }, 'Standing area'],
    [null, undefined],
  ])('%o -> %s', (seating, expected) => {
    expect(seatLabel(intl, seating)).toBe(expected);
  });
});

describe('ticketWithSeat', () => {
  it.each<[string, string | undefined, string]>([
    ['Seated', 'Stalls · Block A · Row 4 · Seat 12', 'Seated · Stalls · Block A · Row 4 · Seat 12'],
    // The ticket type named like its section: the name is said once.
    ['Lawn', 'Lawn · Terrace · Row T1 · Seat 8', 'Lawn · Terrace · Row T1 · Seat 8'],
    ['Lawn', 'Lawn', 'Lawn'],
    ['Standing', undefined, 'Standing'],
  ])('%s + %s -> %s', (name, seat, expected) => {
    expect(ticketWithSeat(name, seat)).toBe(expected);
  });
});
