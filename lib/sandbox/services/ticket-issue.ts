import { randomInt } from 'node:crypto';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import { BARCODE_REVEAL_HOURS, isBarcodeRevealed } from '../../domain/barcode.ts';

/** What a ticket gains when it becomes valid: a barcode, revealed like the seed's (14 days before), PDF and wallet passes. */

/** 16 random digits: a CODE128-friendly barcode nobody can derive from the ticket's id. */
export function randomBarcode(): string {
  return Array.from({ length: 16 }, () => String(randomInt(10))).join('');
}

export function asValidTicket(ticket: Ticket, now: Date, eventStart: string): Ticket {
  const barcode = ticket.barcode ?? randomBarcode();
  return {
    ...ticket,
    status: 'valid',
    barcode,
    barcodeRevealed: isBarcodeRevealed({ ticket: { barcode }, eventStart: ticket.relevancyDate ?? eventStart, revealHoursBeforeStart: BARCODE_REVEAL_HOURS, now }),
    pdfEnabled: true,
    appleWalletEnabled: true,
    googleWalletEnabled: true,
    transferable: true,
  };
}

/** Bought but not personalized yet: no barcode until the holder's details are in. */
export function asDetailsRequiredTicket(ticket: Ticket): Ticket {
  return { ...ticket, status: 'detailsRequired', pdfEnabled: false, appleWalletEnabled: false, googleWalletEnabled: false, transferable: true };
}

/** What an invalid ticket can no longer do: cancelled, returned or given up, it offers no action. */
export const NO_ACTIONS_LEFT = { cancellable: false, transferable: false, resellable: false, upgradeable: false, returnable: false } as const;
