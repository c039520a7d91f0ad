import type { IntlShape } from 'react-intl';
import { dateTimeWithZone } from './time-zone.ts';

/**
 * Formatting shared by server components (react-intl/server) and client islands (useIntl).
 * Server components format to strings before rendering, so the browser never re-formats dates
 * with a different ICU version and hydration sees identical text.
 */
type Formatter = Pick<IntlShape, 'formatDate' | 'formatDateToParts' | 'formatDateTimeRange' | 'formatNumber' | 'formatMessage'>;

const DAY_MS = 86_400_000;

/** An event's date in its own time zone; a range of days for seasons and multi-day events. */
export function eventDateLabel(intl: Formatter, event: { start: string; end?: string | undefined; timezone: string }): string {
  const start = new Date(event.start);
  if (event.end && Date.parse(event.end) - start.getTime() > DAY_MS) {
    return intl.formatDateTimeRange(start, new Date(event.end), { timeZone: event.timezone, day: 'numeric', month: 'short', year: 'numeric' });
  }
  return dateTimeWithZone(intl, start, event.timezone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function moneyLabel(intl: Formatter, amount: number, currency: string | undefined): string {
  return intl.formatNumber(amount, { style: 'currency', currency: currency ?? 'EUR' });
}

/** "From £25.00", or with net display "From €24.30 plus MwSt."; undefined when the price is hidden. */
export function startingPriceLabel(
  intl: Formatter,
  event: { startingPrice?: number | undefined; currency?: string | undefined; styleOptions?: { hideStartingPrice?: boolean | undefined } | undefined },
  netTaxName?: string,
): string | undefined {
  if (event.startingPrice === undefined || event.styleOptions?.hideStartingPrice) return undefined;
  const price = moneyLabel(intl, event.startingPrice, event.currency);
  return netTaxName ? intl.formatMessage({ id: 'eventCard.fromNet' }, { price, taxName: netTaxName }) : intl.formatMessage({ id: 'eventCard.from' }, { price });
}
