import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { startOfDay } from 'date-fns';

/**
 * Events are listed from the start of the current day in the seller's time zone (spec 02 §9), so an
 * evening show stays listed until that day ends where the seller is.
 */
export function listingStart(now: Date, timeZone: string): Date {
  return fromZonedTime(startOfDay(toZonedTime(now, timeZone)), timeZone);
}
