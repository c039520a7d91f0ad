import type { IntlShape } from 'react-intl';
import type { SeatingInfo } from '../ticketing/schemas/ticket.ts';
import { dateTimeWithZone } from './time-zone.ts';

/**
 * Formatting of the account screens, shared by server components (getIntl) and route handlers, which
 * hand the strings to client islands (ADR 0006): the browser never re-formats a date.
 */
type Formatter = Pick<IntlShape, 'formatDate' | 'formatDateToParts' | 'formatDateTimeRange' | 'formatMessage'>;

/** A day such as "12 Mar 2030" in the given time zone (the seller's for orders, transfers, offers). */
export function dayLabel(intl: Formatter, iso: string, timeZone: string): string {
  return intl.formatDate(new Date(iso), { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
}

/** A day and time such as "12 Mar 2030, 18:00 London time" (expiry times). */
export function dateTimeLabel(intl: Formatter, iso: string, timeZone: string): string {
  return dateTimeWithZone(intl, iso, timeZone, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** From one day to another, e.g. "12 Mar – 9 Jun 2030". */
export function dayRangeLabel(intl: Formatter, from: string, to: string, timeZone: string): string {
  if (from === to) return dayLabel(intl, from, timeZone);
  return intl.formatDateTimeRange(new Date(from), new Date(to), { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
}

/** Where a ticket holder sits: "Stalls · Block A · Row 4 · Seat 12", or the general-admission area. */
export function seatLabel(intl: Formatter, seating: SeatingInfo | null | undefined): string | undefined {
  if (!seating) return undefined;
  const parts = [
    seating.sectionName,
    seating.groupName,
    seating.rowName ? intl.formatMessage({ id: 'account.seat.row' }, { row: seating.rowName }) : undefined,
    seating.seatName ? intl.formatMessage({ id: 'account.seat.seat' }, { seat: seating.seatName }) : undefined,
  ].filter((part): part is string => Boolean(part));
  if (parts.length > 0) return parts.join(' · ');
  return seating.name ?? undefined;
}

/** A ticket's name with its seat, without saying a name twice ("Lawn" in the "Lawn" section). */
export function ticketWithSeat(name: string, seat: string | undefined): string {
  if (!seat) return name;
  const parts = seat.split(' · ').filter((part, index) => !(index === 0 && part === name));
  return parts.length > 0 ? `${name} · ${parts.join(' · ')}` : name;
}

/**
 * When the next verification mail may be requested, in the seller's time zone (spec 01 §2), e.g.
 * "14:05 London time". Formatted on the server by the account layout and the resend handler.
 */
export function nextVerificationLabel(intl: Pick<IntlShape, 'formatDateToParts' | 'formatMessage'>, iso: string, timeZone: string): string {
  return dateTimeWithZone(intl, iso, timeZone, { hour: '2-digit', minute: '2-digit' });
}
