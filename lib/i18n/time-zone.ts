import type { IntlShape } from 'react-intl';

/**
 * Date and time with the name of its time zone that people read (issue 15). The locale's short
 * name is kept where it is one ("EST", "CET", "MEZ", "BST", "UTC"), but where ICU has none it falls
 * back to an offset ("GMT+1" for London in summer, "GMT+0", bare "GMT" for London in English,
 * "GMT-5" for New York in German): those say nothing to a buyer, so the zone's city is named
 * instead, "London time" or "Ortszeit London".
 */

type Formatter = Pick<IntlShape, 'formatDateToParts' | 'formatMessage'>;
type DateTimeOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone' | 'timeZoneName'>;

const OFFSET_NAME = /^(GMT|UTC)([+\-\u2212]\d{1,2}(:\d{2})?)?$/;

/** Whether a zone name is only an offset ("GMT", "GMT+1"), which says nothing to a reader; UTC is a name. */
export const isOffsetZoneName = (name: string): boolean => OFFSET_NAME.test(name) && name !== 'UTC';

/** "America/New_York" -> "New York"; undefined for zones without a city (UTC, Etc/GMT+1). */
export function zoneCity(timeZone: string): string | undefined {
  const [area, ...rest] = timeZone.split('/');
  if (!area || rest.length === 0 || area === 'Etc') return undefined;
  return rest[rest.length - 1]?.replace(/_/g, ' ');
}

/** The short name of the zone, or "{city} time" where the locale only has an offset for it. */
export function readableZoneName(name: string, timeZone: string, intl: Pick<IntlShape, 'formatMessage'>): string {
  if (!isOffsetZoneName(name)) return name;
  const city = zoneCity(timeZone);
  return city ? intl.formatMessage({ id: 'time.zoneCity' }, { city }) : name;
}

export function dateTimeWithZone(intl: Formatter, date: Date | string, timeZone: string, options: DateTimeOptions): string {
  const parts = intl.formatDateToParts(new Date(date), { ...options, timeZone, timeZoneName: 'short' });
  return parts.map((part) => (part.type === 'timeZoneName' ? readableZoneName(part.value, timeZone, intl) : part.value)).join('');
}
