import { calendarDateIn, datePartOf, parseCalendarDate } from './calendar-date.ts';
import type { DateParts } from './calendar-date.ts';

/**
 * Birthdate age rules (spec 02 §5, §9 "Birthdate age rules are counted in years from the relevancy
 * start"), on calendar dates: the birthdate is a `yyyy-MM-dd`; the relevancy start is an instant
 * whose date is taken in the event's time zone, and so is today.
 *
 * The spec words the rules on instants: minimum age, the birthdate must be before (relevancy start
 * − minimumAge years); maximum age, no earlier than (relevancy start − (maximumAge + 1) years);
 * neither in the future. A birthdate means the start of that day, which lies before the event's
 * start time on the same calendar date, so on dates this is the age at the relevancy date in whole
 * years: minimum, age >= minimumAge (the birthday itself counts); maximum, age <= maximumAge (on
 * the day of turning maximumAge + 1 the holder is too old).
 *
 * Leap-day birthdays: a holder born on 29 February has their birthday on 1 March in common years
 * (the age grows once the date passes 28 February), as in UK and German law.
 *
 * A future birthdate reports the configured rule's key (minimum age first), as the spec files it
 * under that rule; with no age rule it is 'errors.futureDate'. An unreadable date is 'invalidDate'.
 */

export const MINIMUM_AGE_ERROR = 'errors.minimumAge';
export const MAXIMUM_AGE_ERROR = 'errors.maximumAge';
export const FUTURE_DATE_ERROR = 'errors.futureDate';
export const INVALID_DATE_ERROR = 'invalidDate';

export type BirthdateError = typeof MINIMUM_AGE_ERROR | typeof MAXIMUM_AGE_ERROR | typeof FUTURE_DATE_ERROR | typeof INVALID_DATE_ERROR;

/** Whole years from `birth` to `on`. */
export function ageOn(birth: DateParts, on: DateParts): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

export interface BirthdateInput {
  /** yyyy-MM-dd. */
  birthdate: string;
  /** The ticket's relevancy start (an ISO instant); today when unknown. */
  relevancyStart?: string | Date | null | undefined;
  /** The event's IANA time zone, in which relevancy start and today are dated. */
  timeZone: string;
  minimumAge?: number | null | undefined;
  maximumAge?: number | null | undefined;
  today: Date;
}

export function checkBirthdate(input: BirthdateInput): BirthdateError | undefined {
  const birth = parseCalendarDate(input.birthdate);
  if (!birth) return INVALID_DATE_ERROR;
  const todayDate = calendarDateIn(input.today, input.timeZone);
  const relevancy = parseCalendarDate(input.relevancyStart ? calendarDateIn(input.relevancyStart, input.timeZone) : todayDate)!;
  const hasMinimum = input.minimumAge != null;
  const hasMaximum = input.maximumAge != null;

  if (input.birthdate > todayDate) return hasMinimum ? MINIMUM_AGE_ERROR : hasMaximum ? MAXIMUM_AGE_ERROR : FUTURE_DATE_ERROR;
  const age = ageOn(birth, relevancy);
  if (hasMinimum && age < input.minimumAge!) return MINIMUM_AGE_ERROR;
  if (hasMaximum && age > input.maximumAge!) return MAXIMUM_AGE_ERROR;
  return undefined;
}

/** Whether a date lies within the inclusive range; a missing bound is open. Bounds may be dates or ISO date-times. */
export function dateInRange(date: string, from?: string | null, to?: string | null): boolean {
  if (from && date < datePartOf(from)) return false;
  if (to && date > datePartOf(to)) return false;
  return true;
}
