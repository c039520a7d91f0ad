import { formatInTimeZone } from 'date-fns-tz';

/**
 * Calendar dates as `yyyy-MM-dd` strings (date fields are date only, spec 02 §5). Kept as strings
 * so no server or browser time zone can shift them; such strings compare correctly as text.
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a real `yyyy-MM-dd` date (2030-02-30 is not one); undefined otherwise. */
export function parseCalendarDate(value: unknown): DateParts | undefined {
  if (typeof value !== 'string') return undefined;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function isCalendarDate(value: unknown): value is string {
  return parseCalendarDate(value) !== undefined;
}

/** The calendar date of an instant in a time zone. */
export function calendarDateIn(instant: Date | string | number, timeZone: string): string {
  return formatInTimeZone(instant instanceof Date ? instant : new Date(instant), timeZone, 'yyyy-MM-dd');
}

/**
 * The date part of a bound: a `yyyy-MM-dd` as is, an ISO date-time by the date it is written with
 * (its own offset's local date, "2030-01-01T00:00:00+02:00" → 2030-01-01).
 */
export function datePartOf(value: string): string {
  return value.slice(0, 10);
}
