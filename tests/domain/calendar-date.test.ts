import { describe, it, expect } from 'vitest';
import { calendarDateIn, datePartOf, daysInMonth, isCalendarDate, isLeapYear } from '../../lib/domain/calendar-date.ts';

describe('isCalendarDate (a real yyyy-MM-dd)', () => {
  it.each<[unknown, boolean]>([
    ['2030-01-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2030-02-29', false],
    ['1900-02-29', false],
    ['2030-04-31', false],
    ['2030-13-01', false],
    ['2030-00-10', false],
    ['2030-01-00', false],
    ['2030-1-5', false],
    ['2030-01-05T00:00:00Z', false],
    ['', false],
    [20300105, false],
    [null, false],
  ])('%s -> %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each<[number, boolean]>([
    [2028, true],
    [2030, false],
    [2000, true],
    [2100, false],
  ])('leap year %i: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
    expect(daysInMonth(year, 2)).toBe(expected ? 29 : 28);
  });
});

describe('calendarDateIn (the date of an instant in a time zone)', () => {
  it.each<[string, string, string]>([
    ['2030-06-01T22:30:00Z', 'Europe/Berlin', '2030-06-02'],
    ['2030-06-01T22:30:00Z', 'UTC', '2030-06-01'],
    ['2030-06-01T03:00:00Z', 'America/New_York', '2030-05-31'],
    ['2030-06-01T12:00:00Z', 'Pacific/Kiritimati', '2030-06-02'],
    // Around a change of the clocks, and a zone a half hour off.
    ['2030-03-31T00:59:59Z', 'Europe/London', '2030-03-31'],
    ['2030-10-27T23:30:00Z', 'Europe/Berlin', '2030-10-28'],
    ['2030-01-01T18:29:59Z', 'Asia/Kolkata', '2030-01-01'],
    ['2030-01-01T18:30:00Z', 'Asia/Kolkata', '2030-01-02'],
    ['0999-12-31T12:00:00Z', 'UTC', '0999-12-31'],
  ])('%s in %s is %s', (instant, timeZone, expected) => {
    expect(calendarDateIn(instant, timeZone)).toBe(expected);
  });
});

describe('datePartOf', () => {
  it.each([
    ['2030-01-01', '2030-01-01'],
    ['2030-01-01T00:00:00+02:00', '2030-01-01'],
    ['2030-12-31T23:59:59Z', '2030-12-31'],
  ])('%s -> %s', (value, expected) => {
    expect(datePartOf(value)).toBe(expected);
  });
});
