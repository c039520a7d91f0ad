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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of an instant in a time zone. Intl reads the zone's rules itself, so step 1
 * and personalization in the browser need no date library for it (ADR 0043).
 */
export function calendarDateIn(instant: Date | string | number, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    dateFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant instanceof Date ? instant : new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year?.padStart(4, '0')}-${parts.month}-${parts.day}`;
}

/**
 * The date part of a bound: a `yyyy-MM-dd` as is, an ISO date-time by the date it is written with
 * (its own offset's local date, "2030-01-01T00:00:00+02:00" → 2030-01-01).
 */
export function datePartOf(value: string): string {
  return value.slice(0, 10);
}
