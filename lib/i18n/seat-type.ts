import type { IntlShape } from 'react-intl';
import { SEAT_TYPES, type SeatType } from '../seat-map/contract.ts';
import type { SeatingInfo } from '../ticketing/schemas/ticket.ts';
import { seatLabel } from './account-format.ts';

type Formatter = Parameters<typeof seatLabel>[0];

/**
 * A seat type (SeatingInfo.seatType, spec 02 §3: limited view, folding seat, wheelchair space) in
 * the buyer's words. A type this storefront does not know is shown as the ticketing side names
 * it rather than hidden: a buyer must learn that the view is limited even if we lack the words.
 */
export function seatTypeLabel(intl: Pick<IntlShape, 'formatMessage'>, seatType: string | null | undefined): string | undefined {
  const type = seatType?.trim();
  if (!type) return undefined;
  return isSeatType(type) ? intl.formatMessage({ id: `seatMap.seatType.${type}` }) : type;
}

function isSeatType(value: string): value is SeatType {
  return (SEAT_TYPES as readonly string[]).includes(value);
}

/** Where a ticket holder sits with the seat's type: "Stalls · Block A · Row 22 · Seat 1 · Folding seat", or the area. */
export function seatWithTypeLabel(intl: Formatter, seating: SeatingInfo | null | undefined): string | undefined {
  const parts = [seatLabel(intl, seating), seatTypeLabel(intl, seating?.seatType)].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
