import { ApiError } from '@/lib/operations/call';
import type { SeatMapRefusal, SeatMapRefusalCode } from '@/lib/seat-map/widget-api';
import { addErrorOf } from '../add-errors';

/**
 * The seat map's refusals in the buyer's words (spec 02 §2 seat map, §3 seatingReservationToken;
 * ADR 0031): those the widget reports for a choice, and those of the cart's add call for the held
 * seats. Both say the same thing the same way, with the seat at fault named, and say what the
 * page does with the choice afterwards. Pure, so a table can check every code.
 */

export interface SeatMapMessage {
  id: string;
  values?: Record<string, string | number>;
}

/**
 * What becomes of the held seats after the cart refused them: kept (the buyer changes the choice;
 * the map is asked for the latest status), released (the hold ran out or is not valid any more),
 * or let go without a release (a cart holds them already).
 */
export type AfterClaimRefusal = 'keep' | 'release' | 'forget';

interface SeatNames {
  rowName?: string | undefined;
  seatName?: string | undefined;
}

function orphanMessage(seat: SeatNames | undefined, fallback: string | undefined): SeatMapMessage {
  return { id: 'seatMap.error.orphanSeat', values: { seat: seat?.seatName ?? fallback ?? '', row: seat?.rowName ?? '' } };
}

const WIDGET_MESSAGES: Record<Exclude<SeatMapRefusalCode, 'orphanSeat' | 'seatUnavailable' | 'tooManySeats'>, string> = {
  notAvailable: 'seatMap.error.notAvailable',
  notOnSale: 'seatMap.error.notOnSale',
  // The hold ran out or went to a cart: the next choice starts a new one.
  holdExpired: 'seatMap.error.seatingReservationExpired',
  seatMapTokenExpired: 'seatMap.error.seatMapTokenExpired',
  network: 'seatMap.error.network',
  unknown: 'seatMap.error.unknown',
};

/** A choice the widget refused. */
export function seatMapRefusalMessage(refusal: SeatMapRefusal): SeatMapMessage {
  switch (refusal.code) {
    case 'orphanSeat':
      return orphanMessage(refusal.seats?.[0], undefined);
    case 'seatUnavailable':
      return { id: 'seatMap.error.seatUnavailable', values: { count: Math.max(1, refusal.seats?.length ?? 1) } };
    case 'tooManySeats':
      return refusal.limit === undefined ? { id: 'seatMap.error.notAvailable' } : { id: 'seatMap.error.tooManySeats', values: { limit: refusal.limit } };
    default:
      return { id: WIDGET_MESSAGES[refusal.code] ?? 'seatMap.error.unknown' };
  }
}

const CLAIM_MESSAGES: Record<string, { id: string; after: AfterClaimRefusal }> = {
  seatingReservationInvalid: { id: 'seatMap.error.seatingReservationInvalid', after: 'release' },
  seatingReservationExpired: { id: 'seatMap.error.seatingReservationExpired', after: 'release' },
  seatingReservationClaimed: { id: 'seatMap.error.seatingReservationClaimed', after: 'forget' },
};

function orphansOf(body: Readonly<Record<string, unknown>>): (SeatNames & { id?: string })[] {
  const orphans = body.orphans;
  return Array.isArray(orphans) ? orphans.filter((orphan): orphan is SeatNames & { id?: string } => typeof orphan === 'object' && orphan !== null) : [];
}

/** The cart's add call refused the held seats (or failed): the message, and what to do with the hold. */
export function seatClaimRefusal(error: unknown): SeatMapMessage & { after: AfterClaimRefusal } {
  if (error instanceof ApiError && error.status !== 0) {
    const known = error.code ? CLAIM_MESSAGES[error.code] : undefined;
    if (known) return { id: known.id, after: known.after };
    if (error.code === 'orphanSeat') {
      const first = orphansOf(error.body)[0];
      return { ...orphanMessage(first, first?.id), after: 'keep' };
    }
    if (error.code === 'seatUnavailable') {
      const seats = Array.isArray(error.body.seats) ? error.body.seats.length : 1;
      return { id: 'seatMap.error.seatUnavailable', values: { count: Math.max(1, seats) }, after: 'keep' };
    }
  }
  // Anything else is the cart's own refusal (it ended, a limit, the network): step 1's words for it.
  return { id: addErrorOf(error, false).id, after: 'keep' };
}
