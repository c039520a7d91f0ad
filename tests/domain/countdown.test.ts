import { describe, it, expect } from 'vitest';
import {
  COUNTDOWN_TICK_MS,
  FINAL_MINUTE_MS,
  announcementMinutes,
  countdownParts,
  formatCountdown,
  isExpired,
  isFinalMinute,
  remainingMs,
  shouldAnnounce,
} from '../../lib/domain/countdown.ts';

const SECOND = COUNTDOWN_TICK_MS;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('countdown constants (spec 01 §9: ticks every second)', () => {
  it('ticks every second and warns in the last minute', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(FINAL_MINUTE_MS).toBe(MINUTE);
  });
});

describe('remainingMs', () => {
  const now = new Date('2030-06-01T12:00:00.000Z');
  it.each<[string, string | Date | number, number]>([
    ['15 minutes ahead', '2030-06-01T12:15:00.000Z', 15 * MINUTE],
    ['a Date', new Date(now.getTime() + 1500), 1500],
    ['epoch milliseconds', now.getTime() + 42, 42],
    ['exactly now', now, 0],
    ['in the past: never negative', '2030-06-01T11:00:00.000Z', 0],
    ['unreadable: expired', 'not a date', 0],
  ])('%s', (_case, expiresAt, expected) => {
    expect(remainingMs(expiresAt, now)).toBe(expected);
  });
});

describe('countdownParts and formatCountdown (leading zero units omitted, seconds always shown)', () => {
  it.each<[string, number, { hours: number; minutes: number; seconds: number }, string]>([
    ['an hour', HOUR, { hours: 1, minutes: 0, seconds: 0 }, '1:00:00'],
    ['1 h 5 min 9 s', HOUR + 5 * MINUTE + 9 * SECOND, { hours: 1, minutes: 5, seconds: 9 }, '1:05:09'],
    ['more than a day', 25 * HOUR, { hours: 25, minutes: 0, seconds: 0 }, '25:00:00'],
    ['15 minutes', 15 * MINUTE, { hours: 0, minutes: 15, seconds: 0 }, '15:00'],
    ['65 s', 65 * SECOND, { hours: 0, minutes: 1, seconds: 5 }, '1:05'],
    ['exactly a minute', MINUTE, { hours: 0, minutes: 1, seconds: 0 }, '1:00'],
    ['59 s', 59 * SECOND, { hours: 0, minutes: 0, seconds: 59 }, '59'],
    ['9 s', 9 * SECOND, { hours: 0, minutes: 0, seconds: 9 }, '9'],
    ['a part second rounds up', 8 * SECOND + 1, { hours: 0, minutes: 0, seconds: 9 }, '9'],
    ['the last millisecond still shows 1', 1, { hours: 0, minutes: 0, seconds: 1 }, '1'],
    ['expired', 0, { hours: 0, minutes: 0, seconds: 0 }, '0'],
    ['negative', -5 * SECOND, { hours: 0, minutes: 0, seconds: 0 }, '0'],
  ])('%s', (_case, ms, parts, text) => {
    expect(countdownParts(ms)).toEqual(parts);
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('announcementMinutes (minutes remaining plus one)', () => {
  it.each<[string, number, number]>([
    ['just after the 5-minute boundary (4:59)', 5 * MINUTE - SECOND, 5],
    ['at 4:00', 4 * MINUTE, 5],
    ['at 0:59', 59 * SECOND, 1],
    ['at 14:30', 14 * MINUTE + 30 * SECOND, 15],
    ['at 1:00:00', HOUR, 61],
  ])('%s -> %i', (_case, ms, expected) => {
    expect(announcementMinutes(ms)).toBe(expected);
  });
});

describe('shouldAnnounce (once per minute boundary)', () => {
  it.each<[string, number | undefined, number, boolean]>([
    ['crossing from 5:00 to 4:59', 5 * MINUTE, 5 * MINUTE - SECOND, true],
    ['within a minute (4:59 to 4:58)', 5 * MINUTE - SECOND, 5 * MINUTE - 2 * SECOND, false],
    ['crossing into the last minute (1:00 to 0:59)', MINUTE, MINUTE - SECOND, true],
    ['a tab that slept several minutes', 10 * MINUTE, 3 * MINUTE, true],
    ['an extended expiry', 2 * MINUTE, 15 * MINUTE, true],
    ['the first tick', undefined, 10 * MINUTE, false],
    ['reaching zero: the expiry message takes over', SECOND, 0, false],
    ['a tick not crossing a boundary, part seconds', 4 * MINUTE + 500, 4 * MINUTE - 500, false],
  ])('%s -> %s', (_case, prev, ms, expected) => {
    expect(shouldAnnounce(prev, ms)).toBe(expected);
  });

  it('announces exactly once per minute over a full countdown ticking every second', () => {
    const announced: number[] = [];
    let prev: number | undefined;
    for (let ms = 5 * MINUTE; ms >= 0; ms -= COUNTDOWN_TICK_MS) {
      if (shouldAnnounce(prev, ms)) announced.push(announcementMinutes(ms));
      prev = ms;
    }
    expect(announced).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('isFinalMinute and isExpired', () => {
  it.each<[number, boolean, boolean]>([
    [FINAL_MINUTE_MS + SECOND, false, false],
    [FINAL_MINUTE_MS + 1, false, false],
    [FINAL_MINUTE_MS, true, false],
    [SECOND, true, false],
    [1, true, false],
    [0, false, true],
    [-1, false, true],
  ])('%i ms: final minute %s, expired %s', (ms, finalMinute, expired) => {
    expect(isFinalMinute(ms)).toBe(finalMinute);
    expect(isExpired(ms)).toBe(expired);
  });
});
