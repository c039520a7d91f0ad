import { fromZonedTime, formatInTimeZone } from 'date-fns-tz';

/**
 * An instant `days` from `now`, at a wall-clock time in `timeZone` (e.g. 19:30 in Berlin), as ISO.
 * Demo events are placed relative to the seeding day so that upcoming stays upcoming.
 */
export function localAt(now: Date, timeZone: string, days: number, hour: number, minute = 0): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  const date = formatInTimeZone(day, timeZone, 'yyyy-MM-dd');
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
  return fromZonedTime(`${date}T${time}`, timeZone).toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

export function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}
