import type { Ticket } from '../ticketing/schemas/ticket.ts';

/**
 * The ticket card's barcode (spec 02 §2, §9 "Barcode reveal at event start minus a configured
 * period; PDF disabled by a custom setting or before the reveal").
 *
 * - Only valid virtual tickets show a barcode (CODE128); hard tickets carry it on paper.
 * - Without a configured period the barcode is revealed at once. With one, it is revealed from
 *   event start minus that many hours (inclusive).
 * - A ticket without a barcode value has nothing to reveal. The API's `barcodeRevealed: true` wins
 *   over the clock (the server knows best when it already sent the code); otherwise the clock
 *   decides, so a card left open reveals itself on time.
 */

export const BARCODE_FORMAT = 'CODE128';
const MS_PER_HOUR = 3_600_000;

/**
 * The configured period (spec 02 §9 gives no value and no field for it): fourteen days. The sandbox
 * issues barcodes by it, and the account's ticket viewer and the order page read it from here.
 */
export const BARCODE_REVEAL_HOURS = 14 * 24;

/** When the barcode becomes visible; null when it is visible right away. */
export function barcodeRevealAt(eventStart: string | Date, revealHoursBeforeStart?: number | null): Date | null {
  if (revealHoursBeforeStart == null) return null;
  const start = eventStart instanceof Date ? eventStart.getTime() : Date.parse(eventStart);
  return new Date(start - revealHoursBeforeStart * MS_PER_HOUR);
}

export function isBarcodeRevealed(input: {
  ticket: Pick<Ticket, 'barcodeRevealed' | 'barcode'>;
  eventStart: string | Date;
  revealHoursBeforeStart?: number | null | undefined;
  now: Date;
}): boolean {
  if (!input.ticket.barcode) return false;
  if (input.ticket.barcodeRevealed === true) return true;
  const revealAt = barcodeRevealAt(input.eventStart, input.revealHoursBeforeStart);
  return revealAt === null || input.now.getTime() >= revealAt.getTime();
}

/** A barcode is shown (blurred until revealed) for valid virtual tickets only. */
export function showsBarcode(ticket: Pick<Ticket, 'status' | 'deliveryType'>): boolean {
  return ticket.status === 'valid' && ticket.deliveryType !== 'hard';
}

/** The e-ticket PDF download: off when a custom setting disables it or before the barcode is revealed. */
export function isPdfEnabled(input: { pdfEnabled?: boolean | undefined; revealed: boolean }): boolean {
  return input.pdfEnabled !== false && input.revealed;
}
