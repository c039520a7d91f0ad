/**
 * The cart countdown (spec 01 §2, §4, §9): it runs until the checkout's expiresAt, ticks every
 * second, shows the time left without leading zero units, and announces the minutes left (plus
 * one) to assistive technology once per minute.
 *
 * Seconds shown are rounded UP (`Math.ceil`), so the display reads 0 only once the time is really
 * up, and 1:00 is shown for the whole last second of the second-to-last minute. Minutes for the
 * announcement are taken from that same whole-second count, so display and announcement agree.
 */

export const COUNTDOWN_TICK_MS = 1000;
/** From here on (inclusive) the panel shows the visible, assertive final-minute warning. */
export const FINAL_MINUTE_MS = 60_000;

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;

/** Milliseconds until `expiresAt`, never below 0; 0 for an unreadable date. */
export function remainingMs(expiresAt: string | Date | number, now: Date | number): number {
  const end = expiresAt instanceof Date ? expiresAt.getTime() : typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  const current = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(end) || !Number.isFinite(current)) return 0;
  return Math.max(0, end - current);
}

function wholeSeconds(ms: number): number {
  return ms > 0 ? Math.ceil(ms / MS_PER_SECOND) : 0;
}

export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(ms: number): CountdownParts {
  const total = wholeSeconds(ms);
  return {
    hours: Math.floor(total / SECONDS_PER_HOUR),
    minutes: Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: total % SECONDS_PER_MINUTE,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The countdown text. Seconds are always shown; leading zero hours and minutes are omitted, and
 * every unit after the first is two digits: 3600 s → "1:00:00", 3909 s → "1:05:09",
 * 65 s → "1:05", 9 s → "9", 0 → "0".
 */
export function formatCountdown(ms: number): string {
  const { hours, minutes, seconds } = countdownParts(ms);
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds)}`;
  if (minutes > 0) return `${minutes}:${pad(seconds)}`;
  return String(seconds);
}

/** Whole minutes left, counted on the displayed (rounded-up) seconds. */
function wholeMinutes(ms: number): number {
  return Math.floor(wholeSeconds(ms) / SECONDS_PER_MINUTE);
}

/**
 * The number the accessible announcement says: whole minutes remaining plus one (spec 01 §9). It
 * is made just after a minute boundary, when 4:59 is left, and then says "5 minutes".
 */
export function announcementMinutes(ms: number): number {
  return wholeMinutes(ms) + 1;
}

/**
 * Whether this tick crosses a minute boundary and should be announced: the whole-minute count
 * changed since the previous tick (so once per minute, also when the expiry was extended or the
 * tab slept through several minutes). Never on the first tick (no previous value: the visible
 * countdown is there) and never at expiry (the expiry message takes over).
 */
export function shouldAnnounce(prevMs: number | undefined, ms: number): boolean {
  if (prevMs === undefined || isExpired(ms)) return false;
  return wholeMinutes(prevMs) !== wholeMinutes(ms);
}

/** The last minute (60 s or less, time still left): the warning becomes visible and assertive. */
export function isFinalMinute(ms: number): boolean {
  return ms > 0 && ms <= FINAL_MINUTE_MS;
}

export function isExpired(ms: number): boolean {
  return ms <= 0;
}
