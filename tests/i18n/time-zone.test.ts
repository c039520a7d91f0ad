import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { dateTimeWithZone, zoneCity } from '../../lib/i18n/time-zone.ts';

const intls = { en: createIntl({ locale: 'en', messages: en }), de: createIntl({ locale: 'de', messages: de }) };
const WINTER = '2026-12-05T19:30:00Z';
const SUMMER = '2026-07-05T19:30:00Z';
const time = { hour: '2-digit', minute: '2-digit' } as const;

describe('dateTimeWithZone (issue 15: no "GMT+0")', () => {
  it.each<['en' | 'de', string, string, string]>([
    ['en', 'Europe/London', WINTER, '07:30 PM London time'],
    ['en', 'Europe/London', SUMMER, '08:30 PM London time'],
    ['en', 'Europe/Berlin', WINTER, '08:30 PM Berlin time'],
    ['en', 'America/New_York', WINTER, '02:30 PM EST'],
    ['en', 'UTC', WINTER, '07:30 PM UTC'],
    ['de', 'Europe/London', WINTER, '19:30 Ortszeit London'],
    ['de', 'Europe/Berlin', WINTER, '20:30 MEZ'],
    ['de', 'Europe/Berlin', SUMMER, '21:30 MESZ'],
    ['de', 'America/New_York', WINTER, '14:30 Ortszeit New York'],
  ])('%s, %s at %s -> %s', (locale, zone, iso, expected) => {
    const text = dateTimeWithZone(intls[locale], iso, zone, time).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toBe(expected);
    expect(text).not.toMatch(/GMT/);
  });

  it.each([
    ['America/New_York', 'New York'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['UTC', undefined],
    ['Etc/GMT+1', undefined],
  ])('zoneCity(%s) = %s', (zone, city) => {
    expect(zoneCity(zone)).toBe(city);
  });
});
